// 11.1, 11.2, 13.3: Prompt and Prompt Argument fields; own tags repeat no value (req-entity-tags-unique).
import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'prompts', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  tags: [{ name: 'writing' }],
};

testRule('mcpdesc.prompt.members', {
  valid: [
    {
      name: 'a Prompt with arguments and a tag',
      document: {
        ...base,
        prompts: [{ name: 'draft', arguments: [{ name: 'topic', required: true }], tags: ['writing'] }],
      },
    },
  ],
  invalid: [
    {
      name: 'a repeated tag (13.3 req-entity-tags-unique)',
      text: `mcpdesc: "0.9.0"
info: { name: prompts, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
tags: [{ name: writing }]
prompts:
  - name: draft
    tags: [writing, writing]
`,
      findings: [
        {
          path: '/prompts/0/tags/1',
          requirement: 'req-entity-tags-unique',
          line: 7,
          column: 21,
          message: 'listed more than once by Prompt "draft"',
        },
      ],
    },
    {
      name: 'an argument without name',
      document: { ...base, prompts: [{ name: 'draft', arguments: [{ required: true }] }] },
      findings: [{ path: '/prompts/0/arguments/0', requirement: 'req-prompt-argument-fields', message: '"name"' }],
    },
    {
      name: 'an unknown Prompt member',
      document: { ...base, prompts: [{ name: 'draft', template: 'x' }] },
      findings: [{ path: '/prompts/0/template', requirement: 'req-prompt-fields' }],
    },
  ],
});
