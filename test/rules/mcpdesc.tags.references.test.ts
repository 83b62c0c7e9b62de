import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'tags', version: '1.0.0' },
  protocolVersions: ['2025-06-18'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const inputSchema = { type: 'object', additionalProperties: false };
const catalogue = [{ name: 'analysis' }, { name: 'rating', description: 'Ratings' }];

testRule('mcpdesc.tags.references', {
  valid: [
    {
      name: 'every reference declared, across all four primitive kinds (13.3)',
      document: {
        ...base,
        tags: catalogue,
        tools: [{ name: 'analyze', inputSchema, tags: ['analysis', 'rating'] }],
        resources: [{ uri: 'file:///r', name: 'r', tags: ['rating'] }],
        resourceTemplates: [{ uriTemplate: 'file:///t/{id}', name: 't', tags: ['analysis'] }],
        prompts: [{ name: 'p', tags: ['analysis'] }],
      },
    },
    {
      name: 'without a root catalogue, per-entity tags are unconstrained, duplicates included (13.3)',
      document: { ...base, tools: [{ name: 'analyze', inputSchema, tags: ['anything', 'anything'] }] },
    },
    {
      name: 'protocol-scoped variants may use different tags, all declared (13.4)',
      document: {
        ...base,
        protocolVersions: ['2025-06-18', '2025-11-25'],
        tags: catalogue,
        tools: [
          { name: 'analyze', inputSchema, tags: ['analysis'], protocolVersions: ['2025-06-18'] },
          { name: 'analyze', inputSchema, tags: ['rating'], protocolVersions: ['2025-11-25'] },
        ],
      },
    },
    {
      name: 'tag names are case-sensitive: "Analysis" and "analysis" are distinct (13.2)',
      document: {
        ...base,
        tags: [{ name: 'analysis' }, { name: 'Analysis' }],
        prompts: [{ name: 'p', tags: ['analysis', 'Analysis'] }],
      },
    },
  ],
  invalid: [
    {
      name: 'a reference to an undeclared tag (13.3)',
      document: { ...base, tags: catalogue, tools: [{ name: 'search', inputSchema, tags: ['analysis', 'unknown'] }] },
      findings: [
        {
          path: '/tools/0/tags/1',
          requirement: 'req-tool-tags-references',
          message: 'Tag "unknown" of Tool "search" is not declared in the root tags catalogue (13.3)',
        },
      ],
    },
    {
      name: 'undeclared references on a Resource, a Resource Template and a Prompt (10.1.1, 10.2.1, 11.1)',
      document: {
        ...base,
        tags: catalogue,
        resources: [{ uri: 'file:///r', name: 'r', tags: ['beta'] }],
        resourceTemplates: [{ uriTemplate: 'file:///t/{id}', name: 't', tags: ['rating', 'gamma'] }],
        prompts: [{ name: 'p', tags: ['delta'] }],
      },
      findings: [
        {
          path: '/resources/0/tags/0',
          requirement: 'req-resource-tags-references',
          message: 'Tag "beta" of Resource "r"',
        },
        {
          path: '/resourceTemplates/0/tags/1',
          requirement: 'req-resource-template-tags-references',
          message: 'Tag "gamma" of Resource Template "t"',
        },
        { path: '/prompts/0/tags/0', requirement: 'req-prompt-tags-references', message: 'Tag "delta" of Prompt "p"' },
      ],
    },
    {
      name: 'duplicate names in the root catalogue (13.2)',
      document: {
        ...base,
        tags: [{ name: 'analysis' }, { name: 'rating' }, { name: 'analysis', description: 'again' }],
      },
      findings: [
        {
          path: '/tags/2/name',
          requirement: 'req-tags-unique',
          message:
            'Tag "analysis" is declared more than once in the root tags catalogue (first at /tags/0/name) (13.2)',
        },
      ],
    },
    {
      name: 'located in the text as written (YAML)',
      text: [
        'mcpdesc: 0.9.0',
        'info: { name: t, version: "1" }',
        'protocolVersions: [2025-06-18]',
        'tags:',
        '  - name: analysis',
        'prompts:',
        '  - name: p',
        '    tags: [analysis, missing]',
        '',
      ].join('\n'),
      findings: [{ path: '/prompts/0/tags/1', requirement: 'req-prompt-tags-references', line: 8, column: 22 }],
    },
  ],
});
