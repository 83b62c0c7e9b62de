// Rule reference of mcp.completion.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.completion.protocol-version',
  area: '10',
  checks: 'Completion examples are not given for MCP 2024-11-05.',
  why: 'Completion (completion/complete) arrived after 2024-11-05; an example for that version describes a request its clients cannot make.',
  valid: [
    {
      title: 'a 2024-11-05 root scope with completion examples only in a later-scoped variant',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: completions
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2024-11-05"
  - "2025-03-26"
prompts:
  - name: p
    protocolVersions:
      - "2024-11-05"
  - name: p
    arguments:
      - name: topic
    completionExamples:
      first:
        argument:
          name: topic
          value: ch
        result:
          completion:
            values:
              - chess
    protocolVersions:
      - "2025-03-26"
`,
    },
  ],
  invalid: [
    {
      title: 'a Prompt whose scope includes MCP 2024-11-05 (11.4)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: completions
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2024-11-05"
  - "2025-03-26"
prompts:
  - name: p
    arguments:
      - name: topic
    completionExamples:
      first:
        argument:
          name: topic
          value: ch
        result:
          completion:
            values:
              - chess
`,
      finding: { path: '/prompts/0/completionExamples', line: 15, protocolVersion: '2024-11-05' },
    },
  ],
};

export default reference;
