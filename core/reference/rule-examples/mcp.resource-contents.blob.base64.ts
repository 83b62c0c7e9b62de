// Rule reference of mcp.resource-contents.blob.base64: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.resource-contents.blob.base64',
  area: '10',
  checks: 'The blob of a resource contents example is valid base64.',
  why: "Clients decode blob as base64; anything else cannot be turned back into the resource's bytes.",
  valid: [
    {
      title: 'a text entry has no blob',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: blobs
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
resources:
  - uri: test://t
    name: t
    examples:
      t:
        result:
          contents:
            - uri: test://t
              text: not base64 at all
`,
    },
  ],
  invalid: [
    {
      title: 'URL-safe alphabet',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: blobs
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
resources:
  - uri: asset:///a.bin
    name: a
    examples:
      bytes:
        result:
          contents:
            - uri: asset:///a.bin
              blob: a-_b
`,
      finding: { path: '/resources/0/examples/bytes/result/contents/0/blob', line: 18 },
    },
  ],
};

export default reference;
