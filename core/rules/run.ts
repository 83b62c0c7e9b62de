// Runs the semantic checks of the catalogue: every rule with a `check`, on one shared context.
import type { Diagnostic } from '../diagnostics.ts';
import { toSourceFinding } from '../model/components.ts';
import { createRunContext } from '../model/run-context.ts';
import type { Rule, RuleContext } from './define.ts';
import { rules as catalogue } from './index.ts';

/**
 * Diagnostics of every rule check (without source ranges: the pipeline attaches them); a check whose rule `needs`
 * top-level members the document does not have is not run (it could find nothing). Checks read the resolved
 * document (16.2 item 10); their findings are mapped back to the document as written (16.5 provenance).
 */
export function runRuleChecks(
  document: unknown,
  rules: readonly Rule[] = catalogue,
  context: RuleContext = createRunContext(document),
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const rule of rules) {
    if (!rule.check || (rule.needs && !rule.needs.some((part) => context.parts.has(part)))) continue;
    try {
      for (const finding of rule.check(context)) {
        const located = rule.reads === 'written' ? finding : toSourceFinding(finding, context.provenance);
        diagnostics.push({ rule: rule.id, severity: finding.severity ?? rule.severity, ...located });
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

/** The context every check of one run shares (tests build one for a single rule's check). */
export { createRunContext as ruleContext };
