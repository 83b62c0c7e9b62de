// A RuleTester in the manner of ESLint's: one call per rule with valid and invalid documents. Every case runs the
// whole pipeline (parse, schema, every rule check) in JSON and in YAML, so it also proves the rule's findings are
// located in the text the user wrote.
import { describe, expect, it } from 'vitest';
import { validateText, type Diagnostic, type Severity } from '../../core/index.ts';
import { serialize } from '../../core/document/index.ts';
import { ruleById } from '../../core/rules/index.ts';
import { parserRule } from '../../core/rules/results.ts';

export interface ExpectedFinding {
  /** JSON Pointer of the finding. */
  path: string;
  /** 1-based line (and column) of the finding's range start; only for cases given as `text`. */
  line?: number;
  column?: number;
  severity?: Severity;
  protocolVersion?: string;
  /** A fragment the message must contain. */
  message?: string | RegExp;
  /** The `req-*` anchor the finding must name (one of the rule's catalogue anchors). */
  requirement?: string;
  /** Exactly the related locations (16.5), e.g. the `component-definition` of a finding reached through a reference. */
  related?: ExpectedRelated[];
}

export interface ExpectedRelated {
  relation: string;
  path: string;
  /** 1-based line (and column) of the related range start; only for cases given as `text`. */
  line?: number;
  column?: number;
}

export interface ValidCase {
  name: string;
  /** A document as a value (run as JSON and as YAML) or as text (run as written). */
  document?: unknown;
  text?: string;
}

export interface InvalidCase extends ValidCase {
  /** Exactly the findings of the rule under test, in document order. */
  findings: ExpectedFinding[];
  /** Other rules that may also report (by default any other error fails the case, to keep cases focused). */
  alsoReported?: string[];
}

function texts(testCase: ValidCase): { format: string; text: string }[] {
  if (testCase.text !== undefined)
    return [{ format: testCase.text.trimStart().startsWith('{') ? 'json' : 'yaml', text: testCase.text }];
  return [
    { format: 'json', text: serialize(testCase.document, 'json') },
    { format: 'yaml', text: serialize(testCase.document, 'yaml') },
  ];
}

function describeAll(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.severity} ${d.rule} ${d.path}: ${d.message}`);
}

/**
 * Every finding names a requirement of its own rule (the catalogue's anchors for it); summaries of findings left out
 * name none. Holds for every diagnostic of every case, whatever rule reports it.
 */
export function expectCatalogueRequirements(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) {
    if (d.detail?.kind === 'further-findings') {
      expect(d.requirement, `${d.rule}: a summary names no requirement`).toBeUndefined();
      continue;
    }
    const anchors = ruleById(d.rule)?.anchors ?? [];
    expect(
      anchors,
      `${d.rule} ${d.path} (${d.message}) names ${String(d.requirement)}, one of its rule's anchors`,
    ).toContain(d.requirement);
  }
}

