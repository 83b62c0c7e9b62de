import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleById } from '../../core/rules/index.ts';
import { ruleContext } from '../../core/rules/run.ts';
import { testRule } from './rule-tester.ts';

const doc = (protocolVersions: string[], rest: Record<string, unknown>) => ({
  mcpdesc: '0.9.0',
  info: { name: 'fidelity', version: '1.0.0' },
  protocolVersions,
  transports: [{ type: 'stdio', command: 'server' }],
  ...rest,
});
const tool = (protocolVersions: string[], result: unknown) =>
  doc(protocolVersions, {
    tools: [{ name: 'search', inputSchema: { type: 'object' }, examples: { run: { input: {}, result } } }],
  });
const text = [{ type: 'text', text: 'Found 3 items' }];
const complete = { resultType: 'complete' };
const resource = (protocolVersions: string[], result: unknown) =>
  doc(protocolVersions, {
    resources: [{ name: 'readme', uri: 'file:///readme.md', examples: { current: { result } } }],
  });
const prompt = (protocolVersions: string[], result: unknown) =>
  doc(protocolVersions, { prompts: [{ name: 'greet', examples: { hello: { result } } }] });
const completion = (protocolVersions: string[], result: unknown) =>
  doc(protocolVersions, {
    prompts: [
      {
        name: 'greet',
        arguments: [{ name: 'who' }],
        completionExamples: { names: { argument: { name: 'who', value: 'A' }, result } },
      },
    ],
  });
const at = '/tools/0/examples/run/result';

