import { describe, expect, it } from 'vitest';
import { validateText } from '../../core/index.ts';
import { defineRule } from '../../core/rules/define.ts';
import { noConcernedParts, parserRule, ruleResults } from '../../core/rules/results.ts';
import { ruleById, rules } from '../../core/rules/index.ts';
import { ruleReferences } from '../../core/reference/rule-examples/index.ts';
import { concernedVersions, hasPart, pathConcerns } from '../../core/rules/concerns.ts';
import { parsePointer } from '../../core/lib/pointer.ts';

const meta = { title: 't', sections: ['1'], anchors: [], schemaPointers: [] as string[] };
const checked = defineRule({
  ...meta,
  id: 'x.checked',
  severity: 'error',
  protocolVersionDependent: false,
  check: () => [],
});
const perVersion = defineRule({
  ...meta,
  id: 'x.versioned',
  severity: 'error',
  protocolVersionDependent: true,
  check: () => [],
});
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
    const results = ruleResults(
      [{ rule: 'x.versioned', severity: 'warning', path: '', message: 'm' }],
      { parsed: true, versions: ['2025-11-25', '2026-07-28'] },
      [perVersion],
    );
    expect(results.map((r) => r.status)).toEqual(['warning', 'warning']);
  });

  it('never claims a pass for a legacy protocol version or when the text could not be decoded (req-rule-results-executed)', () => {
    const legacy = ruleResults([], { parsed: true, versions: ['2024-11-05', '2026-07-28'] }, [perVersion]);
    expect(legacy.map((r) => [r.protocolVersion, r.status])).toEqual([
      ['2024-11-05', 'not-evaluated'],
      ['2026-07-28', 'passed'],
    ]);
    const undecoded = ruleResults([], { parsed: false, versions: [] }, [checked]);
    expect(undecoded).toEqual([
      { rule: 'x.checked', status: 'not-evaluated', reason: expect.stringContaining('could not be decoded') },
    ]);
  });

  it('the pipeline reports a result for every catalogue rule, with failures matching its errors', () => {
    const result = validateText(
      JSON.stringify({ mcpdesc: '0.9.0', info: { name: 'a' }, protocolVersions: ['2026-07-28'] }),
    );
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

// 16.5 req-rule-results-executed: `passed` only where a check ran over the parts of the document the rule concerns.
const minimal = {
  mcpdesc: '0.9.0',
  info: { name: 'demo', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  transports: [{ type: 'stdio', command: 'demo' }],
};
const statusesOf = (text: string, rule: string) =>
  validateText(text)
    .ruleResults.filter((r) => r.rule === rule)
    .map((r) => r.status);
const referenceOf = (rule: string) => ruleReferences.find((r) => r.rule === rule)!;

describe('rule results follow what each rule concerns', () => {
  it('a rule with findings-free checks is not-applicable to a document without the parts it concerns', () => {
    const concerned = defineRule({
      ...meta,
      id: 'x.templates',
      severity: 'error',
      protocolVersionDependent: true,
      appliesTo: ['/resourceTemplates/*/examples'],
      check: () => [],
    });
    const run = { parsed: true, versions: ['2025-11-25', '2026-07-28'] };
    expect(
      ruleResults([], { ...run, document: minimal }, [concerned]).map((r) => [r.protocolVersion, r.status, r.reason]),
    ).toEqual([
      ['2025-11-25', 'not-applicable', noConcernedParts],
      ['2026-07-28', 'not-applicable', noConcernedParts],
    ]);
    const withPart = {
      ...minimal,
      resourceTemplates: [{ name: 't', uriTemplate: 'file:///{x}', examples: { e: {} } }],
    };
    expect(ruleResults([], { ...run, document: withPart }, [concerned]).map((r) => r.status)).toEqual([
      'passed',
      'passed',
    ]);
    // A finding shows the rule applied, whatever the patterns say.
    const finding = { rule: 'x.templates', severity: 'error' as const, path: '/resourceTemplates', message: 'm' };
    expect(ruleResults([finding], { ...run, document: minimal }, [concerned]).map((r) => r.status)).toEqual([
      'failed',
      'failed',
    ]);
    // A rule with no check at all stays not-evaluated, parts or not.
    const unchecked = defineRule({
      ...meta,
      id: 'x.none',
      severity: 'error',
      protocolVersionDependent: false,
      appliesTo: ['/resourceTemplates'],
    });
    expect(ruleResults([], { ...run, document: withPart }, [unchecked]).map((r) => r.status)).toEqual([
      'not-evaluated',
    ]);
  });

  it('patterns read through $componentRef: a part reached through a Reference Object is present where it is used', () => {
    const document = {
      components: { resourceTemplateExamples: { E: { uri: 'file:///a' } } },
      resourceTemplates: [{ examples: { e: { $componentRef: '#/components/resourceTemplateExamples/E' } } }],
      loop: { $componentRef: '#/loop' },
    };
    expect(hasPart(document, '/resourceTemplates/*/examples/*/uri')).toBe(true);
    expect(hasPart(document, '/resourceTemplates/*/examples/*/result')).toBe(false);
    expect(hasPart(document, '/**/$componentRef')).toBe(true);
    expect(hasPart(document, '/**/uri')).toBe(true);
    expect(hasPart(document, '/**/nothing')).toBe(false); // a reference cycle ends
    expect(hasPart(document, '')).toBe(true);
    // Components that reference the next one twice, 40 deep: 2^40 paths, each container walked once.
    const schemas: Record<string, unknown> = { S40: { type: 'string' } };
    for (let i = 0; i < 40; i++)
      schemas[`S${i}`] = {
        properties: {
          a: { $componentRef: `#/components/schemas/S${i + 1}` },
          b: { $componentRef: `#/components/schemas/S${i + 1}` },
        },
      };
    const fan = { components: { schemas }, tools: [{ inputSchema: { $componentRef: '#/components/schemas/S0' } }] };
    expect(hasPart(fan, '/tools/*/**/_meta')).toBe(false);
    expect(concernedVersions(fan, ['/tools/*/**/_meta'], () => ['x'], [])).toEqual(new Set());
  });

  it('a version-dependent rule is not-applicable for a declared version outside the scope of every part it concerns (4.10)', () => {
    const versions = ['2025-11-25', '2026-07-28'];
    const document = {
      ...minimal,
      protocolVersions: versions,
      capabilities: [
        { protocolVersions: ['2025-11-25'], logging: {} },
        { protocolVersions: ['2026-07-28'], tools: {} },
      ],
      tools: [{ name: 'later', protocolVersions: ['2026-07-28'], inputSchema: { type: 'object' } }],
    };
    const results = validateText(JSON.stringify(document)).ruleResults;
    const of = (id: string) => results.filter((r) => r.rule === id).map((r) => [r.protocolVersion, r.status]);
    expect(of('mcp.capabilities.logging.deprecated')).toEqual([
      ['2025-11-25', 'passed'],
      ['2026-07-28', 'not-applicable'],
    ]);
    expect(of('mcp.tool.input-schema.object-root')).toEqual([
      ['2025-11-25', 'not-applicable'],
      ['2026-07-28', 'passed'],
    ]);
    // The same tool without its own scope inherits the root's: the rule concerns both versions.
    const inherited = validateText(
      JSON.stringify({ ...document, tools: [{ name: 'all', inputSchema: { type: 'object' } }] }),
    ).ruleResults;
    expect(inherited.filter((r) => r.rule === 'mcp.tool.input-schema.object-root').map((r) => r.status)).toEqual([
      'passed',
      'passed',
    ]);
    // Logging in the 2026-07-28 Capabilities Object is a finding there (deprecated), and that version is no longer not-applicable.
    const deprecated = validateText(
      JSON.stringify({
        ...document,
        capabilities: [document.capabilities[0], { protocolVersions: ['2026-07-28'], logging: {} }],
      }),
    ).ruleResults;
    expect(
      deprecated
        .filter((r) => r.rule === 'mcp.capabilities.logging.deprecated')
        .map((r) => [r.protocolVersion, r.status]),
    ).toEqual([
      ['2025-11-25', 'passed'],
      ['2026-07-28', 'warning'],
    ]);
  });

  it('concernedVersions: the effective scopes of the declarations enclosing each concerned part, or all', () => {
    const document = { protocolVersions: ['a', 'b'], tools: [{ protocolVersions: ['b'], _meta: {} }], _meta: {} };
    const root = document.protocolVersions;
    const scopeOf = (path: string) => (path.startsWith('/tools/0') ? ['b'] : root);
    expect(concernedVersions(document, ['/tools/*/_meta'], scopeOf, root)).toEqual(new Set(['b']));
    expect(concernedVersions(document, ['/**/_meta'], scopeOf, root)).toBe('all');
    expect(concernedVersions(document, ['/prompts/*'], scopeOf, root)).toEqual(new Set());
    // One component used by two declarations of different scopes concerns both scopes.
    const shared = {
      protocolVersions: ['a', 'b', 'c'],
      components: { toolExamples: { E: { result: { _meta: {} } } } },
      tools: [
        { protocolVersions: ['a'], examples: { e: { $componentRef: '#/components/toolExamples/E' } } },
        { protocolVersions: ['b'], examples: { e: { $componentRef: '#/components/toolExamples/E' } } },
      ],
    };
    const scopeOfShared = (path: string) =>
      path.startsWith('/tools/0') ? ['a'] : path.startsWith('/tools/1') ? ['b'] : shared.protocolVersions;
    expect(concernedVersions(shared, ['/tools/*/**/_meta'], scopeOfShared, shared.protocolVersions)).toEqual(
      new Set(['a', 'b']),
    );
  });

  // Rules about resource templates, interaction examples, completion examples, _meta and tool schemas: each is
  // not-applicable to a document without those parts, passed on its valid examples, failed (or warning) on its invalid ones.
  const cases = [
    'mcp.resource-template.uri-template',
    'mcpdesc.resource-template.example.expansion',
    'mcp.interaction-message.members',
    'mcpdesc.tool.interaction.elicitation-consistency',
    'mcpdesc.completion-example.target',
    'mcp.meta.reserved-prefix',
    'mcp.tool.input-schema.object-root',
    'mcp.capabilities.logging.deprecated',
  ];
  for (const id of cases) {
    it(`${id}: not-applicable without its parts, passed with them and no finding, failed or warning with one`, () => {
      const rule = ruleById(id)!;
      const without = statusesOf(JSON.stringify(minimal), id);
      expect(without.length).toBeGreaterThan(0);
      expect(new Set(without), 'no parts').toEqual(new Set(['not-applicable']));
      const reference = referenceOf(id);
      // Valid examples include near misses without the concerned parts; at least one has them and passes.
      const valid = reference.valid.map((example) => statusesOf(example.text, id));
      expect(
        valid.some((statuses) => statuses.includes('passed')),
        'a valid example passes',
      ).toBe(true);
      for (const statuses of valid) expect(statuses).not.toContain(rule.severity === 'error' ? 'failed' : 'warning');
      for (const example of reference.invalid) {
        expect(statusesOf(example.text, id), example.title).toContain(rule.severity === 'error' ? 'failed' : 'warning');
      }
    });
  }

  it('every rule with a check or schema pointers declares what it concerns, as well-formed patterns', () => {
    const exempt = new Set([
      parserRule,
      ...rules
        .filter((r) => ruleResults([], { parsed: true, versions: [] }, [r])[0]!.status === 'not-applicable')
        .map((r) => r.id),
    ]);
    let declared = 0;
    for (const rule of rules) {
      if (exempt.has(rule.id) || (rule.check === undefined && rule.schemaPointers.length === 0)) continue;
      expect(rule.appliesTo?.length, rule.id).toBeGreaterThan(0);
      for (const pattern of rule.appliesTo!) expect(parsePointer(pattern), `${rule.id}: ${pattern}`).toBeDefined();
      declared++;
    }
    expect(declared).toBeGreaterThan(70);
  });

  /** Rules whose reference has only valid examples without the parts they concern (near misses). */
  const nearMissesOnly = new Set([
    'mcp.annotations.last-modified.protocol-version',
    'mcp.cacheable-result.ttl-ms',
    'mcp.declaration.field.protocol-version',
    'mcp.meta.key-format',
    'mcp.resource-contents.blob.base64',
    'mcpdesc.components.references',
    'mcpdesc.transports.coverage',
  ]);

  it('the declared parts cover where every rule reports: each invalid example finding lies at, above or below one, and some valid example has them', () => {
    for (const rule of rules) {
      if (!rule.appliesTo) continue;
      const reference = referenceOf(rule.id);
      for (const example of reference.invalid) {
        const findings = validateText(example.text, { format: example.format }).diagnostics.filter(
          (d) => d.rule === rule.id,
        );
        for (const finding of findings)
          expect(
            rule.appliesTo.some((p) => pathConcerns(finding.path, p)),
            `${rule.id} ${example.title}: ${finding.path}`,
          ).toBe(true);
      }
      if (reference.valid.length === 0 || nearMissesOnly.has(rule.id)) continue;
      const applicable = reference.valid.some((example) =>
        validateText(example.text, { format: example.format }).ruleResults.some(
          (r) => r.rule === rule.id && r.status !== 'not-applicable',
        ),
      );
      expect(applicable, `${rule.id}: some valid example has the parts it concerns`).toBe(true);
    }
  });
});

describe('what only some callers read is computed on first read (issue 31)', () => {
  const text = '{"mcpdesc": "0.9.0", "info": {"name": "x", "version": "1"}, "protocolVersions": ["2099-01-01"]}';

  it('rule summaries, requirement links and rule results are members computed when read, then kept', () => {
    const result = validateText(text);
    for (const member of ['rules', 'requirements', 'ruleResults'] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(result, member);
      expect(descriptor?.get, member).toBeTypeOf('function');
      expect(descriptor?.enumerable).toBe(true);
      expect(result[member]).toBe(result[member]);
    }
    expect(result.ruleResults.length).toBeGreaterThan(0);
    expect(Object.keys(result.rules).length).toBeGreaterThan(0);
  });

  it('a copy (the worker posting it, JSON for the CLI) still carries them', () => {
    const result = validateText(text);
    const copy = structuredClone(result);
    expect(copy.ruleResults).toEqual(result.ruleResults);
    expect(copy.rules).toEqual(result.rules);
    expect(JSON.parse(JSON.stringify(result)).requirements).toEqual(result.requirements);
  });
});
