import { describe, expect, it } from 'vitest';
import { isReservedPrefix, parseMetaKey } from '../../core/model/meta.ts';
import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'meta', version: '1.0.0' },
  transports: [{ type: 'stdio', command: 'server' }],
};
const inputSchema = { type: 'object', additionalProperties: false };
const tool = (meta: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name: 'status',
  inputSchema,
  _meta: meta,
  ...extra,
});

testRule('mcp.meta.key-format', {
  valid: [
    {
      name: 'prefixed and unprefixed keys of the MCP format, on every primitive (3.5)',
      document: {
        ...base,
        protocolVersions: ['2025-06-18', '2025-11-25'],
        tools: [
          tool({
            'com.example/status': 'stable',
            display_hint: 'compact',
            'a-b.c_d': 1,
            'com.example-corp.api/x9': true,
            'com.example/': 'empty name',
          }),
        ],
        resources: [{ uri: 'file:///r', name: 'r', _meta: { 'org.example/k': 1 } }],
        resourceTemplates: [{ uriTemplate: 'file:///t/{id}', name: 't', _meta: { k: 1 } }],
        prompts: [{ name: 'p', _meta: { '9lives': 'ok' } }],
      },
    },
    {
      name: 'legacy protocol versions define no key format: not checked (16.2)',
      document: { ...base, protocolVersions: ['2025-03-26'], prompts: [{ name: 'p' }] },
    },
    {
      name: 'nested values of a _meta entry, schema and argument values are not _meta keys',
      document: {
        ...base,
        protocolVersions: ['2025-11-25'],
        tools: [
          tool(
            { 'com.example/info': { 'any key at all': true } },
            {
              inputSchema: {
                type: 'object',
                properties: { _meta: { type: 'object', properties: { 'bad key': { type: 'string' } } } },
              },
              examples: {
                a: { input: { _meta: { 'bad key': 'x' } }, result: { content: [{ type: 'text', text: 'ok' }] } },
              },
            },
          ),
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'a key with a space on a Tool declaration (3.5)',
      document: { ...base, protocolVersions: ['2025-11-25'], tools: [tool({ 'bad key': true })] },
      findings: [
        {
          path: '/tools/0/_meta/bad key',
          requirement: 'req-meta-keys',
          protocolVersion: '2025-11-25',
          message: '_meta key "bad key" does not follow the MCP 2025-11-25 key format: its name must',
        },
      ],
    },
    {
      name: 'one finding per applicable protocol version',
      document: {
        ...base,
        protocolVersions: ['2025-03-26', '2025-06-18', '2026-07-28'],
        prompts: [{ name: 'p', _meta: { '-x': 1 } }],
      },
      findings: [
        { path: '/prompts/0/_meta/-x', requirement: 'req-meta-keys', protocolVersion: '2025-06-18' },
        { path: '/prompts/0/_meta/-x', requirement: 'req-meta-keys', protocolVersion: '2026-07-28' },
      ],
      alsoReported: ['mcp.root.meta.protocol-version', 'mcp.declaration.field.protocol-version'],
    },
    {
      name: 'malformed prefixes: a label starting with a digit, an empty label, two slashes',
      document: {
        ...base,
        protocolVersions: ['2026-07-28'],
        resources: [
          {
            uri: 'file:///r',
            name: 'r',
            _meta: { '1com.example/a': 1, 'com..example/b': 2, 'a/b/c': 3, 'com.example-/d': 4 },
          },
        ],
      },
      findings: [
        {
          path: '/resources/0/_meta/1com.example~1a',
          requirement: 'req-meta-keys',
          message: 'its prefix must be dot-separated labels',
        },
        { path: '/resources/0/_meta/com..example~1b', requirement: 'req-meta-keys' },
        { path: '/resources/0/_meta/a~1b~1c', requirement: 'req-meta-keys', message: 'more than one "/"' },
        { path: '/resources/0/_meta/com.example-~1d', requirement: 'req-meta-keys' },
      ],
    },
    {
      name: 'keys in example results and content blocks, located in the text',
      text: [
        '{',
        '  "mcpdesc": "0.9.0",',
        '  "info": { "name": "m", "version": "1" },',
        '  "protocolVersions": ["2025-06-18"],',
        '  "tools": [{ "name": "t", "inputSchema": { "type": "object" },',
        '    "examples": { "a": { "input": {}, "result": {',
        '      "content": [{ "type": "text", "text": "x", "_meta": { "bad_": 1 } }],',
        '      "_meta": { "ok": 1, "no way": 2 } } } } }]',
        '}',
      ].join('\n'),
      findings: [
        { path: '/tools/0/examples/a/result/content/0/_meta/bad_', requirement: 'req-meta-keys', line: 7, column: 61 },
        { path: '/tools/0/examples/a/result/_meta/no way', requirement: 'req-meta-keys', line: 8, column: 27 },
      ],
    },
    {
      name: 'examples named like members ("input", "x-draft") are still walked',
      document: {
        ...base,
        protocolVersions: ['2025-11-25'],
        tools: [
          {
            name: 't',
            inputSchema,
            examples: {
              input: { input: {}, result: { content: [], _meta: { 'bad key': 1 } } },
              'x-draft': { input: {}, result: { content: [], _meta: { 'bad key': 2 } } },
            },
          },
        ],
      },
      findings: [
        { path: '/tools/0/examples/input/result/_meta/bad key', requirement: 'req-meta-keys' },
        { path: '/tools/0/examples/x-draft/result/_meta/bad key', requirement: 'req-meta-keys' },
      ],
    },
    {
      name: 'a key inside a referenced example is reported at the use site (16.5)',
      document: {
        ...base,
        protocolVersions: ['2026-07-28'],
        components: {
          promptExamples: {
            hi: {
              result: {
                resultType: 'complete',
                messages: [{ role: 'user', content: { type: 'text', text: 'Hi' } }],
                _meta: { 'bad key': 1 },
              },
            },
          },
        },
        prompts: [{ name: 'p', examples: { hi: { $componentRef: '#/components/promptExamples/hi' } } }],
      },
      findings: [{ path: '/prompts/0/examples/hi', requirement: 'req-meta-keys', message: '"bad key"' }],
    },
  ],
});

describe('core/meta key grammar', () => {
  it('parses prefix labels and name', () => {
    expect(parseMetaKey('io.modelcontextprotocol/serverInfo')).toEqual({
      ok: true,
      labels: ['io', 'modelcontextprotocol'],
      name: 'serverInfo',
    });
    expect(parseMetaKey('plain')).toEqual({ ok: true, labels: [], name: 'plain' });
    expect(parseMetaKey('')).toEqual({ ok: true, labels: [], name: '' });
    for (const bad of ['a b', '_x', 'x.', '/x', 'com/x/y', 'c_m/x', 'é']) expect(parseMetaKey(bad).ok, bad).toBe(false);
  });

  it('reserved prefixes: second label from MCP 2025-11-25, any non-last label in MCP 2025-06-18', () => {
    const labels = (prefix: string) => prefix.split('.');
    for (const prefix of ['io.modelcontextprotocol', 'dev.mcp', 'org.modelcontextprotocol.api', 'com.mcp.tools']) {
      expect(isReservedPrefix(labels(prefix), '2026-07-28'), prefix).toBe(true);
      expect(isReservedPrefix(labels(prefix), '2025-11-25'), prefix).toBe(true);
    }
    expect(isReservedPrefix(labels('com.example.mcp'), '2026-07-28')).toBe(false);
    for (const prefix of ['modelcontextprotocol.io', 'mcp.dev', 'api.modelcontextprotocol.org', 'tools.mcp.com'])
      expect(isReservedPrefix(labels(prefix), '2025-06-18'), prefix).toBe(true);
    expect(isReservedPrefix(labels('io.modelcontextprotocol'), '2025-06-18')).toBe(false);
  });
});
