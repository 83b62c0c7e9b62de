// The rule reference's examples (core/reference/rule-examples/*.ts) are what the app shows and loads into the editor: each one
// runs through the whole pipeline here, so every example a user sees is checked in CI.
import { describe, expect, it } from 'vitest';
import { validateText } from '../../core/index.ts';
import { rules } from '../../core/rules/index.ts';
import { ruleReferences } from '../../core/reference/rule-examples/index.ts';
import { ruleResults } from '../../core/rules/results.ts';

const byId = new Map(ruleReferences.map((r) => [r.rule, r]));

describe('rule reference examples', () => {
  it('has exactly one entry per catalogued rule', () => {
    expect(ruleReferences.map((r) => r.rule).sort()).toEqual(rules.map((r) => r.id).sort());
    for (const reference of ruleReferences) {
      expect(reference.checks.length, reference.rule).toBeGreaterThan(20);
      expect(reference.why.length, reference.rule).toBeGreaterThan(20);
      expect(Number(reference.area), reference.rule).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives examples for every rule this validator checks, and says why the others have none', () => {
    // What the validator executes on documents, as the rule results report it (16.5).
    const executed = new Set(
      ruleResults([], { parsed: true, versions: ['2025-11-25'] })
        .filter((r) => r.status !== 'not-evaluated' && r.status !== 'not-applicable')
        .map((r) => r.rule),
    );
    for (const rule of rules) {
      const reference = byId.get(rule.id)!;
      if (executed.has(rule.id)) {
        expect(reference.withoutExamples, rule.id).toBeUndefined();
        expect(reference.valid.length, rule.id).toBeGreaterThan(0);
        expect(reference.invalid.length, rule.id).toBeGreaterThan(0);
      } else {
        expect(reference.withoutExamples, rule.id).toBeTruthy();
      }
    }
  });

  for (const reference of ruleReferences) {
    for (const example of reference.valid) {
      it(`${reference.rule}: valid example "${example.title}" has none of its findings and no error`, () => {
        const result = validateText(example.text, { format: example.format });
        expect(result.format).toBe(example.format);
        const unwanted = result.diagnostics.filter((d) => d.rule === reference.rule || d.severity === 'error');
        expect(unwanted.map((d) => `${d.rule} ${d.path}: ${d.message}`)).toEqual([]);
      });
    }
    for (const example of reference.invalid) {
      it(`${reference.rule}: invalid example "${example.title}" yields its finding at ${example.finding.path}, line ${example.finding.line}`, () => {
        const result = validateText(example.text, { format: example.format });
        const first = result.diagnostics.find((d) => d.rule === reference.rule);
        expect(first, result.diagnostics.map((d) => `${d.rule} ${d.path}`).join('\n')).toBeDefined();
        expect(first!.path).toBe(example.finding.path);
        expect(first!.range?.start.line).toBe(example.finding.line);
        if (example.finding.protocolVersion !== undefined)
          expect(first!.protocolVersion).toBe(example.finding.protocolVersion);
      });
    }
  }
});
