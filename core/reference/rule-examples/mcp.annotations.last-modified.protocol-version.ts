// Rule reference of mcp.annotations.last-modified.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.annotations.last-modified.protocol-version',
  area: '10',
  checks:
    'A Resource annotation lastModified appears only when every protocol version the Resource applies to has that field (MCP 2025-06-18 and later).',
  why: 'Earlier versions of MCP do not define lastModified; a client of such a version would receive a field its schema does not know.',
  valid: [
    {
      title: 'audience and priority in MCP 2024-11-05',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: annotations
  version: 1.0.0
protocolVersions:
  - "2024-11-05"
resources:
  - uri: test://a
    name: a
    annotations:
      audience:
        - assistant
      priority: 0.5
`,
    },
  ],
  invalid: [
    {
      title: 'lastModified on a Resource and a Resource Template before MCP 2025-06-18',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: annotations
  version: 1.0.0
protocolVersions:
  - "2025-03-26"
  - "2025-06-18"
resources:
  - uri: test://a
    name: a
    annotations:
      priority: 1
      lastModified: "2026-08-24T10:00:00Z"
resourceTemplates:
  - uriTemplate: test://t/{id}
    name: t
    protocolVersions:
      - "2025-03-26"
    annotations:
      lastModified: "2026-08-24T10:00:00Z"
`,
      finding: { path: '/resources/0/annotations/lastModified', line: 13, protocolVersion: '2025-03-26' },
    },
  ],
};

export default reference;
