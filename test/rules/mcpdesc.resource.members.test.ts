// 10.1.1, 10.2.1, 13.3: Resource and Resource Template fields; own tags repeat no value (req-entity-tags-unique).
import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'resources', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  tags: [{ name: 'docs' }, { name: 'live' }],
};

testRule('mcpdesc.resource.members', {
  valid: [
    {
      name: 'a Resource and a Resource Template with distinct tags',
      document: {
        ...base,
        resources: [{ uri: 'file:///a', name: 'a', tags: ['docs', 'live'] }],
        resourceTemplates: [{ uriTemplate: 'file:///t/{id}', name: 't', tags: ['docs'] }],
      },
    },
  ],
  invalid: [
    {
      name: 'repeated tags on a Resource and a Resource Template (13.3 req-entity-tags-unique)',
      text: `mcpdesc: "0.9.0"
info: { name: resources, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
tags: [{ name: docs }, { name: live }]
resources:
  - uri: file:///a
    name: a
    tags: [docs, docs]
resourceTemplates:
  - uriTemplate: "file:///t/{id}"
    name: t
    tags: [live, docs, live]
`,
      findings: [
        {
          path: '/resources/0/tags/1',
          requirement: 'req-entity-tags-unique',
          line: 8,
          column: 18,
          message: 'listed more than once by Resource "a"',
        },
        {
          path: '/resourceTemplates/0/tags/2',
          requirement: 'req-entity-tags-unique',
          line: 12,
          column: 24,
          message: 'listed more than once by Resource Template "t"',
        },
      ],
    },
    {
      name: 'a Resource without uri',
      document: { ...base, resources: [{ name: 'a' }] },
      findings: [{ path: '/resources/0', requirement: 'req-resource-fields', message: '"uri"' }],
    },
    {
      name: 'an unknown Resource Template member',
      document: { ...base, resourceTemplates: [{ uriTemplate: 'file:///t/{id}', name: 't', uri: 'file:///x' }] },
      findings: [{ path: '/resourceTemplates/0/uri', requirement: 'req-resource-template-fields' }],
    },
  ],
});
