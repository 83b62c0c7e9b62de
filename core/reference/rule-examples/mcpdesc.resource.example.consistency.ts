// Rule reference of mcpdesc.resource.example.consistency: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.resource.example.consistency',
  area: '10',
  checks: 'A resource example result agrees with its Resource: requested uri, mimeType and size match the declaration.',
  why: 'An example that contradicts the declaration teaches readers the wrong thing about the resource.',
  valid: [
    {
      title: 'declared size equals the UTF-8 bytes of the text',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: resources
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
resources:
  - uri: test://single
    name: single
    size: 6
    examples:
      observed:
        result:
          contents:
            - uri: test://single
              text: héllo
`,
    },
  ],
  invalid: [
    {
      title: 'no entry identifies the requested URI (SHOULD: warning)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: resources
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
resources:
  - uri: test://single
    name: single
    examples:
      observed:
        result:
          contents:
            - uri: test://single/part
              text: x
`,
      finding: { path: '/resources/0/examples/observed/result/contents', line: 17 },
    },
  ],
};

export default reference;
