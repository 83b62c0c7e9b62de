// Rule reference of mcp.capabilities.tasks.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.capabilities.tasks.protocol-version',
  area: '4',
  checks:
    'The core tasks capability is declared only for MCP 2025-11-25, the one version that defines it in that place.',
  why: 'In other versions the member does not exist (or means something else), so a client could not interpret it.',
  valid: [
    {
      title: 'core tasks in MCP 2025-11-25',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: tasks
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
capabilities:
  - tasks:
      list: {}
      cancel: {}
      requests:
        tools:
          call: {}
`,
    },
  ],
  invalid: [
    {
      title: 'core tasks applied to other versions, per version',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: tasks
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
  - "2025-11-25"
  - "2026-07-28"
capabilities:
  - tools: {}
    tasks:
      list: {}
      cancel: {}
      requests:
        tools:
          call: {}
`,
      finding: { path: '/capabilities/0/tasks', line: 11, protocolVersion: '2025-06-18' },
    },
  ],
};

export default reference;
