// Rule reference of mcp.content-block.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.content-block.protocol-version',
  area: '9',
  checks: 'Every content block in a tool or prompt example exists in every protocol version the example applies to.',
  why: 'Content types such as audio or resource links were added over time; an example must be something each applicable version can carry.',
  valid: [
    {
      title: 'audio content from MCP 2025-03-26',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2025-03-26"
transports:
  - type: stdio
    command: server
tools:
  - name: search
    inputSchema:
      type: object
    examples:
      run:
        input: {}
        result:
          content:
            - type: audio
              data: aGk=
              mimeType: audio/wav
`,
    },
  ],
  invalid: [
    {
      title: 'audio in a prompt message for MCP 2024-11-05 (11.3)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2024-11-05"
transports:
  - type: stdio
    command: server
prompts:
  - name: greet
    examples:
      hello:
        result:
          messages:
            - role: user
              content:
                type: audio
                data: aGk=
                mimeType: audio/wav
`,
      finding: { path: '/prompts/0/examples/hello/result/messages/0/content', line: 18, protocolVersion: '2024-11-05' },
    },
  ],
};

export default reference;
