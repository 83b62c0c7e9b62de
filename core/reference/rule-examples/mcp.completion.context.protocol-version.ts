// Rule reference of mcp.completion.context.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.completion.context.protocol-version',
  area: '10',
  checks:
    'A completion example uses context only for protocol versions that define completion context (MCP 2025-06-18 and later).',
  why: 'Older clients cannot send context, so an example relying on it would show an impossible exchange.',
  valid: [
    {
      title: 'no context in MCP 2025-03-26',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: completions
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2025-03-26"
prompts:
  - name: team_lead
    arguments:
      - name: department
      - name: name
    completionExamples:
      a:
        argument:
          name: name
          value: a
        result:
          completion:
            values:
              - Ada
`,
    },
  ],
  invalid: [
    {
      title: 'a Resource Template scoped to MCP 2025-03-26 (10.4.6)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: completions
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2025-03-26"
  - "2025-11-25"
resourceTemplates:
  - uriTemplate: org://{department}/{name}
    name: member
    completionExamples:
      a:
        argument:
          name: name
          value: a
        context:
          arguments:
            department: eng
        result:
          completion:
            values:
              - Ada
    protocolVersions:
      - "2025-03-26"
`,
      finding: { path: '/resourceTemplates/0/completionExamples/a/context', line: 19, protocolVersion: '2025-03-26' },
    },
  ],
};

export default reference;
