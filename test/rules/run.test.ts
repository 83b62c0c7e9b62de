import { describe, expect, it } from 'vitest';
import { defineRule } from '../../core/rules/define.ts';
import { runRuleChecks } from '../../core/rules/run.ts';

const meta = {
  title: 't',
  sections: ['1'],
  anchors: ['req-a', 'req-b'],
  protocolVersionDependent: false,
  schemaPointers: [],
};

describe('runRuleChecks', () => {
  it('stamps each finding with its rule id and the rule severity unless the finding sets one, keeping its requirement', () => {
    const rule = defineRule({
      ...meta,
      id: 'test.rule',
      severity: 'error',
      check: ({ document, scopes }) => [
        { path: '/a', requirement: 'req-a', message: `root ${scopes.root.join(',')}` },
        {
          path: '/b',
          requirement: 'req-b',
          message: String((document as { b: unknown }).b),
          severity: 'warning',
          protocolVersion: '2026-07-28',
        },
      ],
    });
    expect(runRuleChecks({ protocolVersions: ['2026-07-28'], b: 'bee' }, [rule])).toEqual([
      { rule: 'test.rule', severity: 'error', path: '/a', requirement: 'req-a', message: 'root 2026-07-28' },
      {
        rule: 'test.rule',
        severity: 'warning',
        path: '/b',
        requirement: 'req-b',
        message: 'bee',
        protocolVersion: '2026-07-28',
      },
    ]);
  });

  it('a check that throws is reported as unchecked instead of crashing the run', () => {
    const broken = defineRule({
      ...meta,
      id: 'test.broken',
      severity: 'error',
      check: () => {
        throw new Error('boom');
      },
    });
    const fine = defineRule({
      ...meta,
      id: 'test.fine',
      severity: 'error',
      check: () => [{ path: '', requirement: 'req-a', message: 'ok' }],
    });
    const diagnostics = runRuleChecks({}, [broken, fine]);
    expect(diagnostics.map((d) => [d.rule, d.severity])).toEqual([
      ['test.broken', 'warning'],
      ['test.fine', 'error'],
    ]);
    expect(diagnostics[0]!.message).toContain('boom');
  });

  it('rules without a check add nothing', () => {
    expect(runRuleChecks({}, [defineRule({ ...meta, id: 'test.none', severity: 'error' })])).toEqual([]);
  });
});
