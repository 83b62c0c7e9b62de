// Structural validation attributed to the catalogue (spec 16.5 rule attribution): the document schema's findings
// (core/schema) each belong to the rule that owns the failing subschema through its `schemaPointers`.
import type { Diagnostic } from '../diagnostics.ts';
import { structuralDiagnostics } from '../schema/index.ts';
import { splitPointer } from '../lib/pointer.ts';
import type { Rule } from './define.ts';
import { rules } from './index.ts';

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

/** Validate a decoded document against the document schema; every finding names its rule. Never throws. */
export function validateStructure(value: unknown): Diagnostic[] {
  return structuralDiagnostics(value, ruleForSchemaPointer);
}

/** The rules that own at least one schema location (checked structurally). */
export function structuralRules(): Rule[] {
  return rules.filter((rule) => rule.schemaPointers.length > 0);
}
