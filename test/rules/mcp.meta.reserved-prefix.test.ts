import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'meta', version: '1.0.0' },
  transports: [{ type: 'stdio', command: 'server' }],
};

testRule('mcp.meta.reserved-prefix', {
  valid: [
    {
      name: 'keys MCP 2026-07-28 defines, and a non-reserved prefix whose last label is mcp (3.5)',
      document: {
        ...base,
        protocolVersions: ['2026-07-28'],
        prompts: [{ name: 'p', _meta: { 'com.example.mcp/x': 1, 'com.example/y': 2 } }],
        tools: [
          {
            name: 't',
            inputSchema: { type: 'object' },
            examples: {
              a: {
                input: {},
                result: {
                  resultType: 'complete',
                  content: [],
                  _meta: { 'io.modelcontextprotocol/serverInfo': { name: 's', version: '1' } },
                },
              },
            },
          },
        ],
      },
    },
    {
      name: 'io.modelcontextprotocol/ is not reserved under the MCP 2025-06-18 rule (its last label is modelcontextprotocol)',
      document: {
        ...base,
        protocolVersions: ['2025-06-18'],
        prompts: [{ name: 'p', _meta: { 'io.modelcontextprotocol/anything': 1 } }],
      },
    },
    {
      name: 'related-task is defined by MCP 2025-11-25',
      document: {
        ...base,
        protocolVersions: ['2025-11-25'],
        tools: [
          {
            name: 't',
            inputSchema: { type: 'object' },
            examples: {
              a: {
                input: {},
                result: { content: [], _meta: { 'io.modelcontextprotocol/related-task': { taskId: 'task-1' } } },
              },
            },
          },
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'an unrecognized key under io.modelcontextprotocol/ is preserved with a warning (3.5)',
      document: {
        ...base,
        protocolVersions: ['2026-07-28'],
        prompts: [{ name: 'future-metadata', _meta: { 'io.modelcontextprotocol/future-key': { preserved: true } } }],
      },
      findings: [
        {
          path: '/prompts/0/_meta/io.modelcontextprotocol~1future-key',
          requirement: 'req-meta-reserved-prefix',
          protocolVersion: '2026-07-28',
          message:
            '_meta key "io.modelcontextprotocol/future-key" is under the MCP-reserved prefix "io.modelcontextprotocol/" but is not a key MCP 2026-07-28 defines (3.5)',
        },
      ],
    },
    {
      name: 'other reserved prefixes, per protocol version: a key one version defines is unknown to another',
      document: {
        ...base,
        protocolVersions: ['2025-06-18', '2025-11-25', '2026-07-28'],
        resources: [{ uri: 'file:///r', name: 'r', _meta: { 'dev.mcp/a': 1, 'tools.mcp.com/b': 2 } }],
        tools: [
          {
            name: 't',
            inputSchema: { type: 'object' },
            examples: {
              a: {
                input: {},
                result: {
                  content: [{ type: 'text', text: 'x' }],
                  resultType: 'complete',
                  _meta: { 'io.modelcontextprotocol/related-task': { taskId: 'x' } },
                },
              },
            },
          },
        ],
      },
      findings: [
        {
          path: '/resources/0/_meta/dev.mcp~1a',
          requirement: 'req-meta-reserved-prefix',
          protocolVersion: '2025-11-25',
        },
        {
          path: '/resources/0/_meta/dev.mcp~1a',
          requirement: 'req-meta-reserved-prefix',
          protocolVersion: '2026-07-28',
        },
        {
          path: '/resources/0/_meta/tools.mcp.com~1b',
          requirement: 'req-meta-reserved-prefix',
          protocolVersion: '2025-06-18',
        },
        {
          path: '/resources/0/_meta/tools.mcp.com~1b',
          requirement: 'req-meta-reserved-prefix',
          protocolVersion: '2025-11-25',
        },
        {
          path: '/resources/0/_meta/tools.mcp.com~1b',
          requirement: 'req-meta-reserved-prefix',
          protocolVersion: '2026-07-28',
        },
        {
          path: '/tools/0/examples/a/result/_meta/io.modelcontextprotocol~1related-task',
          requirement: 'req-meta-reserved-prefix',
          protocolVersion: '2026-07-28',
        },
      ],
    },
  ],
});
