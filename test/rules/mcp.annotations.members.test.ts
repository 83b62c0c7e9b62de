// 10.3 req-resource-annotations-closed, req-content-annotations-distinct: Resource Annotations are closed on Resource
// declarations and on every carried content block (no x-*, no Tool Annotation hints).
import { testRule } from './rule-tester.ts';
import { doc, interaction, prompt, sampling, tool } from './carried-docs.ts';

const annotated = (annotations: Record<string, unknown>) => [{ type: 'text', text: 'Hi', annotations }];

testRule('mcp.annotations.members', {
  valid: [
    { name: 'defined annotation fields on a tool result block', document: tool(['2025-06-18', '2026-07-28'], { resultType: 'complete', content: annotated({ audience: ['user'], priority: 0.5 }) }) },
    { name: 'resource annotations on a Resource declaration', document: doc(['2025-06-18'], { resources: [{ uri: 'file:///a', name: 'a', annotations: { audience: ['assistant'], priority: 1 } }] }) },
  ],
  invalid: [
    {
      name: 'x-* on a Resource declaration annotations (document schema)',
      document: doc(['2025-06-18'], { resources: [{ uri: 'file:///a', name: 'a', annotations: { priority: 1, 'x-rank': 2 } }] }),
      findings: [{ path: '/resources/0/annotations/x-rank' }],
    },
    {
      name: 'a Tool Annotation hint on a tool result content block',
      text: `mcpdesc: "0.9.0"
info: { name: carried, version: 1.0.0 }
protocolVersions: ["2025-06-18"]
tools:
  - name: search
    inputSchema: { type: object }
    examples:
      run:
        input: {}
        result:
          content:
            - type: text
              text: Hi
              annotations: { readOnlyHint: true }
`,
      findings: [{ path: '/tools/0/examples/run/result/content/0/annotations/readOnlyHint', line: 14, column: 30, protocolVersion: '2025-06-18', message: 'a Tool Annotation field' }],
    },
    {
      name: 'lastModified on content annotations of MCP 2024-11-05, whose inline annotations type is closed too',
      text: `mcpdesc: "0.9.0"
info: { name: carried, version: 1.0.0 }
protocolVersions: ["2024-11-05"]
tools:
  - name: search
    inputSchema: { type: object }
    examples:
      run:
        input: {}
        result:
          content:
            - type: text
              text: Hi
              annotations: { priority: 1, lastModified: "2025-01-12T15:00:58Z" }
`,
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0/annotations/lastModified',
          line: 14,
          column: 43,
          protocolVersion: '2024-11-05',
          message: 'Annotations "content/0/annotations" of the result of example "run" of Tool "search" have field "lastModified"; MCP 2024-11-05 defines only audience and priority (10.3)',
        },
      ],
      alsoReported: ['mcp.annotations.last-modified.protocol-version'],
    },
    {
      name: 'x-* on prompt message content annotations, per version',
      document: prompt(['2025-06-18', '2025-11-25'], { messages: [{ role: 'user', content: { type: 'text', text: 'Hi', annotations: { 'x-seen': true } } }] }),
      findings: [
        { path: '/prompts/0/examples/hello/result/messages/0/content/annotations/x-seen', protocolVersion: '2025-06-18' },
        { path: '/prompts/0/examples/hello/result/messages/0/content/annotations/x-seen', protocolVersion: '2025-11-25' },
      ],
    },
    {
      name: 'on an embedded resource and a resource_link',
      document: tool(['2025-11-25'], {
        content: [
          { type: 'resource', resource: { uri: 'file:///a', text: 'a' }, annotations: { destructiveHint: false } },
          { type: 'resource_link', uri: 'file:///b', name: 'b', annotations: { 'x-y': 1 } },
        ],
      }),
      findings: [{ path: '/tools/0/examples/run/result/content/0/annotations/destructiveHint' }, { path: '/tools/0/examples/run/result/content/1/annotations/x-y' }],
    },
    {
      name: 'in a sampling response of an interaction step',
      document: interaction(['2025-11-25'], sampling({ content: { type: 'text', text: 'S', annotations: { openWorldHint: true } } })),
      findings: [{ path: '/tools/0/interactionExamples/flow/steps/0/response/content/annotations/openWorldHint', protocolVersion: '2025-11-25' }],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
  ],
});
