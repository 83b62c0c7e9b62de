import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleById } from '../../core/rules/index.ts';
import { nativeText, validateText, viewText } from '../../core/index.ts';
import { runRuleChecks } from '../../core/rules/run.ts';
import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'interactions', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const approval = {
  type: 'object',
  properties: { approved: { type: 'boolean' }, note: { type: 'string', maxLength: 5 } },
  required: ['approved'],
};
const confirm = { name: 'confirm', mode: 'form', message: 'Approve?', requestedSchema: approval };
const login = { name: 'login', mode: 'url', message: 'Sign in.', url: 'https://auth.example.com/login' };
const result = { content: [{ type: 'text', text: 'done' }] };
const formStep = (response: object, extra: object = {}, requestedSchema: unknown = approval) => ({
  type: 'elicitation',
  declaration: 'confirm',
  request: { mode: 'form', message: 'Approve?', requestedSchema },
  response,
  ...extra,
});
const urlStep = (response: object, url = 'https://auth.example.com/login') => ({
  type: 'elicitation',
  declaration: 'login',
  request: { mode: 'url', message: 'Sign in.', url },
  response,
});
const tool = (steps: object[], elicitations: object[] = [confirm, login]) => ({
  name: 'deploy',
  inputSchema: { type: 'object' },
  elicitations,
  interactionExamples: { scenario: { input: {}, steps, result } },
});
const doc = (steps: object[], elicitations?: object[], extra: object = {}) => ({
  ...base,
  tools: [tool(steps, elicitations)],
  ...extra,
});
const steps = '/tools/0/interactionExamples/scenario/steps';

// A Tool for 2025-11-25 and 2026-07-28 whose declaration "confirm" is scoped to 2025-11-25, named by a step.
const scopedDeclaration = `mcpdesc: "0.9.0"
info: { name: interactions, version: 1.0.0 }
protocolVersions: ["2025-11-25", "2026-07-28"]
transports: [{ type: stdio, command: server }]
tools:
  - name: deploy
    inputSchema: { type: object }
    elicitations:
      - name: confirm
        protocolVersions: ["2025-11-25"]
        mode: form
        message: Approve?
        requestedSchema: { type: object, properties: { approved: { type: boolean } } }
    interactionExamples:
      scenario:
        input: {}
        steps:
          - type: elicitation
            request: { mode: form, message: Approve?, requestedSchema: { type: object, properties: { approved: { type: boolean } } } }
            response: { action: decline }
            declaration: confirm
        result:
          resultType: complete
          content: [{ type: text, text: done }]
`;

