// Rule reference of mcpdesc.prompt.example.arguments: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.prompt.example.arguments',
  area: '11',
  checks: 'Prompt example arguments name declared arguments and give every required one.',
  why: 'An example should be a prompts/get request the server accepts.',
  valid: [
    {
      title: 'required argument given, optional omitted',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: prompts
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
prompts:
  - name: city_briefing
    arguments:
      - name: city
        required: true
      - name: audience
    examples:
      briefing:
        arguments:
          city: Paris
        result:
          messages:
            - role: user
              content:
                type: text
                text: Summarize.
`,
    },
  ],
  invalid: [
    {
      title: 'a Prompt that declares no arguments',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: prompts
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
prompts:
  - name: hello
    examples:
      a:
        arguments:
          who: me
        result:
          messages:
            - role: user
              content:
                type: text
                text: Summarize.
`,
      finding: { path: '/prompts/0/examples/a/arguments/who', line: 15 },
    },
  ],
};

export default reference;
