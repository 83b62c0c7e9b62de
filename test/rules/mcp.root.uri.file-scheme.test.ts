// 9.4 (MCP Root.uri): a root URI starts with file:// in every protocol version.
import { testRule } from './rule-tester.ts';
import { interaction, roots } from './carried-docs.ts';

testRule('mcp.root.uri.file-scheme', {
  valid: [
    {
      name: 'file roots',
      document: interaction(
        ['2025-06-18', '2026-07-28'],
        roots({ roots: [{ uri: 'file:///home/me/project' }, { uri: 'file://host/share' }] }),
      ),
    },
  ],
  invalid: [
    {
      name: 'an https root',
      text: `mcpdesc: "0.9.0"
info: { name: carried, version: 1.0.0 }
protocolVersions: ["2025-06-18"]
tools:
  - name: ask
    inputSchema: { type: object }
    clientRequirements: { roots: {} }
    interactionExamples:
      flow:
        input: {}
        steps:
          - type: roots
            request: {}
            response:
              roots:
                - uri: "file:///ok"
                - uri: "https://example.com/repo"
        result: { content: [] }
`,
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/steps/0/response/roots/1/uri',
          requirement: 'req-interaction-protocol-version-valid',
          line: 17,
          column: 24,
          message: 'must start with "file://"',
        },
      ],
    },
    {
      name: 'a relative path and a FILE: scheme in another case',
      document: interaction(['2025-11-25'], roots({ roots: [{ uri: 'project/src' }, { uri: 'FILE:///x' }] })),
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/steps/0/response/roots/0/uri',
          requirement: 'req-interaction-protocol-version-valid',
        },
        {
          path: '/tools/0/interactionExamples/flow/steps/0/response/roots/1/uri',
          requirement: 'req-interaction-protocol-version-valid',
        },
      ],
      // A relative reference is no URI at all: the Root type's own finding (mcp.interaction-message.members).
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency', 'mcp.interaction-message.members'],
    },
  ],
});
