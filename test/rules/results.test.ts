import { describe, expect, it } from 'vitest';
import { validateText } from '../../core/index.ts';
import { defineRule } from '../../core/rules/define.ts';
import { ruleResults } from '../../core/rules/results.ts';
import { rules } from '../../core/rules/index.ts';

const meta = { title: 't', sections: ['1'], anchors: [], schemaPointers: [] as string[] };
const checked = defineRule({ ...meta, id: 'x.checked', severity: 'error', protocolVersionDependent: false, check: () => [] });
const perVersion = defineRule({ ...meta, id: 'x.versioned', severity: 'error', protocolVersionDependent: true, check: () => [] });
const unimplemented = defineRule({ ...meta, id: 'x.todo', severity: 'error', protocolVersionDependent: false });

describe('rule results (16.5)', () => {
  it('one status per rule, and per declared version for version-dependent rules', () => {
    const results = ruleResults(
      [{ rule: 'x.versioned', severity: 'error', path: '/a', message: 'm', protocolVersion: '2026-07-28' }],
      { parsed: true, versions: ['2025-11-25', '2026-07-28'] },
      [checked, perVersion, unimplemented],
    );
    expect(results).toEqual([
      { rule: 'x.checked', status: 'passed' },
      { rule: 'x.versioned', protocolVersion: '2025-11-25', status: 'passed' },
      { rule: 'x.versioned', protocolVersion: '2026-07-28', status: 'failed' },
      { rule: 'x.todo', status: 'not-evaluated', reason: expect.stringContaining('does not implement') },
    ]);
  });

  it('a finding without a version concerns every version; warnings give "warning"', () => {
    const results = ruleResults([{ rule: 'x.versioned', severity: 'warning', path: '', message: 'm' }], { parsed: true, versions: ['2025-11-25', '2026-07-28'] }, [perVersion]);
    expect(results.map((r) => r.status)).toEqual(['warning', 'warning']);
  });

  it('never claims a pass for a legacy protocol version or when the text could not be decoded (req-rule-results-executed)', () => {
    const legacy = ruleResults([], { parsed: true, versions: ['2024-11-05', '2026-07-28'] }, [perVersion]);
    expect(legacy.map((r) => [r.protocolVersion, r.status])).toEqual([
      ['2024-11-05', 'not-evaluated'],
      ['2026-07-28', 'passed'],
    ]);
    const undecoded = ruleResults([], { parsed: false, versions: [] }, [checked]);
    expect(undecoded).toEqual([{ rule: 'x.checked', status: 'not-evaluated', reason: expect.stringContaining('could not be decoded') }]);
  });

  it('the pipeline reports a result for every catalogue rule, with failures matching its errors', () => {
    const result = validateText(JSON.stringify({ mcpdesc: '0.9.0', info: { name: 'a' }, protocolVersions: ['2026-07-28'] }));
    const ids = new Set(result.ruleResults.map((r) => r.rule));
    expect(ids.size).toBe(rules.length);
    const failed = result.ruleResults.filter((r) => r.status === 'failed').map((r) => r.rule);
    expect(failed).toEqual(['mcpdesc.info.members']);
    expect(result.ruleResults.find((r) => r.rule === 'mcpdesc.view.projection')?.status).toBe('not-applicable');
  });

  it('a syntax error fails only the serialization rule; every other rule is not evaluated', () => {
    const result = validateText('{ "mcpdesc": ');
    const withStatus = (status: string) => result.ruleResults.filter((r) => r.status === status).map((r) => r.rule);
    expect(withStatus('failed')).toEqual(['mcpdesc.serialization.conforming']);
    expect(withStatus('passed')).toEqual([]);
  });
});
