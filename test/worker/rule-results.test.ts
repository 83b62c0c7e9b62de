// Rule results on demand across the worker boundary: a validation answer carries what every view shows and no rule
// results (copying them to the page would compute them on every keystroke); the Rule results tab asks for them about
// the run it shows, and an answer about a run no longer shown is dropped.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { handleRequest } from '../../src/worker/handler.ts';
import { PROTOCOL_VERSION, type MethodName, type WorkerMethods } from '../../src/worker/protocol.ts';
import { validateText } from '../../core/validation/pipeline.ts';
import { useStore } from '../../src/store.ts';

const multiVersion = readFileSync(new URL('../../src/examples/multi-version.mcpdesc.yaml', import.meta.url), 'utf8');
const invalid = readFileSync(new URL('../../src/examples/invalid.mcpdesc.yaml', import.meta.url), 'utf8');

let id = 0;
async function call<M extends MethodName>(
  method: M,
  params: WorkerMethods[M]['params'],
): Promise<WorkerMethods[M]['result']> {
  const response = await handleRequest({ v: PROTOCOL_VERSION, id: ++id, method, params });
  if (!response.ok) throw new Error(response.error);
  // What the page receives is a structured clone of the answer.
  return structuredClone(response.result) as WorkerMethods[M]['result'];
}

/** Rule results as comparable lines. */
const lines = (results: { rule: string; protocolVersion?: string; status: string }[]) =>
  results.map((r) => `${r.rule}|${r.protocolVersion ?? ''}|${r.status}`);

describe('worker protocol: rule results on demand', () => {
  it('a validation answer carries the diagnostics, their rule summaries and requirement links, and no rule results', async () => {
    const answer = await call('validate', { text: invalid });
    expect(Object.keys(answer).sort()).toEqual([
      'diagnostics',
      'format',
      'parsed',
      'protocolVersions',
      'requirements',
      'rules',
      'valid',
    ]);
    expect(answer).not.toHaveProperty('ruleResults');
    const expected = validateText(invalid);
    expect(answer.diagnostics).toEqual(expected.diagnostics);
    expect(answer.rules).toEqual(expected.rules);
    expect(answer.requirements).toEqual(expected.requirements);
  });

  it('ruleResults answers the rule results of the text asked about, with the revision it was asked for', async () => {
    const answer = await call('validate', { text: multiVersion });
    const asked = await call('ruleResults', { text: multiVersion, format: answer.format, revision: 7 });
    expect(asked.revision).toBe(7);
    expect(lines(asked.ruleResults)).toEqual(lines(validateText(multiVersion).ruleResults));
    // Per declared version where a rule depends on it.
    expect(new Set(asked.ruleResults.map((r) => r.protocolVersion))).toContain('2024-11-05');
  });

  it('they are those of the text asked about, not of the last text validated', async () => {
    await call('validate', { text: multiVersion });
    const asked = await call('ruleResults', { text: invalid, format: 'yaml', revision: 3 });
    expect(lines(asked.ruleResults)).toEqual(lines(validateText(invalid).ruleResults));
    expect(lines(asked.ruleResults)).not.toEqual(lines(validateText(multiVersion).ruleResults));
    expect(asked.ruleResults.filter((r) => r.status === 'failed').length).toBeGreaterThan(0);
  });

  it('are read from the last validation of the same text instead of validating it again', async () => {
    await call('validate', { text: invalid });
    // Two asks about the text validated last are answered from that one run: the very same results, not a copy.
    const first = await handleRequest({
      v: PROTOCOL_VERSION,
      id: ++id,
      method: 'ruleResults',
      params: { text: invalid, format: 'yaml', revision: 1 },
    });
    const second = await handleRequest({
      v: PROTOCOL_VERSION,
      id: ++id,
      method: 'ruleResults',
      params: { text: invalid, format: 'yaml', revision: 2 },
    });
    if (!first.ok || !second.ok) throw new Error('ruleResults failed');
    const results = (r: typeof first) => (r.ok ? (r.result as { ruleResults: unknown }).ruleResults : undefined);
    expect(results(second)).toBe(results(first));
  });
});

describe('store: rule results of the run shown only', () => {
  beforeEach(() => useStore.setState({ shownRun: 0, ruleResults: [], ruleResultsRun: 0 }));

  it('keeps an answer about the run shown and drops one about another run', async () => {
    const { ruleResults } = await call('ruleResults', { text: invalid, revision: 4 });
    useStore.getState().setResult({ diagnostics: [], status: 'done', run: 4 });
    useStore.getState().setRuleResults({ revision: 3, ruleResults });
    expect(useStore.getState()).toMatchObject({ ruleResults: [], ruleResultsRun: 0 });
    useStore.getState().setRuleResults({ revision: 4, ruleResults });
    expect(useStore.getState()).toMatchObject({ ruleResults, ruleResultsRun: 4 });
    // A newer run shown: the results stay (the tab shows them until the newer ones come) but are of run 4, and an
    // answer about run 4 arriving late is dropped.
    useStore.getState().setResult({ diagnostics: [], status: 'done', run: 5 });
    expect(useStore.getState().ruleResultsRun).toBe(4);
    useStore.getState().setRuleResults({ revision: 4, ruleResults: [] });
    expect(useStore.getState().ruleResults).toBe(ruleResults);
  });
});
