// Rule reference of mcp.example-result.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.example-result.members',
  area: '9',
  checks:
    'Example results have the shape of a completed MCP result for their primitive (content for tools, contents for resources, messages for prompts, completion for completions).',
  why: "Examples stand for real responses; one that lacks the result's required fields is not a response any client could receive.",
  valid: [
    {
      title: 'A tool example whose result has content',
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
tools:
  - name: search
    inputSchema:
      type: object
    examples:
      basic:
        input: {}
        result:
          content:
            - type: text
              text: Found 3 results
`,
    },
  ],
  invalid: [
    {
      title: 'A tool example result without content',
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
tools:
  - name: search
    inputSchema:
      type: object
    examples:
      basic:
        input: {}
        result:
          isError: false
`,
      finding: { path: '/tools/0/examples/basic/result', line: 18 },
    },
  ],
};

export default reference;
