// Rule reference of mcp.elicitation.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.elicitation.protocol-version',
  area: '9',
  checks:
    'Elicitation declarations (and their mode) exist in every protocol version they apply to: elicitation needs MCP 2025-06-18, URL mode 2025-11-25.',
  why: 'A server cannot ask a client of an older version for input it has no way to provide.',
  valid: [
    {
      title: 'URL mode from MCP 2025-11-25 on',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: elicitations
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2025-11-25"
  - "2026-07-28"
prompts:
  - name: p
    elicitations:
      - name: login
        mode: url
        message: Sign in to continue.
`,
    },
  ],
  invalid: [
    {
      title: 'URL mode in MCP 2025-06-18 (the declaration inherits the Tool scope)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: elicitations
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2025-06-18"
  - "2025-11-25"
tools:
  - name: deploy
    inputSchema:
      type: object
      additionalProperties: false
    elicitations:
      - name: login
        mode: url
        message: Sign in to continue.
`,
      finding: { path: '/tools/0/elicitations/0/mode', line: 18, protocolVersion: '2025-06-18' },
    },
  ],
};

export default reference;
