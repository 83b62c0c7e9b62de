// Rule reference of mcp.resource-contents.meta.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.resource-contents.meta.protocol-version',
  area: '10',
  checks: '_meta on resource contents appears only for protocol versions that define it (MCP 2025-06-18 and later).',
  why: "Older versions' ResourceContents has no _meta, so the example would not be a valid response for them.",
  valid: [
    {
      title: 'result _meta in every version',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2024-11-05"
transports:
  - type: stdio
    command: server
resources:
  - name: readme
    uri: file:///readme.md
    examples:
      current:
        result:
          _meta:
            note: x
          contents:
            - uri: file:///readme.md
              text: "#"
`,
    },
  ],
  invalid: [
    {
      title: 'read-result entry _meta for MCP 2025-03-26 (10.4.4)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2025-03-26"
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
              _meta:
                example.com/etag: a1
`,
      finding: {
        path: '/resources/0/examples/current/result/contents/0/_meta',
        line: 20,
        protocolVersion: '2025-03-26',
      },
    },
  ],
};

export default reference;
