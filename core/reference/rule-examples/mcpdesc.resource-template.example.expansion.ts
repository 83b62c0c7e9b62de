// Rule reference of mcpdesc.resource-template.example.expansion: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.resource-template.example.expansion',
  area: '10',
  checks: "The uri of a resource template example is an expansion of the template's uriTemplate.",
  why: 'The example should show a URI the template can actually produce.',
  valid: [
    {
      title: 'reserved expansion keeps slashes',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: templates
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
resourceTemplates:
  - name: game
    uriTemplate: file:///{+path}
    examples:
      sample:
        uri: file:///docs/a/b.txt
        result:
          contents:
            - uri: file:///docs/a/b.txt
              text: game
`,
    },
  ],
  invalid: [
    {
      title: 'a simple expansion cannot contain an unencoded "/"',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: templates
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
resourceTemplates:
  - name: game
    uriTemplate: chess://games/{game_id}
    examples:
      sample:
        uri: chess://games/a/b
        result:
          contents:
            - uri: chess://games/a/b
              text: game
`,
      finding: { path: '/resourceTemplates/0/examples/sample/uri', line: 15 },
    },
  ],
};

export default reference;
