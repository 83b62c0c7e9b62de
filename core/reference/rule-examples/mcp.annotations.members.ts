// Rule reference of mcp.annotations.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.annotations.members',
  area: '10',
  checks:
    'Resource annotations contain only the members of the MCP Annotations type (audience, priority, lastModified), with values of the right form: lastModified is an ISO 8601 date that exists.',
  why: 'Annotations are carried to clients unchanged; an unknown member would either be dropped silently or break a strict client.',
  valid: [
    {
      title: 'Resource annotations with audience and priority',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
resources:
  - uri: file:///docs/readme.md
    name: readme
    annotations:
      audience:
        - user
      priority: 0.5
`,
    },
  ],
  invalid: [
    {
      title: 'A member that MCP Annotations do not define',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
resources:
  - uri: file:///docs/readme.md
    name: readme
    annotations:
      audience:
        - user
      importance: high
`,
      finding: { path: '/resources/0/annotations/importance', line: 16 },
    },
    {
      title: 'A lastModified date that does not exist (month 13)',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
resources:
  - uri: file:///docs/readme.md
    name: readme
    annotations:
      lastModified: "2026-13-01T00:00:00Z"
`,
      finding: { path: '/resources/0/annotations/lastModified', line: 14 },
    },
  ],
};

export default reference;
