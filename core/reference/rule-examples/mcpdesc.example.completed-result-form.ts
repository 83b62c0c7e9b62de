// Rule reference of mcpdesc.example.completed-result-form: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.example.completed-result-form',
  area: '9',
  checks: 'Examples hold completed results, not JSON-RPC envelopes, errors, tasks or input-required workflows.',
  why: 'The examples field documents what a successful call returns; other forms belong in interaction examples or nowhere.',
  valid: [
    {
      title: 'a completed Tool result',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: results
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
transports:
  - type: stdio
    command: server
tools:
  - name: run
    inputSchema:
      type: object
    examples:
      one:
        input: {}
        result:
          resultType: complete
          content:
            - type: text
              text: ok
`,
    },
  ],
  invalid: [
    {
      title: 'a Prompt example result with an error member (11.3), in a component',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: results
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
transports:
  - type: stdio
    command: server
prompts:
  - name: p
    examples:
      shared:
        $componentRef: "#/components/promptExamples/failed"
components:
  promptExamples:
    failed:
      result:
        resultType: complete
        messages: []
        error:
          code: -32603
          message: x
`,
      // Reported at the Reference Object of the use site, related to the member in the component (16.5).
      finding: { path: '/prompts/0/examples/shared', line: 14 },
    },
  ],
};

export default reference;
