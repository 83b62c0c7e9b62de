import { describe, expect, it } from 'vitest';
import { validateText } from '../../core/index.ts';
import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'meta', version: '1.0.0' },
  protocolVersions: ['2026-07-28'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const inputSchema = { type: 'object' };
const serverInfo = { name: 'example-server', version: '1.0.0' };
const toolWithResultMeta = (meta: Record<string, unknown>) => ({
  name: 't',
  inputSchema,
  examples: {
    a: { input: {}, result: { resultType: 'complete', content: [{ type: 'text', text: 'ok' }], _meta: meta } },
  },
});

testRule('mcp.meta.reserved-key-context', {
  valid: [
    {
      name: 'serverInfo with an Implementation value on a completed result (9.3, 10.4.4)',
      document: {
        ...base,
        tools: [
          toolWithResultMeta({
            'io.modelcontextprotocol/serverInfo': {
              ...serverInfo,
              title: 'Example',
              websiteUrl: 'https://example.com',
            },
          }),
        ],
        resources: [
          {
            uri: 'example:///status',
            name: 'status',
            examples: {
              now: {
                result: {
                  resultType: 'complete',
                  ttlMs: 0,
                  cacheScope: 'private',
                  contents: [{ uri: 'example:///status', text: 'Ready' }],
                  _meta: { 'io.modelcontextprotocol/serverInfo': serverInfo },
                },
              },
            },
          },
        ],
      },
    },
    {
      name: 'progressToken is only reserved from MCP 2026-07-28 on (its own request metadata type)',
      document: {
        ...base,
        protocolVersions: ['2025-11-25'],
        tools: [{ name: 't', inputSchema, _meta: { progressToken: 'x' } }],
      },
    },
  ],
  invalid: [
    {
      name: 'request-only metadata on a Tool declaration, and a serverInfo that is no Implementation (3.5, 9.3)',
      document: {
        ...base,
        tools: [
          {
            ...toolWithResultMeta({ 'io.modelcontextprotocol/serverInfo': 'not-an-implementation' }),
            name: 'invalid-context',
            _meta: { progressToken: 'request-only' },
          },
        ],
      },
      findings: [
        {
          path: '/tools/0/examples/a/result/_meta/io.modelcontextprotocol~1serverInfo',
          requirement: 'req-meta-keys',
          protocolVersion: '2026-07-28',
          message:
            'In MCP 2026-07-28, _meta key "io.modelcontextprotocol/serverInfo" must hold an MCP Implementation object with string "name" and "version", not a string (3.5)',
        },
        {
          path: '/tools/0/_meta/progressToken',
          requirement: 'req-meta-keys',
          protocolVersion: '2026-07-28',
          message:
            '_meta key "progressToken" is reserved for request metadata in MCP 2026-07-28 and is not valid on a Tool declaration (3.5)',
        },
      ],
    },
    {
      name: 'request and notification keys in a completed result; serverInfo on a content block and on a Prompt (9.3)',
      document: {
        ...base,
        tools: [
          {
            name: 't',
            inputSchema,
            examples: {
              a: {
                input: {},
                result: {
                  resultType: 'complete',
                  content: [{ type: 'text', text: 'ok', _meta: { 'io.modelcontextprotocol/serverInfo': serverInfo } }],
                  _meta: {
                    'io.modelcontextprotocol/clientInfo': serverInfo,
                    'io.modelcontextprotocol/subscriptionId': 7,
                  },
                },
              },
            },
          },
        ],
        prompts: [{ name: 'p', _meta: { 'io.modelcontextprotocol/serverInfo': serverInfo } }],
      },
      findings: [
        {
          path: '/tools/0/examples/a/result/content/0/_meta/io.modelcontextprotocol~1serverInfo',
          requirement: 'req-meta-keys',
          message: 'is reserved for result metadata in MCP 2026-07-28 and is not valid in this carried MCP object',
        },
        {
          path: '/tools/0/examples/a/result/_meta/io.modelcontextprotocol~1clientInfo',
          requirement: 'req-meta-keys',
          message: 'reserved for request metadata',
        },
        {
          path: '/tools/0/examples/a/result/_meta/io.modelcontextprotocol~1subscriptionId',
          requirement: 'req-meta-keys',
          message: 'reserved for notification metadata',
        },
        {
          path: '/prompts/0/_meta/io.modelcontextprotocol~1serverInfo',
          requirement: 'req-meta-keys',
          message: 'not valid on a Prompt declaration',
        },
      ],
    },
    {
      name: 'an Implementation missing its version, in a referenced example: reported at the use site with the component location (16.5)',
      document: {
        ...base,
        components: {
          toolExamples: {
            shared: {
              input: {},
              result: {
                resultType: 'complete',
                content: [],
                _meta: { 'io.modelcontextprotocol/serverInfo': { name: 's' } },
              },
            },
          },
        },
        tools: [
          { name: 't', inputSchema, examples: { shared: { $componentRef: '#/components/toolExamples/shared' } } },
        ],
      },
      findings: [
        { path: '/tools/0/examples/shared', requirement: 'req-meta-keys', message: 'but "version" is missing' },
      ],
    },
    {
      name: 'related-task metadata without a string taskId (MCP 2025-11-25)',
      document: {
        ...base,
        protocolVersions: ['2025-11-25'],
        tools: [toolWithResultMeta({ 'io.modelcontextprotocol/related-task': { taskId: 1 } })],
      },
      findings: [
        {
          path: '/tools/0/examples/a/result/_meta/io.modelcontextprotocol~1related-task',
          requirement: 'req-meta-keys',
          protocolVersion: '2025-11-25',
          message: 'related-task metadata',
        },
      ],
      alsoReported: ['mcp.example-result.members', 'mcpdesc.example.result.protocol-fidelity'],
    },
  ],
});

describe('component provenance (16.5)', () => {
  it('names the key inside the component as the component-definition related location', () => {
    const document = {
      ...base,
      components: {
        toolExamples: {
          shared: {
            input: {},
            result: { resultType: 'complete', content: [], _meta: { 'io.modelcontextprotocol/serverInfo': 3 } },
          },
        },
      },
      tools: [{ name: 't', inputSchema, examples: { one: { $componentRef: '#/components/toolExamples/shared' } } }],
    };
    const found = validateText(JSON.stringify(document, null, 2)).diagnostics.filter(
      (d) => d.rule === 'mcp.meta.reserved-key-context',
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.path).toBe('/tools/0/examples/one');
    expect(found[0]!.relatedLocations).toEqual([
      {
        relation: 'component-definition',
        path: '/components/toolExamples/shared/result/_meta/io.modelcontextprotocol~1serverInfo',
        range: expect.anything(),
      },
    ]);
  });
});
