import { testRule } from './rule-tester.ts';

const doc = (protocolVersions: string[], rest: Record<string, unknown>) => ({
  mcpdesc: '0.9.0',
  info: { name: 'fidelity', version: '1.0.0' },
  protocolVersions,
  transports: [{ type: 'stdio', command: 'server' }],
  ...rest,
});
const tool = (protocolVersions: string[], result: unknown) =>
  doc(protocolVersions, { tools: [{ name: 'search', inputSchema: { type: 'object' }, examples: { run: { input: {}, result } } }] });
const text = [{ type: 'text', text: 'Found 3 items' }];
const complete = { resultType: 'complete' };
const resource = (protocolVersions: string[], result: unknown) =>
  doc(protocolVersions, { resources: [{ name: 'readme', uri: 'file:///readme.md', examples: { current: { result } } }] });
const prompt = (protocolVersions: string[], result: unknown) =>
  doc(protocolVersions, { prompts: [{ name: 'greet', examples: { hello: { result } } }] });
const completion = (protocolVersions: string[], result: unknown) =>
  doc(protocolVersions, {
    prompts: [{ name: 'greet', arguments: [{ name: 'who' }], completionExamples: { names: { argument: { name: 'who', value: 'A' }, result } } }],
  });
const at = '/tools/0/examples/run/result';

testRule('mcpdesc.example.result.protocol-fidelity', {
  valid: [
    { name: 'text content in every version of the scope', document: tool(['2024-11-05', '2025-06-18'], { content: text }) },
    { name: 'MCP 2026-07-28 Tool result with resultType', document: tool(['2026-07-28'], { ...complete, content: text, structuredContent: { n: 3 } }) },
    {
      name: 'MCP 2026-07-28 read result with the CacheableResult fields (10.4.4)',
      document: resource(['2026-07-28'], { ...complete, ttlMs: 60000, cacheScope: 'public', contents: [{ uri: 'file:///readme.md', text: '# Hi' }] }),
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
    { name: 'prompt messages', document: prompt(['2025-03-26'], { description: 'A greeting', messages: [{ role: 'user', content: { type: 'text', text: 'Hi' } }] }) },
    { name: 'completion with total and hasMore', document: completion(['2025-06-18'], { completion: { values: ['Ada'], total: 1, hasMore: false } }) },
  ],
  invalid: [
    {
      name: 'MCP 2026-07-28 requires resultType on a Tool result; earlier versions do not (9.3)',
      document: tool(['2025-06-18', '2026-07-28'], { content: text }),
      findings: [{ path: at, protocolVersion: '2026-07-28', message: 'lacks field "resultType", which MCP 2026-07-28 requires for CallToolResult (3.6)' }],
    },
    {
      name: 'a defined content field with the wrong type, once per protocol version (3.6)',
      document: tool(['2024-11-05', '2025-06-18'], { content: [{ type: 'text', text: 42 }] }),
      findings: [
        { path: `${at}/content/0/text`, protocolVersion: '2024-11-05', message: 'Field "content/0/text" of the result of example "run" of Tool "search" does not satisfy the type MCP 2024-11-05 defines for it in TextContent (expected string)' },
        { path: `${at}/content/0/text`, protocolVersion: '2025-06-18' },
      ],
    },
    {
      name: 'a required field of a content block is missing',
      document: tool(['2025-06-18'], { content: [{ type: 'image', data: 'aGk=' }] }),
      findings: [{ path: `${at}/content/0`, protocolVersion: '2025-06-18', message: 'lacks field "content/0/mimeType", which MCP 2025-06-18 requires for ImageContent' }],
    },
    {
      name: 'embedded Resource Contents without uri',
      document: tool(['2025-06-18'], { content: [{ type: 'resource', resource: { text: 'x' } }] }),
      findings: [{ path: `${at}/content/0/resource`, message: 'lacks field "content/0/resource/uri", which MCP 2025-06-18 requires for TextResourceContents' }],
    },
    {
      name: 'content that is not an array',
      document: tool(['2025-06-18'], { content: 'Found 3 items' }),
      findings: [{ path: `${at}/content`, message: 'expected array' }],
    },
    {
      name: 'MCP 2026-07-28 read results need ttlMs and cacheScope (10.4.4)',
      document: resource(['2026-07-28'], { ...complete, contents: [{ uri: 'file:///readme.md', text: '# Hi' }] }),
      findings: [
        { path: '/resources/0/examples/current/result', protocolVersion: '2026-07-28', message: 'lacks field "cacheScope"' },
        { path: '/resources/0/examples/current/result', protocolVersion: '2026-07-28', message: 'lacks field "ttlMs"' },
      ],
    },
    {
      name: 'a prompt message role outside the enumeration (11.3)',
      document: prompt(['2025-06-18'], { messages: [{ role: 'system', content: { type: 'text', text: 'Hi' } }] }),
      findings: [{ path: '/prompts/0/examples/hello/result/messages/0/role', message: 'expected one of "assistant", "user"' }],
    },
    {
      name: 'a completion total that is not an integer (3.6 req-mcp-integer-numbers)',
      document: completion(['2025-06-18'], { completion: { values: ['Ada'], total: 1.5 } }),
      findings: [{ path: '/prompts/0/completionExamples/names/result/completion/total', message: 'completion example "names" of Prompt "greet"' }],
    },
    {
      name: 'a component example is reported at its use site (17.3)',
      document: doc(['2025-06-18'], {
        tools: [{ name: 'search', inputSchema: { type: 'object' }, examples: { run: { $componentRef: '#/components/toolExamples/shared' } } }],
        components: { toolExamples: { shared: { input: {}, result: { content: [{ type: 'text', text: false }] } } } },
      }),
      findings: [{ path: '/tools/0/examples/run', message: 'example "run" (component /components/toolExamples/shared) of Tool "search"' }],
    },
    {
      name: 'an interaction example result (9.4)',
      document: doc(['2026-07-28'], {
        tools: [
          {
            name: 'ask',
            inputSchema: { type: 'object' },
            interactionExamples: { flow: { input: {}, steps: [{ type: 'roots', request: {}, response: { roots: [] } }], result: { content: text } } },
          },
        ],
      }),
      findings: [{ path: '/tools/0/interactionExamples/flow/result', message: 'interaction example "flow" of Tool "ask"' }],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
  ],
});
