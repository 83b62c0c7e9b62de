import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'tools', version: '1.0.0' },
  protocolVersions: ['2025-06-18'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const content = [{ type: 'text', text: 'Rejected' }];
const tool = (result: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...base,
  tools: [{ name: 'submit', inputSchema: { type: 'object' }, examples: { run: { input: {}, result } }, ...extra }],
});

testRule('mcpdesc.tool.example.error-result', {
  valid: [
    { name: 'success without isError', document: tool({ content }) },
    {
      name: 'success with isError false and structuredContent',
      document: tool({ content, isError: false, structuredContent: { ok: true } }),
    },
    { name: 'execution error with unstructured content only', document: tool({ content, isError: true }) },
    {
      name: 'an error result is not validated against outputSchema (9.3)',
      document: tool({ content, isError: true }, { outputSchema: { type: 'object', required: ['id'] } }),
    },
  ],
  invalid: [
    {
      name: 'execution error carrying structuredContent',
      document: tool({ content, structuredContent: { code: 'rejected' }, isError: true }),
      findings: [
        {
          path: '/tools/0/examples/run/result/structuredContent',
          requirement: 'req-tool-example-error-result',
          message:
            'The execution-error result of example "run" of Tool "submit" (isError: true) contains structuredContent, which only a successful result may carry (9.3)',
        },
      ],
    },
    {
      name: 'isError that is neither true nor false',
      document: tool({ content, isError: 'yes' }),
      findings: [
        {
          path: '/tools/0/examples/run/result/isError',
          requirement: 'req-tool-example-success',
          message: 'isError of example "run" of Tool "submit" is "yes"',
        },
      ],
      alsoReported: ['mcpdesc.example.result.protocol-fidelity', 'mcp.example-result.members'],
    },
    {
      name: 'the same rule for interaction example results (9.4)',
      document: {
        ...base,
        tools: [
          {
            name: 'ask',
            inputSchema: { type: 'object' },
            interactionExamples: {
              flow: {
                input: {},
                steps: [{ type: 'roots', request: {}, response: { roots: [] } }],
                result: { content, isError: true, structuredContent: {} },
              },
            },
          },
        ],
      },
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/result/structuredContent',
          requirement: 'req-tool-example-error-result',
          message: 'interaction example "flow" of Tool "ask"',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'a component example is reported at each use-site reference',
      document: {
        ...base,
        tools: [
          {
            name: 'submit',
            inputSchema: { type: 'object' },
            examples: { shared: { $componentRef: '#/components/toolExamples/failed' } },
          },
        ],
        components: {
          toolExamples: { failed: { input: {}, result: { content, isError: true, structuredContent: {} } } },
        },
      },
      findings: [
        {
          path: '/tools/0/examples/shared',
          requirement: 'req-tool-example-error-result',
          message: 'example "shared"',
          related: [
            { relation: 'component-definition', path: '/components/toolExamples/failed/result/structuredContent' },
          ],
        },
      ],
    },
  ],
});
