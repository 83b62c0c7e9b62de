import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'elicitations', version: '1.0.0' },
  transports: [{ type: 'stdio', command: 'server' }],
};
const inputSchema = { type: 'object', additionalProperties: false };
const urlDeclaration = { name: 'login', mode: 'url', message: 'Sign in to continue.' };
const formSchema = { type: 'object', properties: { approved: { type: 'boolean' } }, required: ['approved'] };
const formDeclaration = { name: 'confirm', mode: 'form', message: 'Approve?', requestedSchema: formSchema };
const result = { content: [{ type: 'text', text: 'done' }] };
const urlStep = {
  type: 'elicitation',
  request: { mode: 'url', message: 'Sign in.', url: 'https://auth.example.com/login' },
  response: { action: 'accept' },
};
const formStep = (requestedSchema: unknown, content: unknown) => ({
  type: 'elicitation',
  request: { mode: 'form', message: 'Approve?', requestedSchema },
  response: { action: 'accept', content },
});
const tool = (extra: object) => ({ name: 'deploy', inputSchema, ...extra });

testRule('mcp.elicitation.protocol-version', {
  valid: [
    {
      name: 'form mode in MCP 2025-06-18',
      document: { ...base, protocolVersions: ['2025-06-18'], tools: [tool({ elicitations: [formDeclaration] })] },
    },
    {
      name: 'URL mode from MCP 2025-11-25 on',
      document: {
        ...base,
        protocolVersions: ['2025-11-25', '2026-07-28'],
        prompts: [{ name: 'p', elicitations: [urlDeclaration] }],
      },
    },
    {
      name: 'URL mode narrowed to 2025-11-25 inside a Tool that also spans 2025-06-18 (12.5)',
      document: {
        ...base,
        protocolVersions: ['2025-06-18', '2025-11-25'],
        tools: [tool({ elicitations: [formDeclaration, { ...urlDeclaration, protocolVersions: ['2025-11-25'] }] })],
      },
    },
    {
      name: 'a URL-mode step in a Tool scoped to MCP 2026-07-28',
      document: {
        ...base,
        protocolVersions: ['2025-06-18', '2026-07-28'],
        tools: [
          tool({
            protocolVersions: ['2026-07-28'],
            interactionExamples: { ok: { input: {}, steps: [urlStep], result: { ...result, resultType: 'complete' } } },
          }),
        ],
      },
    },
    {
      name: 'a form step whose schema uses only the MCP 2025-06-18 vocabulary',
      document: {
        ...base,
        protocolVersions: ['2025-06-18'],
        tools: [
          tool({
            interactionExamples: { ok: { input: {}, steps: [formStep(formSchema, { approved: true })], result } },
          }),
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'URL mode in MCP 2025-06-18 (the declaration inherits the Tool scope)',
      document: {
        ...base,
        protocolVersions: ['2025-06-18', '2025-11-25'],
        tools: [tool({ elicitations: [urlDeclaration] })],
      },
      findings: [
        {
          path: '/tools/0/elicitations/0/mode',
          requirement: 'req-elicitation-protocol-versions',
          protocolVersion: '2025-06-18',
          message:
            'Elicitation mode "url" is defined since MCP 2025-11-25, but the declaration applies to MCP 2025-06-18 (12.5)',
        },
      ],
    },
    {
      name: 'located at the mode value in YAML text',
      text: [
        'mcpdesc: "0.9.0"',
        'info: { name: e, version: "1.0.0" }',
        'protocolVersions: ["2025-06-18"]',
        'transports: [{ type: stdio, command: server }]',
        'prompts:',
        '  - name: p',
        '    elicitations:',
        '      - name: login',
        '        mode: url',
        '        message: Sign in.',
        '',
      ].join('\n'),
      findings: [
        {
          path: '/prompts/0/elicitations/0/mode',
          requirement: 'req-elicitation-protocol-versions',
          line: 9,
          column: 15,
          protocolVersion: '2025-06-18',
        },
      ],
    },
    {
      name: 'an explicit declaration scope is what applies',
      document: {
        ...base,
        protocolVersions: ['2025-06-18', '2025-11-25'],
        resources: [
          {
            uri: 'file:///r',
            name: 'r',
            protocolVersions: ['2025-06-18', '2025-11-25'],
            elicitations: [{ ...urlDeclaration, protocolVersions: ['2025-06-18'] }],
          },
        ],
      },
      findings: [
        {
          path: '/resources/0/elicitations/0/mode',
          requirement: 'req-elicitation-protocol-versions',
          protocolVersion: '2025-06-18',
        },
      ],
    },
    {
      name: 'a URL-mode interaction step in a Tool that applies to MCP 2025-06-18 (9.4)',
      document: {
        ...base,
        protocolVersions: ['2025-06-18'],
        tools: [tool({ interactionExamples: { s: { input: {}, steps: [urlStep], result } } })],
      },
      findings: [
        {
          path: '/tools/0/interactionExamples/s/steps/0/request/mode',
          requirement: 'req-interaction-protocol-version-valid',
          protocolVersion: '2025-06-18',
          message: 'the Tool applies to MCP 2025-06-18 (9.4)',
        },
      ],
    },
    {
      name: 'a form step whose schema uses a string default, which MCP 2025-06-18 does not define (9.4, 12.3)',
      document: {
        ...base,
        protocolVersions: ['2025-06-18'],
        tools: [
          tool({
            interactionExamples: {
              s: {
                input: {},
                steps: [
                  formStep({ type: 'object', properties: { note: { type: 'string', default: 'x' } } }, { note: 'y' }),
                ],
                result,
              },
            },
          }),
        ],
      },
      findings: [
        {
          path: '/tools/0/interactionExamples/s/steps/0/request/requestedSchema/properties/note/default',
          requirement: 'req-interaction-protocol-version-valid',
          protocolVersion: '2025-06-18',
          message: 'keyword "default"',
        },
      ],
    },
  ],
});