testRule('mcpdesc.example.result.protocol-fidelity', {
  valid: [
    {
      name: 'text content in every version of the scope',
      document: tool(['2024-11-05', '2025-06-18'], { content: text }),
    },
    {
      name: 'MCP 2026-07-28 Tool result with resultType',
      document: tool(['2026-07-28'], { ...complete, content: text, structuredContent: { n: 3 } }),
    },
    {
      name: 'MCP 2026-07-28 read result with the CacheableResult fields (10.4.4)',
      document: resource(['2026-07-28'], {
        ...complete,
        ttlMs: 60000,
        cacheScope: 'public',
        contents: [{ uri: 'file:///readme.md', text: '# Hi' }],
      }),
    },
    {
      name: 'embedded resource and image content',
      document: tool(['2025-06-18'], {
        content: [
          { type: 'image', data: 'aGk=', mimeType: 'image/png' },
          { type: 'resource', resource: { uri: 'file:///a.bin', blob: 'aGk=' } },
        ],
      }),
    },
    {
      name: 'prompt messages',
      document: prompt(['2025-03-26'], {
        description: 'A greeting',
        messages: [{ role: 'user', content: { type: 'text', text: 'Hi' } }],
      }),
    },
    {
      name: 'completion with total and hasMore',
      document: completion(['2025-06-18'], { completion: { values: ['Ada'], total: 1, hasMore: false } }),
    },
  ],
  invalid: [
    {
      name: 'MCP 2026-07-28 requires resultType on a Tool result; earlier versions do not (9.3)',
      document: tool(['2025-06-18', '2026-07-28'], { content: text }),
      findings: [
        {
          path: at,
          requirement: 'req-tool-example-result-shape',
          protocolVersion: '2026-07-28',
          message: 'lacks field "resultType", which MCP 2026-07-28 requires for CallToolResult (3.6)',
        },
      ],
    },
    {
      name: 'a defined content field with the wrong type, once per protocol version (3.6)',
      document: tool(['2024-11-05', '2025-06-18'], { content: [{ type: 'text', text: 42 }] }),
      findings: [
        {
          path: `${at}/content/0/text`,
          requirement: 'req-tool-example-result-shape',
          protocolVersion: '2024-11-05',
          message:
            'Field "content/0/text" of the result of example "run" of Tool "search" does not satisfy the type MCP 2024-11-05 defines for it in TextContent (expected string)',
        },
        { path: `${at}/content/0/text`, requirement: 'req-tool-example-result-shape', protocolVersion: '2025-06-18' },
      ],
    },
    {
      name: 'a required field of a content block is missing',
      document: tool(['2025-06-18'], { content: [{ type: 'image', data: 'aGk=' }] }),
      findings: [
        {
          path: `${at}/content/0`,
          requirement: 'req-tool-example-result-shape',
          protocolVersion: '2025-06-18',
          message: 'lacks field "content/0/mimeType", which MCP 2025-06-18 requires for ImageContent',
        },
      ],
    },
    {
      name: 'embedded Resource Contents without uri',
      document: tool(['2025-06-18'], { content: [{ type: 'resource', resource: { text: 'x' } }] }),
      findings: [
        {
          path: `${at}/content/0/resource`,
          requirement: 'req-tool-example-result-shape',
          message: 'lacks field "content/0/resource/uri", which MCP 2025-06-18 requires for TextResourceContents',
        },
      ],
    },
    {
      name: 'content that is not an array',
      document: tool(['2025-06-18'], { content: 'Found 3 items' }),
      findings: [{ path: `${at}/content`, requirement: 'req-tool-example-result-shape', message: 'expected array' }],
    },
    {
      name: 'MCP 2026-07-28 read results need ttlMs and cacheScope (10.4.4)',
      document: resource(['2026-07-28'], { ...complete, contents: [{ uri: 'file:///readme.md', text: '# Hi' }] }),
      findings: [
        {
          path: '/resources/0/examples/current/result',
          requirement: 'req-resource-example-result-shape',
          protocolVersion: '2026-07-28',
          message: 'lacks field "cacheScope"',
        },
        {
          path: '/resources/0/examples/current/result',
          requirement: 'req-resource-example-result-shape',
          protocolVersion: '2026-07-28',
          message: 'lacks field "ttlMs"',
        },
      ],
    },
    {
      name: 'a prompt message role outside the enumeration (11.3)',
      document: prompt(['2025-06-18'], { messages: [{ role: 'system', content: { type: 'text', text: 'Hi' } }] }),
      findings: [
        {
          path: '/prompts/0/examples/hello/result/messages/0/role',
          requirement: 'req-prompt-example-result-shape',
          message: 'expected one of "assistant", "user"',
        },
      ],
    },
    {
      name: 'a completion total that is not an integer (3.6 req-mcp-integer-numbers)',
      document: completion(['2025-06-18'], { completion: { values: ['Ada'], total: 1.5 } }),
      findings: [
        {
          path: '/prompts/0/completionExamples/names/result/completion/total',
          requirement: 'req-carried-defined-fields',
          message: 'completion example "names" of Prompt "greet"',
        },
      ],
    },
    {
      name: 'a component example is reported at its use site (17.3)',
      document: doc(['2025-06-18'], {
        tools: [
          {
            name: 'search',
            inputSchema: { type: 'object' },
            examples: { run: { $componentRef: '#/components/toolExamples/shared' } },
          },
        ],
        components: { toolExamples: { shared: { input: {}, result: { content: [{ type: 'text', text: false }] } } } },
      }),
      findings: [
        {
          path: '/tools/0/examples/run',
          requirement: 'req-tool-example-result-shape',
          message: 'example "run" of Tool "search"',
          related: [
            { relation: 'component-definition', path: '/components/toolExamples/shared/result/content/0/text' },
          ],
        },
      ],
    },
    {
      name: 'an interaction example result (9.4)',
      document: doc(['2026-07-28'], {
        tools: [
          {
            name: 'ask',
            inputSchema: { type: 'object' },
            interactionExamples: {
              flow: {
                input: {},
                steps: [{ type: 'roots', request: {}, response: { roots: [] } }],
                result: { content: text },
              },
            },
          },
        ],
      }),
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/result',
          requirement: 'req-tool-example-result-shape',
          message: 'interaction example "flow" of Tool "ask"',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
  ],
});

// The carried-value rules share core/model/carried.ts; none may throw on arbitrary results, responses and requests.
describe('carried-value rules on arbitrary documents', () => {
  const ids = [
    'mcpdesc.example.result.protocol-fidelity',
    'mcp.content-block.protocol-version',
    'mcp.result.additional-properties.preserve',
    'mcp.content.members',
    'mcp.resource-contents.meta.protocol-version',
    'mcp.root.meta.protocol-version',
    'mcp.input-response.closed',
    'mcp.sampling.tools.protocol-version',
  ];
  const rules = ids.map((id) => ruleById(id)!);
  const json = fc.jsonValue({ maxDepth: 2 });
  const block = fc.record(
    {
      type: fc.oneof(
        fc.constantFrom('text', 'image', 'audio', 'resource', 'resource_link', 'tool_use', 'tool_result'),
        json,
      ),
      text: json,
      resource: fc.oneof(json, fc.record({ uri: json, text: json, blob: json, _meta: json }, { requiredKeys: [] })),
      _meta: json,
      content: json,
    },
    { requiredKeys: [] },
  );
  const blocks = fc.oneof(fc.array(block, { maxLength: 3 }), block, json);
  const result = fc.oneof(
    json,
    fc.record(
      {
        content: blocks,
        contents: blocks,
        messages: fc.oneof(json, fc.array(fc.record({ role: json, content: blocks }, { requiredKeys: [] }))),
        completion: json,
        resultType: json,
        _meta: json,
      },
      { requiredKeys: [] },
    ),
  );
  const step = fc.record(
    {
      type: fc.constantFrom('sampling', 'roots', 'elicitation', 'other'),
      request: fc.oneof(json, fc.record({ messages: json, maxTokens: json, tools: json }, { requiredKeys: [] })),
      response: result,
    },
    { requiredKeys: [] },
  );
  const versions = fc.constantFrom(['2024-11-05'], ['2025-03-26', '2025-06-18'], ['2025-11-25', '2026-07-28'], 'x');
  const document = fc.record(
    {
      protocolVersions: versions,
      tools: fc.array(
        fc.record(
          {
            name: json,
            examples: fc.dictionary(fc.string({ maxLength: 3 }), fc.record({ result }, { requiredKeys: [] }), {
              maxKeys: 2,
            }),
            interactionExamples: fc.dictionary(
              fc.string({ maxLength: 3 }),
              fc.record({ steps: fc.oneof(json, fc.array(step, { maxLength: 3 })), result }, { requiredKeys: [] }),
              { maxKeys: 2 },
            ),
          },
          { requiredKeys: [] },
        ),
      ),
      resources: fc.array(
        fc.record(
          { examples: fc.dictionary(fc.string({ maxLength: 3 }), fc.record({ result }), { maxKeys: 2 }) },
          { requiredKeys: [] },
        ),
      ),
      prompts: fc.array(
        fc.record(
          {
            examples: json,
            completionExamples: fc.dictionary(fc.string({ maxLength: 3 }), fc.record({ result }), { maxKeys: 2 }),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  );

  it('never throw and locate every finding', () => {
    fc.assert(
      fc.property(document, (value) => {
        const context = ruleContext(value);
        for (const rule of rules) {
          for (const finding of rule.check!(context)) {
            expect(typeof finding.path).toBe('string');
            expect(finding.message.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
