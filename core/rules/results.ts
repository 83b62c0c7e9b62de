// Rule results (spec 16.5 req-rule-results, req-rule-results-executed): one status per rule, and per declared
// protocol version for a rule whose applicability depends on it. Statuses come only from checks that ran.
import type { Diagnostic } from '../diagnostics.ts';
import { legacyProtocolVersions } from '../model/versions.ts';
import type { Rule } from './define.ts';
import { concernedVersions, concernsOf } from './concerns.ts';
import { indexScopes, type ScopeIndex } from '../model/scopes.ts';
import { rules as catalogue } from './index.ts';

export type RuleStatus = 'passed' | 'failed' | 'warning' | 'not-applicable' | 'not-evaluated' | 'delegated';

export interface RuleResult {
  rule: string;
  /** Present for rules whose applicability depends on the MCP protocol version. */
  protocolVersion?: string;
  status: RuleStatus;
  /** Why a rule was not evaluated or does not apply. */
  reason?: string;
}

/** Rules about what projection and merge tools must do: a document validation does not apply them. */
const toolRules = new Set([
  'mcpdesc.view.projection',
  'mcpdesc.view.merge',
  'mcpdesc.projection.source-valid',
  'mcpdesc.projection.declaration-applicable',
  'mcpdesc.projection.native-schema',
]);

/** The parser's own rule: it runs on every text. */
export const parserRule = 'mcpdesc.serialization.conforming';

function statusOf(findings: Diagnostic[]): RuleStatus {
  if (findings.some((d) => d.severity === 'error')) return 'failed';
  if (findings.some((d) => d.severity === 'warning')) return 'warning';
  return 'passed';
}

/** Why a rule without findings is not-applicable to a document that has none of the parts it concerns. */
export const noConcernedParts = 'the document has none of the parts this rule concerns';

/**
 * Results of one validation run. `parsed` says whether the text produced a document (when it did not, only the
 * parser's rule was executed); `versions` are the declared root protocol versions; `document`, the decoded document
 * when there is one, says which rules apply: a rule without findings whose concerned parts (`appliesTo`) the
 * document lacks is `not-applicable`, not `passed`. Without it (a catalogue overview), every implemented rule is
 * taken to apply. A version-dependent rule is also not-applicable for a declared version that no concerned part is
 * in the effective protocol scope (4.10) of: a part inside a scoped declaration concerns that declaration's versions.
 */
export function ruleResults(
  diagnostics: Diagnostic[],
  run: { parsed: boolean; versions: string[]; document?: unknown; scopes?: ScopeIndex },
  rules: readonly Rule[] = catalogue,
): RuleResult[] {
  const results: RuleResult[] = [];
  const applies = 'document' in run ? concernsOf(run.document) : () => true;
  // The run's scopes, or built on first use: only version-dependent rules without findings for some version need them.
  let scopes: ScopeIndex | undefined;
  const byPattern = new Map<string, Set<string> | 'all'>();
  const versionsConcerned = (rule: Rule): Set<string> | 'all' => {
    if (!('document' in run)) return 'all';
    const union = new Set<string>();
    for (const pattern of rule.appliesTo ?? ['']) {
      if (!applies([pattern])) continue; // known absent: no walk
      let versions = byPattern.get(pattern);
      if (versions === undefined) {
        scopes ??= run.scopes ?? indexScopes(run.document);
        // Without a scoped declaration every part is in the root scope: no walk needed.
        versions = scopes.declarations.every((d) => d.explicit === undefined)
          ? 'all'
          : concernedVersions(run.document, [pattern], scopes.scopeOf, scopes.root);
        byPattern.set(pattern, versions);
      }
      if (versions === 'all') return 'all';
      for (const version of versions) union.add(version);
    }
    return union;
  };
  // Grouped once: filtering the whole list per rule costs rules × diagnostics.
  const byRule = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const list = byRule.get(d.rule);
    if (list) list.push(d);
    else byRule.set(d.rule, [d]);
  }
  for (const rule of rules) {
    const findings = byRule.get(rule.id) ?? [];
    if (rule.id === parserRule) {
      results.push({ rule: rule.id, status: statusOf(findings) });
      continue;
    }
    if (toolRules.has(rule.id)) {
      results.push({
        rule: rule.id,
        status: 'not-applicable',
        reason: 'a requirement on projection or merge tools, not on documents',
      });
      continue;
    }
    const implemented = rule.check !== undefined || rule.schemaPointers.length > 0;
    const notEvaluated = !run.parsed
      ? 'the text could not be decoded, so no later stage ran'
      : implemented
        ? undefined
        : 'this validator does not implement the check yet';
    // Findings show the rule applied; without any, it applies only where the document has what it concerns.
    const notApplicable = !notEvaluated && findings.length === 0 && !applies(rule.appliesTo ?? ['']);
    if (notApplicable) {
      if (!rule.protocolVersionDependent || run.versions.length === 0)
        results.push({ rule: rule.id, status: 'not-applicable', reason: noConcernedParts });
      else
        for (const version of run.versions)
          results.push({ rule: rule.id, protocolVersion: version, status: 'not-applicable', reason: noConcernedParts });
      continue;
    }
    if (!rule.protocolVersionDependent || run.versions.length === 0) {
      results.push(
        notEvaluated
          ? { rule: rule.id, status: 'not-evaluated', reason: notEvaluated }
          : { rule: rule.id, status: statusOf(findings) },
      );
      continue;
    }
    let concerned: Set<string> | 'all' | undefined;
    for (const version of run.versions) {
      // A finding without a version (structural) concerns every version.
      const mine = findings.filter((d) => d.protocolVersion === undefined || d.protocolVersion === version);
      const status = notEvaluated ? 'not-evaluated' : statusOf(mine);
      if (status === 'passed') concerned ??= versionsConcerned(rule);
      if (status === 'passed' && concerned !== 'all' && !concerned!.has(version)) {
        results.push({
          rule: rule.id,
          protocolVersion: version,
          status: 'not-applicable',
          reason: `no part this rule concerns is in the protocol scope of MCP ${version} (4.10)`,
        });
      } else if (status === 'passed' && (legacyProtocolVersions as readonly string[]).includes(version)) {
        // 16.2: validation of legacy compatibility versions is incomplete, so a pass cannot be claimed.
        results.push({
          rule: rule.id,
          protocolVersion: version,
          status: 'not-evaluated',
          reason: `validation of legacy protocol version ${version} is incomplete (16.2)`,
        });
      } else if (status === 'not-evaluated') {
        results.push({ rule: rule.id, protocolVersion: version, status, reason: notEvaluated! });
      } else {
        results.push({ rule: rule.id, protocolVersion: version, status });
      }
    }
  }
  return results;
}
