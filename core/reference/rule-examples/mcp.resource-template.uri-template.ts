// Rule reference of mcp.resource-template.uri-template: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.resource-template.uri-template',
  area: '10',
  checks: 'A Resource Template uriTemplate is a valid RFC 6570 URI template.',
  why: 'Clients expand the template with arguments to build resource URIs; a malformed template cannot be expanded.',
  valid: [
    {
      title: 'no expression at all',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: templates
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
resourceTemplates:
  - name: item
    uriTemplate: test://items
`,
    },
  ],
  invalid: [
    {
      title: 'a syntax error is reported once, by the document schema',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: templates
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
resourceTemplates:
  - name: item
    uriTemplate: test://items/{id
`,
      finding: { path: '/resourceTemplates/0/uriTemplate', line: 12 },
    },
  ],
};

export default reference;
