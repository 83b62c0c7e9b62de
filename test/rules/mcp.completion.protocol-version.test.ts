import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'completions', version: '1.0.0' },
  transports: [{ type: 'stdio', command: 'server' }],
};
const example = { argument: { name: 'topic', value: 'ch' }, result: { completion: { values: ['chess'] } } };
const prompt = (extra: object = {}) => ({
  name: 'p',
  arguments: [{ name: 'topic' }],
  completionExamples: { first: example },
  ...extra,
});
const template = (extra: object = {}) => ({
  uriTemplate: 'repo://{topic}',
  name: 't',
  completionExamples: { first: example },
  ...extra,
});

testRule('mcp.completion.protocol-version', {
  valid: [
    {
      name: 'completion examples in MCP 2025-03-26 and 2025-06-18',
      document: {
        ...base,
        protocolVersions: ['2025-03-26', '2025-06-18'],
        prompts: [prompt()],
        resourceTemplates: [template()],
      },
    },
    {
      name: 'a 2024-11-05 root scope with completion examples only in a later-scoped variant',
      document: {
        ...base,
        protocolVersions: ['2024-11-05', '2025-03-26'],
        prompts: [{ name: 'p', protocolVersions: ['2024-11-05'] }, prompt({ protocolVersions: ['2025-03-26'] })],
      },
    },
  ],
  invalid: [
    {
      name: 'a Prompt whose scope includes MCP 2024-11-05 (11.4)',
      document: { ...base, protocolVersions: ['2024-11-05', '2025-03-26'], prompts: [prompt()] },
      findings: [
        {
          path: '/prompts/0/completionExamples',
          requirement: 'req-prompt-completion-protocol-versions',
          protocolVersion: '2024-11-05',
          message:
            'Prompt field "completionExamples" is available since MCP 2025-03-26, but the Prompt applies to MCP 2024-11-05 (11.4)',
        },
      ],
    },
    {
      name: 'a Resource Template explicitly scoped to MCP 2024-11-05 (10.4.6)',
      document: {
        ...base,
        protocolVersions: ['2024-11-05', '2025-06-18'],
        resourceTemplates: [template({ protocolVersions: ['2024-11-05'] })],
      },
      findings: [
        {
          path: '/resourceTemplates/0/completionExamples',
          requirement: 'req-template-completion-protocol-versions',
          protocolVersion: '2024-11-05',
          message: '(10.4.6)',
        },
      ],
    },
  ],
});