export function testRule(ruleId: string, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  const rule = ruleById(ruleId);
  describe(`rule ${ruleId}`, () => {
    it('is registered and has a check (semantic, structural through its schema pointers, or the parser)', () => {
      expect(rule, ruleId).toBeDefined();
      expect(typeof rule?.check === 'function' || (rule?.schemaPointers.length ?? 0) > 0 || ruleId === parserRule).toBe(
        true,
      );
      expect(cases.valid.length).toBeGreaterThan(0);
      expect(cases.invalid.length).toBeGreaterThan(0);
    });

    for (const testCase of cases.valid) {
      for (const { format, text } of texts(testCase)) {
        it(`valid (${format}): ${testCase.name}`, () => {
          const result = validateText(text);
          expectCatalogueRequirements(result.diagnostics);
          expect(describeAll(result.diagnostics.filter((d) => d.rule === ruleId || d.severity === 'error'))).toEqual(
            [],
          );
        });
      }
    }

    for (const testCase of cases.invalid) {
      for (const { format, text } of texts(testCase)) {
        it(`invalid (${format}): ${testCase.name}`, () => {
          const result = validateText(text);
          expectCatalogueRequirements(result.diagnostics);
          const mine = result.diagnostics.filter((d) => d.rule === ruleId);
          const others = result.diagnostics.filter(
            (d) => d.rule !== ruleId && d.severity === 'error' && !(testCase.alsoReported ?? []).includes(d.rule),
          );
          expect(describeAll(others), 'no other errors').toEqual([]);
          expect(
            mine.map((d) => d.path),
            describeAll(mine).join('\n'),
          ).toEqual(testCase.findings.map((f) => f.path));
          testCase.findings.forEach((expected, i) => {
            const actual = mine[i]!;
            expect(actual.range, `${actual.path} is located`).toBeDefined();
            expect(actual.severity).toBe(expected.severity ?? rule!.severity);
            if (expected.protocolVersion !== undefined) expect(actual.protocolVersion).toBe(expected.protocolVersion);
            if (expected.requirement !== undefined)
              expect(actual.requirement, `${actual.path}: ${actual.message}`).toBe(expected.requirement);
            if (expected.message instanceof RegExp) expect(actual.message).toMatch(expected.message);
            else if (expected.message !== undefined) expect(actual.message).toContain(expected.message);
            if (testCase.text !== undefined && expected.line !== undefined)
              expect(actual.range!.start.line).toBe(expected.line);
            if (testCase.text !== undefined && expected.column !== undefined)
              expect(actual.range!.start.column).toBe(expected.column);
            if (expected.related !== undefined) {
              const related = actual.relatedLocations ?? [];
              expect(related.map((r) => [r.relation, r.path])).toEqual(
                expected.related.map((r) => [r.relation, r.path]),
              );
              expected.related.forEach((want, j) => {
                expect(related[j]!.range, `related ${want.path} is located`).toBeDefined();
                if (testCase.text !== undefined && want.line !== undefined)
                  expect(related[j]!.range!.start.line).toBe(want.line);
                if (testCase.text !== undefined && want.column !== undefined)
                  expect(related[j]!.range!.start.column).toBe(want.column);
              });
            }
          });
        });
      }
    }
  });
}

/** One run of a tool operation (projection, merge): whether it succeeded and, when not, the rule its failure reports. */
export interface ToolOutcome {
  ok: boolean;
  rule?: string;
  /** The `req-*` anchor the failure reports. */
  requirement?: string;
  message?: string;
}

export interface ToolCase {
  name: string;
  run: () => ToolOutcome;
  /** A fragment the failure message must contain. */
  message?: string | RegExp;
  /** The anchor the failure must report (one of the rule's). */
  requirement?: string;
}

/**
 * For rules about what tools must do (4.12 views, 4.13 merge, 4.14 native projection): valid cases succeed, invalid
 * cases fail with a failure that reports the rule.
 */
export function testToolRule(ruleId: string, cases: { valid: ToolCase[]; invalid: ToolCase[] }): void {
  describe(`rule ${ruleId} (tool operation)`, () => {
    it('is registered and has valid and invalid cases', () => {
      expect(ruleById(ruleId), ruleId).toBeDefined();
      expect(cases.valid.length).toBeGreaterThan(0);
      expect(cases.invalid.length).toBeGreaterThan(0);
    });
    for (const testCase of cases.valid) {
      it(`valid: ${testCase.name}`, () => {
        const outcome = testCase.run();
        expect(outcome.ok, outcome.message).toBe(true);
      });
    }
    for (const testCase of cases.invalid) {
      it(`invalid: ${testCase.name}`, () => {
        const outcome = testCase.run();
        expect(outcome.ok).toBe(false);
        expect(outcome.rule).toBe(ruleId);
        if (outcome.requirement !== undefined)
          expect(ruleById(ruleId)?.anchors, outcome.message).toContain(outcome.requirement);
        if (testCase.requirement !== undefined) expect(outcome.requirement).toBe(testCase.requirement);
        if (testCase.message instanceof RegExp) expect(outcome.message).toMatch(testCase.message);
        else if (testCase.message !== undefined) expect(outcome.message).toContain(testCase.message);
      });
    }
  });
}
