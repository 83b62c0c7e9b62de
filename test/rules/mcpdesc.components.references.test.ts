import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ruleById } from '../../core/rules/index.ts';
import { runRuleChecks } from '../../core/rules/run.ts';
import {
  maxReferenceHops,
  resolveAll,
  resolveComponentRef,
  sourceLocation,
  useSites,
} from '../../core/model/components.ts';
import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'components', version: '1.0.0' },
  protocolVersions: ['2026-07-28'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const input = {
  type: 'object',
  properties: { query: { type: 'string' } },
  required: ['query'],
  additionalProperties: false,
};
const toolExample = {
  input: { query: 'mcp' },
  result: { resultType: 'complete', content: [{ type: 'text', text: 'One' }] },
};
const ref = (namespace: string, name: string) => ({ $componentRef: `#/components/${namespace}/${name}` });

testRule('mcpdesc.components.references', {
  valid: [
    {
      name: 'references at every use site resolve, including a chained schema alias (17.3, 17.4)',
      document: {
        ...base,
        components: {
          schemas: {
            Input: input,
            InputAlias: ref('schemas', 'Input'),
            Form: { type: 'object', properties: { ok: { type: 'boolean' } } },
          },
          toolExamples: { basic: toolExample },
          resourceExamples: {
            current: {
              result: {
                resultType: 'complete',
                ttlMs: 60,
                cacheScope: 'private',
                contents: [{ uri: 'data://status', text: 'ready' }],
              },
            },
          },
          promptExamples: {
            hello: {
              result: {
                resultType: 'complete',
                messages: [{ role: 'assistant', content: { type: 'text', text: 'Hi' } }],
              },
            },
          },
        },
        tools: [
          {
            name: 'search',
            inputSchema: ref('schemas', 'InputAlias'),
            examples: { basic: ref('toolExamples', 'basic') },
            elicitations: [
              { name: 'confirm', mode: 'form', message: 'Confirm?', requestedSchema: ref('schemas', 'Form') },
            ],
          },
        ],
        resources: [
          { uri: 'data://status', name: 'status', examples: { current: ref('resourceExamples', 'current') } },
        ],
        prompts: [{ name: 'hello', examples: { hello: ref('promptExamples', 'hello') } }],
      },
    },
    {
      name: 'a $componentRef nested inside an embedded JSON Schema is schema content, not a reference (17.2)',
      document: {
        ...base,
        tools: [
          {
            name: 'search',
            inputSchema: { type: 'object', properties: { q: { $componentRef: '#/components/schemas/Nowhere' } } },
          },
        ],
      },
    },
    {
      name: 'an unreferenced component is fine on its own',
      document: { ...base, components: { schemas: { Unused: { type: 'object' } } } },
    },
  ],
  invalid: [
    {
      name: 'a use-site reference to a missing component (17.4)',
      document: {
        ...base,
        components: { schemas: { Input: input } },
        tools: [{ name: 'search', inputSchema: ref('schemas', 'Missing') }],
      },
      findings: [
        {
          path: '/tools/0/inputSchema/$componentRef',
          requirement: 'req-component-reference-resolution',
          message:
            '$componentRef "#/components/schemas/Missing" names no component: there is no schemas component "Missing" (17.4)',
        },
      ],
    },
    {
      name: 'missing example components, and no components object at all',
      document: {
        ...base,
        tools: [{ name: 'search', inputSchema: input, examples: { a: ref('toolExamples', 'a') } }],
        prompts: [{ name: 'p', examples: { b: ref('promptExamples', 'b') } }],
      },
      findings: [
        { path: '/tools/0/examples/a/$componentRef', requirement: 'req-component-reference-resolution' },
        {
          path: '/prompts/0/examples/b/$componentRef',
          requirement: 'req-component-reference-resolution',
          message: 'promptExamples component "b"',
        },
      ],
    },
    {
      name: 'a chain ending at a missing component is reported once, where it breaks (17.4)',
      document: {
        ...base,
        components: { schemas: { A: ref('schemas', 'B') } },
        tools: [
          { name: 'one', inputSchema: ref('schemas', 'A') },
          { name: 'two', inputSchema: ref('schemas', 'A') },
        ],
      },
      findings: [
        {
          path: '/components/schemas/A/$componentRef',
          requirement: 'req-component-reference-resolution',
          message: '"#/components/schemas/B" names no component',
        },
      ],
    },
    {
      name: 'a self-reference is a cycle (17.4, 17.7)',
      document: {
        ...base,
        components: { schemas: { Loop: ref('schemas', 'Loop') } },
        tools: [{ name: 'search', inputSchema: ref('schemas', 'Loop') }],
      },
      findings: [
        {
          path: '/components/schemas/Loop/$componentRef',
          requirement: 'req-component-reference-resolution',
          message: 'closes a reference cycle: #/components/schemas/Loop → #/components/schemas/Loop (17.4)',
        },
      ],
    },
    {
      name: 'a two-component cycle, reached from a use site and unreferenced alike, gives one finding per member',
      document: {
        ...base,
        components: { toolExamples: { A: ref('toolExamples', 'B'), B: ref('toolExamples', 'A') } },
        tools: [{ name: 'search', inputSchema: input, examples: { x: ref('toolExamples', 'A') } }],
      },
      findings: [
        {
          path: '/components/toolExamples/A/$componentRef',
          requirement: 'req-component-reference-resolution',
          message: 'reference cycle',
        },
        {
          path: '/components/toolExamples/B/$componentRef',
          requirement: 'req-component-reference-resolution',
          message:
            'closes a reference cycle: #/components/toolExamples/A → #/components/toolExamples/B → #/components/toolExamples/A',
        },
      ],
    },
    {
      name: 'a chain into a cycle names only the cycle, and the component leading into it is not reported',
      document: {
        ...base,
        components: { schemas: { Lead: ref('schemas', 'A'), A: ref('schemas', 'B'), B: ref('schemas', 'A') } },
        tools: [{ name: 'search', inputSchema: ref('schemas', 'Lead') }],
      },
      findings: [
        {
          path: '/components/schemas/A/$componentRef',
          requirement: 'req-component-reference-resolution',
          message:
            'closes a reference cycle: #/components/schemas/B → #/components/schemas/A → #/components/schemas/B (17.4)',
        },
        {
          path: '/components/schemas/B/$componentRef',
          requirement: 'req-component-reference-resolution',
          message:
            'closes a reference cycle: #/components/schemas/A → #/components/schemas/B → #/components/schemas/A (17.4)',
        },
      ],
    },
    {
      name: 'the pointer form and the use-site namespace, enforced by the document schema under this rule (17.2)',
      document: {
        ...base,
        components: {
          schemas: { A: input, Remote: { $componentRef: 'https://example.com/s.json' } },
          toolExamples: { E: toolExample },
        },
        tools: [{ name: 't', inputSchema: ref('toolExamples', 'E'), examples: { e: { $componentRef: '#/tools/0' } } }],
      },
      findings: [
        {
          path: '/components/schemas/Remote/$componentRef',
          requirement: 'req-component-reference-form',
          message: /#\/components\/schemas\/<name>/,
        },
        {
          path: '/tools/0/inputSchema/$componentRef',
          requirement: 'req-component-reference-form',
          message: /#\/components\/schemas\/<name>/,
        },
        {
          path: '/tools/0/examples/e/$componentRef',
          requirement: 'req-component-reference-form',
          message: /#\/components\/toolExamples\/<name>/,
        },
      ],
    },
    {
      name: 'located in the text as written',
      text: [
        'mcpdesc: 0.9.0',
        'info: { name: c, version: "1" }',
        'protocolVersions: [2026-07-28]',
        'tools:',
        '  - name: search',
        '    inputSchema:',
        '      $componentRef: "#/components/schemas/Gone"',
        '',
      ].join('\n'),
      findings: [
        {
          path: '/tools/0/inputSchema/$componentRef',
          requirement: 'req-component-reference-resolution',
          line: 7,
          column: 22,
        },
      ],
    },
  ],
});

describe('core/components resolution', () => {
  const document = {
    components: {
      schemas: { Input: input, Alias: ref('schemas', 'Input'), Alias2: ref('schemas', 'Alias') },
      toolExamples: { basic: toolExample },
    },
    tools: [
      {
        name: 't',
        inputSchema: ref('schemas', 'Alias2'),
        examples: { basic: ref('toolExamples', 'basic'), inline: toolExample },
      },
    ],
  };

  it('follows chained references to the final component (17.4)', () => {
    const resolution = resolveComponentRef(document, '#/components/schemas/Alias2');
    expect(resolution).toMatchObject({
      ok: true,
      value: input,
      path: '/components/schemas/Input',
      chain: ['/components/schemas/Alias2', '/components/schemas/Alias', '/components/schemas/Input'],
    });
  });

  it('distinguishes a malformed pointer, an incompatible namespace, a missing target and a cycle (17.4)', () => {
    expect(resolveComponentRef(document, 'https://example.com/x.json#/components/schemas/Input')).toMatchObject({
      ok: false,
      problem: 'malformed',
    });
    expect(resolveComponentRef(document, '#/tools/0')).toMatchObject({ ok: false, problem: 'malformed' });
    expect(resolveComponentRef(document, '#/components/widgets/x')).toMatchObject({ ok: false, problem: 'malformed' });
    expect(resolveComponentRef(document, '#/components/toolExamples/basic', 'schemas')).toMatchObject({
      ok: false,
      problem: 'incompatible-namespace',
    });
    expect(resolveComponentRef(document, '#/components/schemas/Nope')).toMatchObject({ ok: false, problem: 'missing' });
    const loop = { components: { schemas: { A: ref('schemas', 'B'), B: ref('schemas', 'A') } } };
    expect(resolveComponentRef(loop, '#/components/schemas/A')).toMatchObject({
      ok: false,
      problem: 'cycle',
      at: '/components/schemas/B',
    });
  });

  it('never follows more than the hop bound, however long the chain (17.7)', () => {
    const schemas: Record<string, unknown> = { S0: input };
    for (let i = 1; i <= maxReferenceHops + 10; i++) schemas[`S${i}`] = ref('schemas', `S${i - 1}`);
    const long = { components: { schemas } };
    expect(resolveComponentRef(long, `#/components/schemas/S${maxReferenceHops - 1}`)).toMatchObject({
      ok: true,
      value: input,
    });
    expect(resolveComponentRef(long, `#/components/schemas/S${maxReferenceHops + 10}`)).toMatchObject({
      ok: false,
      problem: 'too-deep',
    });
  });

  it('lists the use sites of 17.3 and every component value', () => {
    expect(useSites(document).map((s) => `${s.namespace} ${s.path}`)).toEqual([
      'schemas /tools/0/inputSchema',
      'toolExamples /tools/0/examples/basic',
      'toolExamples /tools/0/examples/inline',
      'schemas /components/schemas/Input',
      'schemas /components/schemas/Alias',
      'schemas /components/schemas/Alias2',
      'toolExamples /components/toolExamples/basic',
    ]);
  });

  it('resolveAll substitutes targets without mutating the input, and maps resolved paths back (16.5)', () => {
    const before = JSON.stringify(document);
    const { document: resolved, provenance, failures } = resolveAll(document);
    expect(JSON.stringify(document)).toBe(before);
    expect(failures).toEqual([]);
    const tool = (resolved as { tools: Record<string, unknown>[] }).tools[0]!;
    expect(tool.inputSchema).toEqual(input);
    expect((tool.examples as Record<string, unknown>).basic).toEqual(toolExample);
    expect(provenance).toContainEqual({
      referencePath: '/tools/0/inputSchema',
      targetPath: '/components/schemas/Input',
    });
    expect(sourceLocation(provenance, '/tools/0/inputSchema/properties/query')).toEqual({
      path: '/tools/0/inputSchema',
      componentPath: '/components/schemas/Input/properties/query',
    });
    expect(sourceLocation(provenance, '/tools/0/examples/basic/input/query')).toEqual({
      path: '/tools/0/examples/basic',
      componentPath: '/components/toolExamples/basic/input/query',
    });
    expect(sourceLocation(provenance, '/tools/0/examples/inline/input')).toEqual({
      path: '/tools/0/examples/inline/input',
    });
    expect(sourceLocation(provenance, '/tools/0/inputSchemaX')).toEqual({ path: '/tools/0/inputSchemaX' });
  });

  it('never throws on malformed documents', () => {
    for (const bad of [
      null,
      1,
      'x',
      [],
      { tools: 'x' },
      { tools: [null, { examples: [] }] },
      { components: { schemas: [] } },
      { components: null },
    ]) {
      expect(() => resolveAll(bad)).not.toThrow();
      expect(() => useSites(bad)).not.toThrow();
    }
  });
});

describe('robustness of the reference, tag, security, elicitation, _meta and extension checks', () => {
  const ids = [
    'mcpdesc.components.references',
    'mcpdesc.tags.references',
    'mcpdesc.security.requirements',
    'mcpdesc.elicitation.name-unique',
    'mcp.meta.key-format',
    'mcp.meta.reserved-prefix',
    'mcp.meta.reserved-key-context',
    'mcpdesc.extensions.catalogue-maturity',
  ];
  const rules = ids.map((id) => ruleById(id)!);
  const json = fc.jsonValue({ maxDepth: 4 });
  const refLike = fc.oneof(
    json,
    fc.record({
      $componentRef: fc.oneof(
        fc.string(),
        fc.constantFrom('#/components/schemas/A', '#/components/toolExamples/A', '#/components/schemas/B'),
      ),
    }),
  );
  const primitive = fc.record(
    {
      name: fc.string(),
      tags: json,
      security: json,
      elicitations: json,
      _meta: json,
      examples: fc.dictionary(fc.string(), refLike),
      inputSchema: refLike,
      clientRequirements: json,
      interactionExamples: json,
    },
    { requiredKeys: [] },
  );
  const document = fc.record(
    {
      protocolVersions: fc.constantFrom(['2026-07-28'], ['2025-06-18', '2025-11-25'], 'x'),
      tags: json,
      security: json,
      securitySchemes: json,
      capabilities: fc.array(fc.record({ extensions: json }, { requiredKeys: [] })),
      tools: fc.oneof(fc.array(primitive), json),
      prompts: fc.array(primitive),
      components: fc.oneof(
        json,
        fc.record({
          schemas: fc.dictionary(fc.constantFrom('A', 'B'), refLike),
          toolExamples: fc.dictionary(fc.constantFrom('A', 'B'), refLike),
        }),
      ),
    },
    { requiredKeys: [] },
  );

  it('never throw and always return located findings, for arbitrary documents', () => {
    fc.assert(
      fc.property(document, (value) => {
        const diagnostics = runRuleChecks(value, rules);
        for (const d of diagnostics) {
          expect(d.message).not.toContain('internal error');
          expect(typeof d.path).toBe('string');
        }
        expect(() => resolveAll(value)).not.toThrow();
      }),
      { numRuns: 300 },
    );
    // 300 generated documents, each resolved and checked by every rule: allow for a machine under load.
  }, 30_000);
});

describe('resolveAll with names that are Object.prototype members', () => {
  it('substitutes an example named "__proto__" as an own member', () => {
    const examples = JSON.parse('{"__proto__": {"$componentRef": "#/components/toolExamples/constructor"}}') as Record<
      string,
      unknown
    >;
    const document = {
      components: { toolExamples: JSON.parse('{"constructor": {"input": {}, "result": {"content": []}}}') as unknown },
      tools: [{ name: 't', examples }],
    };
    const { document: resolved, provenance } = resolveAll(document);
    const map = (resolved as { tools: { examples: Record<string, unknown> }[] }).tools[0]!.examples;
    expect(Object.hasOwn(map, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(map, '__proto__')?.value).toEqual({ input: {}, result: { content: [] } });
    expect(provenance).toEqual([
      { referencePath: '/tools/0/examples/__proto__', targetPath: '/components/toolExamples/constructor' },
    ]);
  });
});
