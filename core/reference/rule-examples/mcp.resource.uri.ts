// Rule reference of mcp.resource.uri: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.resource.uri',
  area: '10',
  checks: 'A Resource uri is a syntactically valid RFC 3986 URI.',
  why: 'The uri identifies the resource in resources/read; clients and servers must be able to parse it.',
  valid: [
    {
      title: 'An absolute file URI',
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
`,
    },
  ],
  invalid: [
    {
      title: 'A uri that is not an RFC 3986 URI',
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
  - uri: "not a uri"
    name: readme
`,
      finding: { path: '/resources/0/uri', line: 11 },
    },
  ],
};

export default reference;
