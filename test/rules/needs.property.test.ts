// A rule's `needs` (core/rules/define.ts) lets the runner skip its check when the document has none of those top-level
// members. Skipping must change nothing: every check finds nothing once its needs are removed, and the whole output of
// validateText (diagnostics and rule results) is what it is with nothing skipped.
// A property test (run isolated, in the slow project): this file mocks the run context to turn skipping off.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { parseDocument } from '../../core/document/index.ts';
import { validateText } from '../../core/index.ts';
import { createRunContext } from '../../core/model/run-context.ts';
import { rules } from '../../core/rules/index.ts';
import { ruleReferences } from '../../core/reference/rule-examples/index.ts';
import { fuzzCase, seeds } from '../fuzz/property.ts';

// With `skipping` false, every run's context claims every top-level member, so that no check is skipped.
const switches = vi.hoisted(() => ({ skipping: true }));
vi.mock('../../core/model/run-context.ts', async (original) => {
  const actual = await original<typeof import('../../core/model/run-context.ts')>();
  const everything = { has: () => true } as unknown as ReadonlySet<string>;
  return {
    ...actual,
    createRunContext: (...args: Parameters<typeof actual.createRunContext>) => {
      const context = actual.createRunContext(...args);
      return switches.skipping ? context : Object.assign(context, { parts: everything });
    },
  };
});

afterEach(() => {
  switches.skipping = true;
  vi.restoreAllMocks();
});

const examplesDir = new URL('../../src/examples/', import.meta.url);
const examples = readdirSync(examplesDir)
  .filter((f) => /\.mcpdesc\.(json|yaml)$/.test(f))
  .map((f) => [f, readFileSync(new URL(f, examplesDir), 'utf8')] as const);

/** Every rule reference example, valid and invalid: documents on which each rule does and does not find something. */
const referenceTexts = ruleReferences.flatMap((r) => [...r.valid, ...r.invalid]).map((e) => e.text);

/** Decoded documents: the examples, the conformance fixtures, the rule reference examples and mutated ones. */
const documents: unknown[] = [
  ...seeds,
  ...referenceTexts.map((text) => parseDocument(text)).flatMap((r) => (r.ok ? [r.value] : [])),
  ...fc
    .sample(fuzzCase, { numRuns: 200, seed: 31 })
    .map(({ text, format }) => parseDocument(text, { format }))
    .flatMap((r) => (r.ok ? [r.value] : [])),
];

function without(document: unknown, members: readonly string[]): unknown {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return document;
  return Object.fromEntries(Object.entries(document).filter(([key]) => !members.includes(key)));
}

describe('rule needs', () => {
  const needing = rules.filter((r) => r.check && r.needs);

  it('are declared by most checks, and only with top-level member names', () => {
    expect(needing.length).toBeGreaterThan(40);
    for (const rule of needing) {
      expect(rule.needs!.length, rule.id).toBeGreaterThan(0);
      for (const part of rule.needs!) expect(part, rule.id).toMatch(/^[A-Za-z]+$/);
    }
  });

  it('hold: no check finds anything in a document without the members it needs', () => {
    expect(documents.length).toBeGreaterThan(200);
    for (const document of documents)
      for (const rule of needing) {
        const stripped = without(document, rule.needs!);
        expect(rule.check!(createRunContext(stripped)), rule.id).toEqual([]);
      }
  });

  it('skip the checks whose members the document lacks, and only those', () => {
    const toolMembers = rules.find((r) => r.id === 'mcpdesc.tool.members')!;
    expect(toolMembers.needs).toEqual(['tools']);
    const check = vi.spyOn(toolMembers, 'check');
    const minimal = '{"mcpdesc":"0.9.0","info":{"name":"a","version":"1"},"protocolVersions":["2025-11-25"]}';
    validateText(minimal);
    expect(check).not.toHaveBeenCalled();
    validateText(minimal.replace('"protocolVersions"', '"tools":[],"protocolVersions"'));
    expect(check).toHaveBeenCalledTimes(1);
    // With skipping off (this file's mock: the context claims every member), the same check runs on the minimal one.
    switches.skipping = false;
    validateText(minimal);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('change no output: validateText of every example and rule reference example is what it is without skipping', () => {
    for (const [name, text] of [...examples, ...referenceTexts.map((text, i) => [`reference ${i}`, text] as const)]) {
      switches.skipping = false;
      const full = validateText(text);
      switches.skipping = true;
      expect(validateText(text), name).toEqual(full);
    }
  });
});