testRule('mcpdesc.tool.interaction.elicitation-consistency', {
  valid: [
    {
      name: 'steps that match their declarations; accepted, declined and cancelled responses',
      document: doc([
        formStep({ action: 'accept', content: { approved: true, note: 'ok' } }),
        formStep({ action: 'decline' }),
        formStep({ action: 'cancel' }),
        urlStep({ action: 'accept' }),
      ]),
    },
    {
      name: 'a step without a declaration is checked only for its response',
      document: doc(
        [{ ...formStep({ action: 'accept', content: { approved: false } }), declaration: undefined }],
        [login],
      ),
    },
    {
      name: 'a declaration whose requestedSchema is a component (resolved before comparison)',
      document: doc(
        [formStep({ action: 'accept', content: { approved: true } })],
        [{ ...confirm, requestedSchema: { $componentRef: '#/components/schemas/approval' } }],
        { components: { schemas: { approval } } },
      ),
    },
    {
      name: 'a URL declaration without a known URL accepts any step URL',
      document: doc([urlStep({ action: 'accept' }, 'https://auth.example.com/other')], [{ ...login, url: undefined }]),
    },
  ],
  invalid: [
    {
      name: 'the step names no declaration of the Tool (9.4)',
      document: doc([{ ...formStep({ action: 'decline' }), declaration: 'missing' }]),
      findings: [
        {
          path: `${steps}/0/declaration`,
          requirement: 'req-interaction-elicitation-declaration',
          message: 'Interaction step names elicitation "missing", which Tool "deploy" does not declare (9.4)',
        },
      ],
    },
    {
      name: 'mode, requestedSchema and known URL differ from the declarations',
      document: doc([
        { ...urlStep({ action: 'accept' }), declaration: 'confirm' },
        formStep({ action: 'decline' }, {}, { type: 'object', properties: { approved: { type: 'string' } } }),
        urlStep({ action: 'accept' }, 'https://evil.example.com/'),
      ]),
      findings: [
        {
          path: `${steps}/0/request/mode`,
          requirement: 'req-interaction-elicitation-declaration',
          message: 'Interaction step uses mode "url", but Elicitation Declaration "confirm" has mode "form" (9.4)',
        },
        {
          path: `${steps}/1/request/requestedSchema`,
          requirement: 'req-interaction-elicitation-declaration',
          message: 'differs from the requestedSchema of Elicitation Declaration "confirm"',
        },
        {
          path: `${steps}/2/request/url`,
          requirement: 'req-interaction-elicitation-declaration',
          message: 'known URL "https://auth.example.com/login"',
        },
      ],
    },
    {
      name: 'responses: missing content on accept, content on decline, cancel and URL mode',
      document: doc([
        formStep({ action: 'accept' }),
        formStep({ action: 'decline', content: { approved: false } }),
        formStep({ action: 'cancel', content: {} }),
        urlStep({ action: 'accept', content: {} }),
      ]),
      findings: [
        {
          path: `${steps}/0/response`,
          requirement: 'req-interaction-elicitation-response',
          message: 'An accepted form-mode elicitation response must contain "content"',
        },
        {
          path: `${steps}/1/response/content`,
          requirement: 'req-interaction-elicitation-response',
          message: 'A declined form-mode elicitation response must not contain "content"',
        },
        {
          path: `${steps}/2/response/content`,
          requirement: 'req-interaction-elicitation-response',
          message: 'A cancelled',
        },
        {
          path: `${steps}/3/response/content`,
          requirement: 'req-interaction-elicitation-response',
          message: 'A URL-mode elicitation response must omit "content"',
        },
      ],
    },
    {
      name: 'a step naming a declaration scoped to fewer versions than its Tool: the 2026-07-28 view has no "confirm" (9.4, 12.5)',
      text: scopedDeclaration,
      findings: [
        {
          path: `${steps}/0/declaration`,
          line: 21,
          column: 26,
          protocolVersion: '2026-07-28',
          message:
            'Interaction step names elicitation "confirm", which Tool "deploy" does not declare for MCP 2026-07-28: it applies to MCP 2025-11-25 only (9.4, 12.5)',
          related: [{ relation: 'elicitation-declaration', path: '/tools/0/elicitations/0', line: 9, column: 9 }],
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'accepted content whose date and date-time values name no day (15.6)',
      text: `mcpdesc: "0.9.0"
info: { name: interactions, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
transports: [{ type: stdio, command: server }]
tools:
  - name: book
    inputSchema: { type: object }
    elicitations:
      - name: when
        mode: form
        message: When?
        requestedSchema:
          type: object
          properties:
            day: { type: string, format: date }
            at: { type: string, format: date-time }
            note: { type: string }
    interactionExamples:
      scenario:
        input: {}
        steps:
          - type: elicitation
            declaration: when
            request:
              mode: form
              message: When?
              requestedSchema:
                type: object
                properties:
                  day: { type: string, format: date }
                  at: { type: string, format: date-time }
                  note: { type: string }
            response:
              action: accept
              content: { day: "2025-02-30", at: "2025-01-12T25:00:00Z", note: "2025-13-01" }
        result:
          content: [{ type: text, text: booked }]
`,
      findings: [
        {
          path: `${steps}/0/response/content/day`,
          line: 35,
          column: 31,
          message:
            'Accepted response content "day" is "2025-02-30", but the request schema gives it format "date" and it is not an ISO 8601 date that exists (day 30 of 2025-02) (9.4, 15.6)',
        },
        { path: `${steps}/0/response/content/at`, line: 35, column: 49, message: '(hour 25)' },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'accepted content that does not conform to the request schema',
      document: doc([
        formStep({ action: 'accept', content: { approved: 'yes', note: 'too long' } }),
        formStep({ action: 'accept', content: { note: 'ok' } }),
      ]),
      findings: [
        {
          path: `${steps}/0/response/content/approved`,
          requirement: 'req-interaction-elicitation-response',
          message: 'does not conform to the request schema',
        },
        {
          path: `${steps}/0/response/content/note`,
          requirement: 'req-interaction-elicitation-response',
          message: 'does not conform to the request schema',
        },
        {
          path: `${steps}/1/response/content`,
          requirement: 'req-interaction-elicitation-response',
          message: 'approved',
        },
      ],
    },
  ],
});

describe('a step resolves its declaration in every version it applies to (9.4; 4.12 step 1; 4.14 step 1)', () => {
  it('the source is invalid, so no view and no native value is projected for either version', () => {
    expect(validateText(scopedDeclaration).valid).toBe(false);
    for (const version of ['2025-11-25', '2026-07-28']) {
      const view = viewText(scopedDeclaration, version);
      expect(view.ok, version).toBe(false);
      expect(view.ok ? '' : view.message).toContain('Interaction step names elicitation "confirm"');
      const native = nativeText(scopedDeclaration, version, 'tools');
      expect(native.ok ? undefined : native.code, version).toBe('projection-source-invalid');
    }
  });

  it('the same declaration scoped to every version of its Tool is found in each', () => {
    const text = scopedDeclaration.replace('        protocolVersions: ["2025-11-25"]\n', '');
    expect(validateText(text).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(viewText(text, '2026-07-28').ok).toBe(true);
  });
});

describe('robustness of the elicitation, completion and client-requirements checks', () => {
  const ids = [
    'mcp.elicitation.protocol-version',
    'mcp.elicitation.form-schema.protocol-shape',
    'mcpdesc.elicitation.form-schema.consistency',
    'mcp.completion.protocol-version',
    'mcp.completion.context.protocol-version',
    'mcp.client-capabilities.deprecated',
    'mcpdesc.tool.interaction.elicitation-consistency',
    'mcpdesc.tool.interaction.client-requirements-consistency',
  ];
  const rules = ids.map((id) => ruleById(id)!);
  const some = (record: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> =>
    fc.record(record, { requiredKeys: [] });
  const json: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });
  const property = fc.oneof(
    json,
    some({
      type: fc.oneof(fc.constantFrom('string', 'number', 'integer', 'boolean', 'array', 'object'), json),
      enum: json,
      enumNames: json,
      default: json,
      oneOf: fc.oneof(json, fc.array(some({ const: json, title: json }))),
      items: fc.oneof(
        json,
        some({ anyOf: fc.oneof(json, fc.array(some({ const: json, title: json }))), enum: json, type: json }),
      ),
      minLength: json,
      maxLength: fc.integer(),
      minimum: fc.double(),
      maximum: fc.double(),
      minItems: json,
      maxItems: json,
      format: json,
    }),
  );
  const schema = fc.oneof(
    json,
    some({
      type: json,
      properties: fc.oneof(json, fc.dictionary(fc.string(), property)),
      required: fc.oneof(json, fc.array(fc.string())),
      $schema: json,
    }),
    fc.record({ $componentRef: fc.constantFrom('#/components/schemas/A', '#/components/schemas/B', 'x') }),
  );
  const mode = fc.oneof(fc.constantFrom('form', 'url'), json);
  const elicitation = some({
    name: fc.oneof(fc.constantFrom('a', 'b'), json),
    mode,
    url: json,
    requestedSchema: schema,
    protocolVersions: fc.oneof(json, fc.constantFrom(['2025-11-25'])),
  });
  const step = some({
    type: fc.oneof(fc.constantFrom('elicitation', 'sampling', 'roots'), json),
    declaration: fc.oneof(fc.constantFrom('a', 'b'), json),
    request: fc.oneof(
      json,
      some({
        mode,
        message: json,
        url: json,
        requestedSchema: schema,
        includeContext: json,
        tools: json,
        toolChoice: json,
      }),
    ),
    response: fc.oneof(
      json,
      some({ action: fc.oneof(fc.constantFrom('accept', 'decline', 'cancel'), json), content: json }),
    ),
  });
  const requirements = fc.oneof(
    json,
    some({
      roots: json,
      sampling: fc.oneof(json, some({ context: json, tools: json })),
      elicitation: fc.oneof(json, some({ form: json, url: json })),
    }),
  );
  const completion = fc.oneof(
    json,
    fc.dictionary(fc.string(), fc.oneof(json, some({ context: json, argument: json }))),
  );
  const primitive = some({
    name: json,
    protocolVersions: fc.oneof(json, fc.constantFrom(['2024-11-05'], ['2025-03-26', '2026-07-28'])),
    elicitations: fc.oneof(json, fc.array(elicitation)),
    interactionExamples: fc.oneof(json, fc.dictionary(fc.string(), some({ steps: fc.oneof(json, fc.array(step)) }))),
    clientRequirements: requirements,
    completionExamples: completion,
  });
  const document = some({
    protocolVersions: fc.oneof(
      json,
      fc.constantFrom(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'], ['2025-06-18']),
    ),
    tools: fc.oneof(json, fc.array(primitive)),
    prompts: fc.array(primitive),
    resourceTemplates: fc.array(primitive),
    components: fc.oneof(json, fc.record({ schemas: fc.dictionary(fc.constantFrom('A', 'B'), schema) })),
  });

  it('never throw and always return located findings, for arbitrary documents', () => {
    fc.assert(
      fc.property(document, (value) => {
        for (const d of runRuleChecks(value, rules)) {
          expect(d.message).not.toContain('internal error');
          expect(typeof d.path).toBe('string');
        }
      }),
      // 3,000 runs pass locally; the suite keeps a quick sample (generation dominates the time).
      { numRuns: 200 },
    );
  }, 30_000);
});
