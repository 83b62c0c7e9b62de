// JSON Pointers into the document and the document schema, and rule attribution by schema location (16.5).
import type { Rule } from '../rules/define.ts';
import { rules } from '../rules/index.ts';
import type { JsonSchemaObject } from './types.ts';

import { splitPointer } from '../pointer.ts';

/** Catalogue schema pointers as segment lists, longest first. */
const owned = rules
  .flatMap((rule) => rule.schemaPointers.map((pointer) => ({ segments: splitPointer(pointer), rule })))
  .sort((a, b) => b.segments.length - a.segments.length);

const fallback = rules.find((rule) => rule.id === 'mcpdesc.document.schema')!;

/**
 * The rule whose catalogue schema pointer is the longest prefix (by whole tokens) of an absolute schema pointer:
 * '/$defs/Tool' owns '/$defs/Tool/required' but not '/$defs/ToolAnnotations'.
 */
export function ruleForSchemaPointer(pointer: string): Rule {
  const segments = splitPointer(pointer);
  for (const entry of owned) {
    if (entry.segments.length <= segments.length && entry.segments.every((s, i) => segments[i] === s)) return entry.rule;
  }
  return fallback;
}

/** The subschema at an absolute pointer, when it is an object schema. */
export function schemaAt(schema: JsonSchemaObject, pointer: string): JsonSchemaObject | undefined {
  let current: unknown = schema;
  for (const segment of splitPointer(pointer)) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current !== null && typeof current === 'object' && !Array.isArray(current) ? (current as JsonSchemaObject) : undefined;
}
