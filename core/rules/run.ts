// Runs the semantic checks of the catalogue: every rule with a `check`, on one shared context.
import type { Diagnostic } from '../diagnostics.ts';
import { indexScopes } from '../scopes.ts';
import type { Rule, RuleContext } from './define.ts';
import { rules as catalogue } from './index.ts';

/** Diagnostics of every rule check (without source ranges: the pipeline attaches them). */
export function runRuleChecks(document: unknown, rules: readonly Rule[] = catalogue): Diagnostic[] {
  const context: RuleContext = { document, scopes: indexScopes(document) };
  const diagnostics: Diagnostic[] = [];
  for (const rule of rules) {
    if (!rule.check) continue;
    try {
      for (const finding of rule.check(context)) {
        diagnostics.push({ rule: rule.id, severity: finding.severity ?? rule.severity, ...finding });
      }
    } catch (error) {
      // A check must tolerate any document; if one does not, say so instead of hiding the rule's silence.
      diagnostics.push({
        rule: rule.id,
        severity: 'warning',
        path: '',
        message: `This rule could not be checked (internal error: ${error instanceof Error ? error.message : String(error)}); please report it`,
      });
    }
  }
  return diagnostics;
}
