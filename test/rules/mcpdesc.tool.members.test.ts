// 9.1, 9.2, 9.7, 12.1, 13.3: Tool fields; a Tool's own tags repeat no value (req-entity-tags-unique).
import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'tools', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  tags: [{ name: 'search' }, { name: 'fast' }],
};
const inputSchema = { type: 'object' };

testRule('mcpdesc.tool.members', {
  valid: [
    {
      name: 'a Tool with its defined fields and distinct tags',
      document: {
        ...base,
        tools: [
          {
            name: 'find',
            title: 'Find',
            description: 'Finds',
            inputSchema,
            tags: ['search', 'fast'],
            execution: { taskSupport: 'optional' },
          },
        ],
      },
    },
    {
      name: 'without a root catalogue, repeated tags are unconstrained (13.3)',
      document: { ...base, tags: undefined, tools: [{ name: 'find', inputSchema, tags: ['x', 'x'] }] },
    },
  ],
  invalid: [
    {
      name: 'a repeated tag (13.3 req-entity-tags-unique)',
      text: `mcpdesc: "0.9.0"
info: { name: tools, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
tags: [{ name: search }, { name: fast }]
tools:
  - name: find
    inputSchema: { type: object }
    tags: [search, fast, search]
`,
      findings: [
        {
          path: '/tools/0/tags/2',
          requirement: 'req-entity-tags-unique',
          line: 8,
          column: 26,
          message: 'Tag "search" is listed more than once by Tool "find" (first at /tools/0/tags/0)',
        },
      ],
    },
    {
      name: 'an unknown member',
      document: { ...base, tools: [{ name: 'find', inputSchema, colour: 'red' }] },
      findings: [{ path: '/tools/0/colour', requirement: 'req-tool-fields' }],
    },
    {
      name: 'a missing inputSchema (9.2 req-tool-input-schema-required)',
      document: { ...base, tools: [{ name: 'find' }] },
      findings: [{ path: '/tools/0', requirement: 'req-tool-input-schema-required', message: '"inputSchema"' }],
    },
    {
      name: 'empty elicitations (12.1)',
      document: { ...base, tools: [{ name: 'find', inputSchema, elicitations: [] }] },
      findings: [{ path: '/tools/0/elicitations', requirement: 'req-elicitations-non-empty' }],
    },
  ],
});
