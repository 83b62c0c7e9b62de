import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'results', version: '1.0.0' },
  protocolVersions: ['2026-07-28'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const content = [{ type: 'text', text: 'ok' }];
const tool = (result: Record<string, unknown>) => ({
  ...base,
  tools: [
    {
      name: 'run',
      inputSchema: { type: 'object' },
      examples: { one: { input: {}, result: { resultType: 'complete', content, ...result } } },
    },
  ],
});

testRule('mcpdesc.example.completed-result-form', {
  valid: [
    { name: 'a completed Tool result', document: tool({}) },
    {
      name: 'result _meta is part of the completed result',
      document: tool({ _meta: { 'example.com/trace': 'fictitious' } }),
    },
    {
      name: 'completed Resource and Prompt results',
      document: {
        ...base,
        resources: [
          {
            uri: 'test://r',
            name: 'r',
            examples: {
              one: {
                result: {
                  resultType: 'complete',
                  ttlMs: 0,
                  cacheScope: 'private',
                  contents: [{ uri: 'test://r', text: 'x' }],
                },
              },
            },
          },
        ],
        prompts: [{ name: 'p', examples: { one: { result: { resultType: 'complete', messages: [] } } } }],
      },
    },
  ],
  invalid: [
    {
      name: 'JSON-RPC envelope members in a Tool result',
      document: tool({ jsonrpc: '2.0', id: 1 }),
      findings: [
        {
          path: '/tools/0/examples/one/result/jsonrpc',
          requirement: 'req-tool-example-completed-form',
          message:
            'The result of example "one" contains the JSON-RPC envelope member "jsonrpc"; a result is the completed result payload only (9.3)',
        },
        { path: '/tools/0/examples/one/result/id', requirement: 'req-tool-example-completed-form' },
      ],
      alsoReported: [
        'mcpdesc.example.result.protocol-fidelity',
        'mcp.example-result.members',
        'mcp.result.additional-properties.preserve',
      ],
    },
    {
      name: 'task and input-required state',
      document: tool({ task: { taskId: 't' }, requestState: 'opaque' }),
      findings: [
        {
          path: '/tools/0/examples/one/result/task',
          requirement: 'req-tool-example-not-interaction',
          message: '"task", which belongs to a task or input-required workflow',
        },
        { path: '/tools/0/examples/one/result/requestState', requirement: 'req-tool-example-not-interaction' },
      ],
      alsoReported: [
        'mcpdesc.example.result.protocol-fidelity',
        'mcp.example-result.members',
        'mcp.result.additional-properties.preserve',
      ],
    },
    {
      name: 'a Resource example result with an envelope and a task (10.4.4)',
      document: {
        ...base,
        resources: [
          {
            uri: 'test://r',
            name: 'r',
            examples: {
              one: {
                result: {
                  resultType: 'complete',
                  ttlMs: 0,
                  cacheScope: 'public',
                  jsonrpc: '2.0',
                  task: {},
                  contents: [{ uri: 'test://r', text: 'x' }],
                },
              },
            },
          },
        ],
      },
      findings: [
        {
          path: '/resources/0/examples/one/result/jsonrpc',
          requirement: 'req-resource-example-completed-form',
          message: '(10.4.4)',
        },
        { path: '/resources/0/examples/one/result/task', requirement: 'req-resource-example-completed-form' },
      ],
      alsoReported: [
        'mcpdesc.example.result.protocol-fidelity',
        'mcp.example-result.members',
        'mcp.result.additional-properties.preserve',
      ],
    },
    {
      name: 'an interaction example result (9.4)',
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
                result: { resultType: 'complete', content, inputRequests: {} },
              },
            },
          },
        ],
      },
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/result/inputRequests',
          requirement: 'req-tool-example-completed-form',
          message: 'The result of interaction example "flow" contains "inputRequests"',
        },
      ],
      alsoReported: [
        'mcpdesc.example.result.protocol-fidelity',
        'mcp.example-result.members',
        'mcp.result.additional-properties.preserve',
        'mcpdesc.tool.interaction.client-requirements-consistency',
      ],
    },
    {
      name: 'JSON-RPC envelope members in a Prompt completion example result (11.4)',
      text: `mcpdesc: "0.9.0"
info: { name: results, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
transports: [{ type: stdio, command: server }]
capabilities: [{ completions: {}, prompts: {} }]
prompts:
  - name: p
    arguments: [{ name: city }]
    completionExamples:
      one:
        argument: { name: city, value: Par }
        result:
          jsonrpc: "2.0"
          id: 7
          completion: { values: [Paris] }
`,
      findings: [
        {
          path: '/prompts/0/completionExamples/one/result/jsonrpc',
          line: 13,
          column: 11,
          message:
            'The result of completion example "one" contains the JSON-RPC envelope member "jsonrpc"; a result is the completed result payload only (11.4)',
        },
        { path: '/prompts/0/completionExamples/one/result/id', line: 14, column: 11 },
      ],
    },
    {
      name: 'an error member in a Resource Template completion example result (10.4.6)',
      text: `mcpdesc: "0.9.0"
info: { name: results, version: 1.0.0 }
protocolVersions: ["2026-07-28"]
transports: [{ type: stdio, command: server }]
capabilities: [{ completions: {}, resources: {} }]
resourceTemplates:
  - uriTemplate: "test://cities/{city}"
    name: city
    completionExamples:
      one:
        argument: { name: city, value: Par }
        result:
          resultType: complete
          completion: { values: [] }
          error: { code: -32603, message: failed }
`,
      findings: [
        {
          path: '/resourceTemplates/0/completionExamples/one/result/error',
          line: 15,
          column: 11,
          message:
            'contains the JSON-RPC envelope member "error"; a result is the completed result payload only (10.4.6)',
        },
      ],
    },
    {
      name: 'a Prompt example result with an error member (11.3), in a component',
      document: {
        ...base,
        prompts: [{ name: 'p', examples: { shared: { $componentRef: '#/components/promptExamples/failed' } } }],
        components: {
          promptExamples: {
            failed: { result: { resultType: 'complete', messages: [], error: { code: -32603, message: 'x' } } },
          },
        },
      },
      findings: [
        {
          path: '/prompts/0/examples/shared',
          requirement: 'req-prompt-example-completed-form',
          message:
            'The result of example "failed" contains the JSON-RPC envelope member "error"; a result is the completed result payload only (11.3)',
          related: [{ relation: 'component-definition', path: '/components/promptExamples/failed/result/error' }],
        },
      ],
      alsoReported: [
        'mcpdesc.example.result.protocol-fidelity',
        'mcp.example-result.members',
        'mcp.result.additional-properties.preserve',
      ],
    },
  ],
});
