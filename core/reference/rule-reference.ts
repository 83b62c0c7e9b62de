// The rule reference as the playground shows it (spec 16.5 catalogue): per rule its metadata, the requirements it
// checks linked to the canonical spec source, how this validator checks it, what and why in our words, and examples.
import type { Severity } from '../diagnostics.ts';
import { rules } from '../rules/index.ts';
import { ruleReferences, type InvalidRuleExample, type RuleExample } from './rule-examples/index.ts';
import { ruleRequirements, summarizeRule, type RuleRequirement } from './rule-pages.ts';
import { ruleResults } from '../rules/results.ts';
import { requirementSummary } from './requirement-summaries.ts';

/** Top-level sections of the specification: the areas the rule index is grouped by. */
export const specAreas: Readonly<Record<string, string>> = {
  '3': 'Document Structure',
  '4': 'Versioning',
  '5': 'Info Object',
  '6': 'Transports',
  '7': 'Security',
  '8': 'Capabilities',
  '9': 'Tools',
  '10': 'Resources and Resource Templates',
  '11': 'Prompts',
  '12': 'Elicitation Declarations',
  '13': 'Tags',
  '14': 'Specification Extensions',
  '15': 'Serialization',
  '16': 'Conformance',
  '17': 'Reusable Components and Local References',
};

/**
 * How this validator checks a rule: a semantic check, the document schema, the parser, not at all yet, or not on
 * documents (a requirement on projection and merge tools).
 */
export type RuleChecking = 'check' | 'schema' | 'parser' | 'not-checked' | 'tools';

/** A requirement of a rule page: where it stands and, in our words, what it asks. */
export interface ReferenceRequirement extends RuleRequirement {
  summary: string;
}

export interface RuleReferenceEntry {
  id: string;
  title: string;
  severity: Severity;
  protocolVersionDependent: boolean;
  /** Sections holding the rule's requirements, in spec order. */
  sections: string[];
  requirements: ReferenceRequirement[];
  area: string;
  areaTitle: string;
  checking: RuleChecking;
  checks: string;
  why: string;
  valid: RuleExample[];
  invalid: InvalidRuleExample[];
  withoutExamples?: string;
}

function checkingOf(id: string, hasCheck: boolean, schemaPointers: number, status: string | undefined): RuleChecking {
  if (status === 'not-applicable') return 'tools';
  if (id === 'mcpdesc.serialization.conforming') return 'parser';
  if (hasCheck) return 'check';
  if (schemaPointers > 0) return 'schema';
  return 'not-checked';
}

/** Every catalogued rule, in catalogue order. */
export function ruleReferenceEntries(): RuleReferenceEntry[] {
  const byId = new Map(ruleReferences.map((r) => [r.rule, r]));
  const statuses = new Map(ruleResults([], { parsed: true, versions: [] }).map((r) => [r.rule, r.status]));
  return rules.map((rule) => {
    const reference = byId.get(rule.id);
    const area = reference?.area ?? '16';
    return {
      id: rule.id,
      title: rule.title,
      severity: rule.severity,
      protocolVersionDependent: rule.protocolVersionDependent,
      sections: summarizeRule(rule).sections,
      requirements: ruleRequirements(rule).map((r) => ({ ...r, summary: requirementSummary(r.anchor) ?? '' })),
      area,
      areaTitle: specAreas[area] ?? `Section ${area}`,
      checking: checkingOf(rule.id, rule.check !== undefined, rule.schemaPointers.length, statuses.get(rule.id)),
      checks: reference?.checks ?? rule.title,
      why: reference?.why ?? '',
      valid: reference?.valid ?? [],
      invalid: reference?.invalid ?? [],
      ...(reference?.withoutExamples ? { withoutExamples: reference.withoutExamples } : {}),
    };
  });
}
