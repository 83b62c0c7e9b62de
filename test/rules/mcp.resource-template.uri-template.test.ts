import { testRule } from './rule-tester.ts';

const document = (uriTemplate: string) => ({
  mcpdesc: '0.9.0',
  info: { name: 'templates', version: '1.0.0' },
  protocolVersions: ['2025-06-18'],
  transports: [{ type: 'stdio', command: 'server' }],
  resourceTemplates: [{ name: 'item', uriTemplate }],
});

testRule('mcp.resource-template.uri-template', {
  valid: [
    { name: 'level 1', document: document('test://items/{id}') },
    { name: 'level 4 operators and modifiers', document: document('repo://{owner,repo}{/path*}{?q,page:3}{#frag}') },
    { name: 'no expression at all', document: document('test://items') },
  ],
  invalid: [
    {
      name: 'an operator RFC 6570 reserves for future extensions',
      document: document('test://items/{!id}'),
      findings: [
        {
          path: '/resourceTemplates/0/uriTemplate',
          requirement: 'req-resource-template-uri-template',
          message:
            'the operator "!" is reserved for future extensions and cannot be expanded (at character 15) (10.2.1)',
        },
      ],
    },
    {
      name: 'reserved operators "=" and "|"',
      document: {
        ...document('x{=a}'),
        resourceTemplates: [
          { name: 'a', uriTemplate: 'x{=a}' },
          { name: 'b', uriTemplate: 'x{|b*}' },
        ],
      },
      findings: [
        { path: '/resourceTemplates/0/uriTemplate', requirement: 'req-resource-template-uri-template' },
        { path: '/resourceTemplates/1/uriTemplate', requirement: 'req-resource-template-uri-template' },
      ],
    },
    {
      name: 'a syntax error is reported once, by the document schema',
      document: document('test://items/{id'),
      findings: [
        {
          path: '/resourceTemplates/0/uriTemplate',
          requirement: 'req-resource-template-uri-template',
          message: 'RFC 6570',
        },
      ],
    },
  ],
});
