// Rule reference of mcp.content.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.content.members',
  area: '10',
  checks:
    'Content blocks and resource contents in examples carry only the fields MCP defines, with the required ones present.',
  why: 'Examples show real MCP payloads; missing or invented fields would teach clients and models a wrong shape.',
  valid: [
    {
      title: 'Resource Contents with mimeType',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
resources:
  - name: readme
    uri: file:///readme.md
    examples:
      current:
        result:
          contents:
            - uri: file:///readme.md
              mimeType: text/markdown
              text: "#"
`,
    },
  ],
  invalid: [
    {
      title: 'declaration annotations moved into a read-result entry (10.3)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
resources:
  - name: readme
    uri: file:///readme.md
    examples:
      current:
        result:
          contents:
            - uri: file:///readme.md
              text: "#"
              annotations:
                priority: 1
`,
      finding: {
        path: '/resources/0/examples/current/result/contents/0/annotations',
        line: 19,
        protocolVersion: '2025-06-18',
      },
    },
  ],
};

export default reference;
