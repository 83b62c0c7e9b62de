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

/** Each rule's schema requirements as segment lists, longest first (built on first use). */
const requirementEntries = new Map<Rule, { segments: string[]; anchor: string | Readonly<Record<string, string>> }[]>();

/**
 * The `req-*` anchor of a structural finding of `rule` (its `schemaRequirements`): the entry with the longest pointer
 * that is a prefix, by whole tokens, of `location`, the failing keyword's location (with the member concerned for
 * `required` and `additionalProperties`). An entry by document part is read with the innermost member of the finding's
 * path that it names (`prompts`, `elicitations`), else its `*`.
 */
export function requirementForSchemaLocation(rule: Rule, location: string, instancePath: string): string | undefined {
  let entries = requirementEntries.get(rule);
  if (!entries) {
    entries = Object.entries(rule.schemaRequirements ?? {})
      .map(([pointer, anchor]) => ({ segments: splitPointer(pointer), anchor }))
      .sort((a, b) => b.segments.length - a.segments.length);
    requirementEntries.set(rule, entries);
  }
  const segments = splitPointer(location);
  const entry = entries.find((e) => e.segments.length <= segments.length && e.segments.every((s, i) => segments[i] === s));
  if (entry === undefined) return undefined;
  if (typeof entry.anchor === 'string') return entry.anchor;
  const byPart = entry.anchor;
  const part = splitPointer(instancePath).findLast((segment) => Object.hasOwn(byPart, segment));
  return part !== undefined ? byPart[part] : byPart['*'];
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
