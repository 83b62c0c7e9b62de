// Structural validation attributed to the catalogue (spec 16.5 rule attribution): the document schema's findings
// (core/schema) each belong to the rule that owns the failing subschema through its `schemaPointers`, and name the
// requirement its `schemaRequirements` give the failing schema location.
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
  let rule = ruleBySchemaPointer.get(pointer);
  if (rule === undefined) ruleBySchemaPointer.set(pointer, (rule = ownerOf(splitPointer(pointer))));
  return rule;
}

/** The owner of each schema pointer looked up so far: pointers into the one document schema, so a bounded set. */
const ruleBySchemaPointer = new Map<string, Rule>();

function ownerOf(segments: readonly string[]): Rule {
  for (const entry of owned) {
    if (entry.segments.length <= segments.length && entry.segments.every((s, i) => segments[i] === s))
      return entry.rule;
  }
  return fallback;
}

/**
 * Each rule's schema requirements, longest pointer (in tokens) first, built on first use: `prefix` is the pointer with a
 * trailing '/', so that a location starting with it has the pointer as a prefix by whole tokens. The catalogue's
 * pointers escape nothing (no '~'), so comparing the escaped text equals comparing unescaped tokens, without splitting
 * each finding's location into tokens.
 */
const requirementEntries = new Map<
  Rule,
  { pointer: string; prefix: string; tokens: number; anchor: string | Readonly<Record<string, string>> }[]
>();

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
      .map(([pointer, anchor]) => ({ pointer, prefix: `${pointer}/`, tokens: splitPointer(pointer).length, anchor }))
      .sort((a, b) => b.tokens - a.tokens);
    requirementEntries.set(rule, entries);
  }
  const entry = entries.find((e) => location === e.pointer || location.startsWith(e.prefix));
  if (entry === undefined) return undefined;
  if (typeof entry.anchor === 'string') return entry.anchor;
  const byPart = entry.anchor;
  const part = splitPointer(instancePath).findLast((segment) => Object.hasOwn(byPart, segment));
  return part !== undefined ? byPart[part] : byPart['*'];
}

/** Validate a decoded document against the document schema; every finding names its rule and requirement. Never throws. */
export function validateStructure(value: unknown): Diagnostic[] {
  return structuralDiagnostics(value, (pointer, { location, instancePath }) => {
    const rule = ruleForSchemaPointer(pointer);
    return {
      id: rule.id,
      severity: rule.severity,
      requirement: requirementForSchemaLocation(rule, location, instancePath),
    };
  });
}

/** The rules that own at least one schema location (checked structurally). */
export function structuralRules(): Rule[] {
  return rules.filter((rule) => rule.schemaPointers.length > 0);
}
