// Rule reference of mcp.completion.result-closed: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.completion.result-closed',
  area: '11',
  checks: 'A completion example result and its completion object contain only the members MCP defines for them.',
  why: 'These MCP results are closed: a client must reject unknown members, so an example showing one shows an invalid response.',
  valid: [
    {
      title: 'A prompt completion example with a closed completion result',
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
prompts:
  - name: greet
    arguments:
      - name: lang
    completionExamples:
      language:
        argument:
          name: lang
          value: e
        result:
          completion:
            values:
              - en
              - es
`,
    },
  ],
  invalid: [
    {
      title: 'An undefined member inside the completion object',
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
prompts:
  - name: greet
    arguments:
      - name: lang
    completionExamples:
      language:
        argument:
          name: lang
          value: e
        result:
          completion:
            values:
              - en
            ranking: 1
`,
      finding: { path: '/prompts/0/completionExamples/language/result/completion/ranking', line: 23 },
    },
  ],
};

export default reference;
