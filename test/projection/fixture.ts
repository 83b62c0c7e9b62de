// A valid multi-version source document that exercises every part of the Effective Protocol View (4.12).
export const v1 = '2025-06-18';
export const v2 = '2025-11-25';
export const v3 = '2026-07-28';

const tool = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `The ${name} tool.`,
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  ...extra,
});

export function source(): Record<string, unknown> {
  return {
    $schema: 'https://mcpdesc.org/schema/mcp-description/0.9.0-rc.3.json',
    mcpdesc: '0.9.0',
    info: {
      name: 'demo',
      title: 'Demo',
      version: '1.0.0',
      'x-acme-owner': { team: 'core', protocolVersions: ['none'] },
    },
    'x-acme-root': { protocolVersions: ['kept verbatim'] },
    protocolVersions: [v1, v2, v3],
    instructions: 'Use search first.',
    transports: [
      {
        type: 'streamable-http',
        url: 'https://demo.example.com/mcp',
        protocolVersions: [v2, v3],
        security: [{ bearer: [] }],
        'x-acme-edge': true,
      },
      { type: 'stdio', command: 'demo', security: [], protocolVersions: [v1] },
      { type: 'stdio', command: 'demo-legacy', protocolVersions: [v1], 'x-acme-dropped': 1 },
    ],
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer' },
      oauth: {
        type: 'oauth2',
        flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { read: 'Read things' } } },
      },
    },
    security: [{}, { oauth: [] }],
    components: {
      'x-acme-library': 'v2',
      schemas: {
        Unused: { type: 'object' },
        Query: { $componentRef: '#/components/schemas/QueryBody' },
        QueryBody: { type: 'object', properties: { q: { type: 'string' } } },
        OnlyV1: { type: 'object', properties: { v1only: { type: 'string' } } },
        Confirm: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
      },
      toolExamples: {
        OnlyV3: { input: { q: 'x' }, result: { resultType: 'complete', content: [{ type: 'text', text: 'v3' }] } },
      },
    },
    capabilities: [
      { protocolVersions: [v1], tools: { listChanged: true } },
      { protocolVersions: [v2, v3], tools: { listChanged: false }, completions: {}, 'x-acme-cap': 'kept' },
    ],
    tools: [
      tool('search', {
        protocolVersions: [v1],
        inputSchema: { $componentRef: '#/components/schemas/OnlyV1' },
        security: [],
      }),
      tool('search', {
        title: 'Search',
        protocolVersions: [v2, v3],
        inputSchema: { $componentRef: '#/components/schemas/Query' },
        security: [{}],
        tags: ['reading'],
        clientRequirements: { elicitation: { form: {} } },
        'x-acme-cost': { protocolVersions: [v1] },
        elicitations: [
          {
            name: 'confirm',
            mode: 'form',
            message: 'Go on?',
            requestedSchema: { $componentRef: '#/components/schemas/Confirm' },
          },
          {
            name: 'login',
            mode: 'url',
            message: 'Sign in.',
            url: 'https://demo.example.com/login',
            protocolVersions: [v3],
          },
        ],
      }),
      tool('inherits', {
        elicitations: [
          {
            name: 'legacy-only',
            mode: 'form',
            message: 'Old form.',
            requestedSchema: { type: 'object', properties: {} },
            protocolVersions: [v1],
          },
        ],
      }),
      tool('v3-only', {
        protocolVersions: [v3],
        security: [{ oauth: [] }, { bearer: [] }],
        _meta: { 'com.example/owner': 'core' },
        examples: {
          shared: { $componentRef: '#/components/toolExamples/OnlyV3' },
          inline: { input: {}, result: { resultType: 'complete', content: [] } },
        },
      }),
    ],
    resources: [{ uri: 'demo://v1', name: 'v1_resource', protocolVersions: [v1], security: [{}] }],
    prompts: [
      { name: 'summarize', description: 'Old prompt.', protocolVersions: [v1], arguments: [{ name: 'topic' }] },
      {
        name: 'summarize',
        title: 'Summarize',
        protocolVersions: [v2, v3],
        arguments: [{ name: 'topic', title: 'Topic' }],
        completionExamples: {
          topics: {
            argument: { name: 'topic', value: 'ma' },
            result: { resultType: 'complete', completion: { values: ['maths', 'markets'] } },
          },
        },
      },
    ],
    tags: [
      { name: 'reading', description: 'Reads data.' },
      { name: 'unreferenced', 'x-acme-order': 2 },
    ],
  };
}
