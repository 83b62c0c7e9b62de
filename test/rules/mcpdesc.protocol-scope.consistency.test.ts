// 4.10 req-scope-root-subset / req-scope-subset, 12.5 req-elicitation-scope, 8.6 req-capability-scopes-disjoint,
// 9.5 req-tool-names-disjoint, 10.5 req-resource-scopes-disjoint, 11.1/11.5 req-prompt-scopes-disjoint / req-prompt-variants-disjoint.
import { testRule } from './rule-tester.ts';

const doc = (protocolVersions: string[], extra: Record<string, unknown>) => ({
  mcpdesc: '0.9.0',
  info: { name: 'scopes', version: '1.0.0' },
  protocolVersions,
  ...extra,
});
const tool = (name: string, protocolVersions?: string[], extra: Record<string, unknown> = {}) => ({
  name,
  ...(protocolVersions ? { protocolVersions } : {}),
  inputSchema: { type: 'object', additionalProperties: false },
  ...extra,
});
const elicitation = (name: string, protocolVersions?: string[]) => ({
  name,
  mode: 'url',
  message: 'Authorize access.',
  ...(protocolVersions ? { protocolVersions } : {}),
});
const both = ['2025-11-25', '2026-07-28'];

testRule('mcpdesc.protocol-scope.consistency', {
  valid: [
    {
      name: 'scopes within root, same-name tools disjoint',
      document: doc(both, { tools: [tool('run', ['2025-11-25']), tool('run', ['2026-07-28']), tool('other')] }),
    },
    { name: 'an explicit scope equal to root', document: doc(both, { tools: [tool('run', both)] }) },
    {
      name: 'an elicitation scope within its primitive scope',
      document: doc(both, {
        tools: [
          tool('run', undefined, { elicitations: [elicitation('auth', ['2026-07-28'])] }),
          tool('x', ['2026-07-28'], { elicitations: [elicitation('a', ['2026-07-28'])] }),
        ],
      }),
    },
    {
      name: 'disjoint Capabilities Objects',
      document: doc(both, {
        capabilities: [
          { protocolVersions: ['2025-11-25'], tools: {} },
          { protocolVersions: ['2026-07-28'], prompts: {} },
        ],
      }),
    },
    { name: 'one Capabilities Object for every version', document: doc(both, { capabilities: [{ tools: {} }] }) },
    {
      name: 'resources are identified by uri, not name',
      document: doc(both, {
        resources: [
          { uri: 'test://a', name: 'same' },
          { uri: 'test://b', name: 'same' },
        ],
      }),
    },
    {
      name: 'same uri and same uriTemplate in disjoint scopes',
      document: doc(both, {
        resources: [
          { uri: 'test://a', name: 'a', protocolVersions: ['2025-11-25'] },
          { uri: 'test://a', name: 'a', protocolVersions: ['2026-07-28'] },
        ],
        resourceTemplates: [
          { uriTemplate: 'test://t/{id}', name: 't', protocolVersions: ['2025-11-25'] },
          { uriTemplate: 'test://t/{id}', name: 't', protocolVersions: ['2026-07-28'] },
          { uriTemplate: 'test://u/{id}', name: 't' },
        ],
      }),
    },
    {
      name: 'same-name prompts in disjoint scopes',
      document: doc(both, {
        prompts: [
          { name: 'p', protocolVersions: ['2025-11-25'] },
          { name: 'p', protocolVersions: ['2026-07-28'] },
        ],
      }),
    },
    {
      name: 'transport scopes may overlap (6.5)',
      document: doc(both, {
        transports: [
          { type: 'stdio', command: 'x' },
          { type: 'streamable-http', url: 'https://example.com/mcp', protocolVersions: ['2026-07-28'] },
        ],
      }),
    },
  ],
  invalid: [
    {
      name: 'a top-level scope outside root protocolVersions',
      document: doc(['2025-11-25'], { tools: [tool('run', ['2025-11-25', '2026-07-28'])] }),
      findings: [
        {
          path: '/tools/0/protocolVersions/1',
          requirement: 'req-scope-root-subset',
          protocolVersion: '2026-07-28',
          message: 'not listed in root protocolVersions',
        },
      ],
    },
    {
      name: 'every kind of top-level declaration is checked against root',
      document: doc(['2025-11-25'], {
        transports: [
          { type: 'stdio', command: 'x' },
          { type: 'stdio', command: 'y', protocolVersions: ['2025-06-18'] },
        ],
        capabilities: [{ protocolVersions: ['2025-06-18'], tools: {} }],
        resources: [{ uri: 'test://a', name: 'a', protocolVersions: ['2025-06-18'] }],
        resourceTemplates: [{ uriTemplate: 'test://t/{id}', name: 't', protocolVersions: ['2025-06-18'] }],
        prompts: [{ name: 'p', protocolVersions: ['2025-06-18'] }],
      }),
      findings: [
        {
          path: '/transports/1/protocolVersions/0',
          requirement: 'req-scope-root-subset',
          protocolVersion: '2025-06-18',
          message: 'Transport',
        },
        {
          path: '/capabilities/0/protocolVersions/0',
          requirement: 'req-scope-root-subset',
          protocolVersion: '2025-06-18',
          message: 'Capabilities Object',
        },
        {
          path: '/resources/0/protocolVersions/0',
          requirement: 'req-scope-root-subset',
          protocolVersion: '2025-06-18',
          message: 'Resource',
        },
        {
          path: '/resourceTemplates/0/protocolVersions/0',
          requirement: 'req-scope-root-subset',
          protocolVersion: '2025-06-18',
          message: 'Resource Template',
        },
        {
          path: '/prompts/0/protocolVersions/0',
          requirement: 'req-scope-root-subset',
          protocolVersion: '2025-06-18',
          message: 'Prompt',
        },
      ],
      // The transport scope beyond root is also a coverage finding (6.5); independent findings are all kept (16.5).
      alsoReported: ['mcpdesc.transports.coverage'],
    },
    {
      name: 'variants overlapping only outside root are reported once, as scopes outside root',
      document: doc(['2025-11-25'], {
        tools: [tool('run', ['2025-11-25']), tool('run', ['2026-07-28']), tool('run', ['2026-07-28'])],
      }),
      findings: [
        { path: '/tools/1/protocolVersions/0', requirement: 'req-scope-root-subset', protocolVersion: '2026-07-28' },
        { path: '/tools/2/protocolVersions/0', requirement: 'req-scope-root-subset', protocolVersion: '2026-07-28' },
      ],
    },
    {
      name: 'an elicitation scope outside its primitive scope (12.5)',
      document: doc(both, {
        tools: [tool('run', ['2025-11-25'], { elicitations: [elicitation('auth', ['2026-07-28'])] })],
      }),
      findings: [
        {
          path: '/tools/0/elicitations/0/protocolVersions/0',
          requirement: 'req-elicitation-scope',
          protocolVersion: '2026-07-28',
          message: 'containing Tool, so this Elicitation Declaration',
        },
      ],
    },
    {
      name: 'an elicitation of an unscoped primitive outside root',
      document: doc(['2026-07-28'], {
        prompts: [{ name: 'p', elicitations: [elicitation('auth', ['2025-11-25', '2026-07-28'])] }],
      }),
      findings: [
        {
          path: '/prompts/0/elicitations/0/protocolVersions/0',
          requirement: 'req-elicitation-scope',
          protocolVersion: '2025-11-25',
          message: 'containing Prompt',
        },
      ],
    },
    {
      name: 'an omitted tool scope overlaps a scoped tool with the same name (9.5)',
      text: `{
  "mcpdesc": "0.9.0",
  "info": { "name": "scopes", "version": "1.0.0" },
  "protocolVersions": ["2025-11-25", "2026-07-28"],
  "tools": [
    { "name": "run_job", "inputSchema": { "type": "object" } },
    { "name": "run_job", "protocolVersions": ["2026-07-28"], "inputSchema": { "type": "object" } }
  ]
}`,
      findings: [
        {
          path: '/tools/1/protocolVersions',
          requirement: 'req-tool-names-disjoint',
          line: 7,
          column: 46,
          message:
            'both apply to MCP 2026-07-28; give them protocolVersions that share no version, or rename one (9.5)',
        },
      ],
    },
    {
      name: 'two unscoped same-name tools are reported at the later name, naming the first occurrence only',
      document: doc(both, { tools: [tool('run'), tool('run', ['2025-11-25']), tool('run')] }),
      findings: [
        { path: '/tools/1/protocolVersions', requirement: 'req-tool-names-disjoint', message: 'tools[0]' },
        {
          path: '/tools/2/name',
          requirement: 'req-tool-names-disjoint',
          message: /this one and tools\[0\] both apply to MCP 2025-11-25, MCP 2026-07-28/,
        },
      ],
    },
    {
      name: 'two Capabilities Objects for one protocol version (8.6)',
      document: doc(both, { capabilities: [{ protocolVersions: ['2025-11-25'], tools: {} }, { resources: {} }] }),
      findings: [
        {
          path: '/capabilities/1',
          requirement: 'req-capability-scopes-disjoint',
          message: 'capabilities[0] both apply to MCP 2025-11-25; at most one Capabilities Object',
        },
      ],
    },
    {
      name: 'same uri and same uriTemplate with overlapping scopes (10.5)',
      document: doc(both, {
        resources: [
          { uri: 'test://a', name: 'a' },
          { uri: 'test://a', name: 'b', protocolVersions: ['2026-07-28'] },
        ],
        resourceTemplates: [
          { uriTemplate: 'test://t/{id}', name: 't', protocolVersions: both },
          { uriTemplate: 'test://t/{id}', name: 'u' },
        ],
      }),
      findings: [
        {
          path: '/resources/1/protocolVersions',
          requirement: 'req-resource-scopes-disjoint',
          message: 'same uri "test://a"',
        },
        {
          path: '/resourceTemplates/1/uriTemplate',
          requirement: 'req-resource-scopes-disjoint',
          message: 'same uriTemplate "test://t/{id}"',
        },
      ],
    },
    {
      name: 'same-name prompts with overlapping scopes (11.1)',
      document: doc(both, {
        prompts: [
          { name: 'p', protocolVersions: both },
          { name: 'p', protocolVersions: ['2026-07-28'] },
        ],
      }),
      findings: [{ path: '/prompts/1/protocolVersions', requirement: 'req-prompt-scopes-disjoint', message: '(11.1)' }],
    },
  ],
});
