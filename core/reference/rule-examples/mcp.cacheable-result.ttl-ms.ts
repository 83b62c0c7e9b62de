// Rule reference of mcp.cacheable-result.ttl-ms: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.cacheable-result.ttl-ms',
  area: '10',
  checks: 'ttlMs in a cacheable example result is a non-negative integer.',
  why: 'MCP defines ttlMs as a duration in whole milliseconds; a fraction or a negative number has no meaning for a cache.',
  valid: [
    {
      title: 'A resource example whose result has no ttlMs',
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
    examples:
      read:
        result:
          contents:
            - uri: file:///docs/readme.md
              text: Hello
`,
    },
  ],
  invalid: [
    {
      title: 'A negative ttlMs in a 2026-07-28 resource read result',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2026-07-28"
transports:
  - type: stdio
    command: demo-server
resources:
  - uri: file:///docs/readme.md
    name: readme
    examples:
      read:
        result:
          ttlMs: -5
          contents:
            - uri: file:///docs/readme.md
              text: Hello
`,
      finding: { path: '/resources/0/examples/read/result/ttlMs', line: 16 },
    },
  ],
};

export default reference;
