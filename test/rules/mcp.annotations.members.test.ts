// 10.3 req-resource-annotations-closed, req-content-annotations-distinct: Resource Annotations are closed on Resource
// declarations and on every carried content block (no x-*, no Tool Annotation hints).
import { testRule } from './rule-tester.ts';
import { doc, interaction, prompt, sampling, tool } from './carried-docs.ts';

const annotated = (annotations: Record<string, unknown>) => [{ type: 'text', text: 'Hi', annotations }];

testRule('mcp.annotations.members', {
  valid: [
    {
      name: 'defined annotation fields on a tool result block',
      document: tool(['2025-06-18', '2026-07-28'], {
        resultType: 'complete',
        content: annotated({ audience: ['user'], priority: 0.5 }),
      }),
    },
    {
      name: 'resource annotations on a Resource declaration',
      document: doc(['2025-06-18'], {
        resources: [{ uri: 'file:///a', name: 'a', annotations: { audience: ['assistant'], priority: 1 } }],
      }),
    },
    {
      name: 'lastModified dates that exist: 29 February of a leap year, a leap second (15.6)',
      document: doc(['2025-11-25'], {
        resources: [{ uri: 'file:///a', name: 'a', annotations: { lastModified: '2024-02-29T12:00:00Z' } }],
        tools: [
          {
            name: 'search',
            inputSchema: { type: 'object' },
            examples: { run: { input: {}, result: { content: annotated({ lastModified: '2016-12-31T23:59:60Z' }) } } },
          },
        ],
      }),
    },
  ],
  invalid: [
    {
      name: 'x-* on a Resource declaration annotations (document schema)',
      document: doc(['2025-06-18'], {
        resources: [{ uri: 'file:///a', name: 'a', annotations: { priority: 1, 'x-rank': 2 } }],
      }),
      findings: [{ path: '/resources/0/annotations/x-rank', requirement: 'req-resource-annotations-closed' }],
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
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0/annotations/readOnlyHint',
          requirement: 'req-content-annotations-distinct',
          line: 14,
          column: 30,
          protocolVersion: '2025-06-18',
          message: 'a Tool Annotation field',
        },
      ],
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
          message:
            'Annotations "content/0/annotations" of the result of example "run" of Tool "search" have field "lastModified"; MCP 2024-11-05 defines only audience and priority (10.3)',
        },
      ],
      alsoReported: ['mcp.annotations.last-modified.protocol-version'],
    },
    {
      name: 'a lastModified of a Resource declaration that names no day: month 13 (15.6)',
      text: `mcpdesc: "0.9.0"
info: { name: carried, version: 1.0.0 }
protocolVersions: ["2025-06-18"]
resources:
  - uri: file:///a
    name: a
    annotations:
      lastModified: "2026-13-01T00:00:00Z"
`,
      findings: [
        {
          path: '/resources/0/annotations/lastModified',
          line: 8,
          column: 21,
          message: 'lastModified "2026-13-01T00:00:00Z" is not an ISO 8601 date that exists (month 13) (10.3, 15.6)',
        },
      ],
    },
    {
      name: 'a lastModified of carried content annotations: 29 February of 2025, and no date at all (15.6), per version',
      text: `mcpdesc: "0.9.0"
info: { name: carried, version: 1.0.0 }
protocolVersions: ["2025-11-25", "2026-07-28"]
tools:
  - name: search
    inputSchema: { type: object }
    examples:
      run:
        input: {}
        result:
          resultType: complete
          content:
            - { type: text, text: a, annotations: { lastModified: "2025-02-29T10:00:00Z" } }
            - { type: text, text: b, annotations: { lastModified: yesterday } }
`,
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0/annotations/lastModified',
          line: 13,
          column: 67,
          protocolVersion: '2025-11-25',
          message:
            'lastModified "2025-02-29T10:00:00Z" of Annotations "content/0/annotations" of the result of example "run" of Tool "search" is not an ISO 8601 date that exists (day 29 of 2025-02), which MCP 2025-11-25 requires (15.6)',
        },
        {
          path: '/tools/0/examples/run/result/content/0/annotations/lastModified',
          line: 13,
          column: 67,
          protocolVersion: '2026-07-28',
        },
        {
          path: '/tools/0/examples/run/result/content/1/annotations/lastModified',
          line: 14,
          column: 67,
          protocolVersion: '2025-11-25',
          message: 'is not an ISO 8601 date that exists (not in the form YYYY-MM-DD',
        },
        {
          path: '/tools/0/examples/run/result/content/1/annotations/lastModified',
          line: 14,
          column: 67,
          protocolVersion: '2026-07-28',
        },
      ],
      alsoReported: ['mcp.result.additional-properties.preserve'],
    },
    {
      name: 'x-* on prompt message content annotations, per version',
      document: prompt(['2025-06-18', '2025-11-25'], {
        messages: [{ role: 'user', content: { type: 'text', text: 'Hi', annotations: { 'x-seen': true } } }],
      }),
      findings: [
        {
          path: '/prompts/0/examples/hello/result/messages/0/content/annotations/x-seen',
          requirement: 'req-resource-annotations-closed',
          protocolVersion: '2025-06-18',
        },
        {
          path: '/prompts/0/examples/hello/result/messages/0/content/annotations/x-seen',
          requirement: 'req-resource-annotations-closed',
          protocolVersion: '2025-11-25',
        },
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
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0/annotations/destructiveHint',
          requirement: 'req-content-annotations-distinct',
        },
        {
          path: '/tools/0/examples/run/result/content/1/annotations/x-y',
          requirement: 'req-resource-annotations-closed',
        },
      ],
    },
    {
      name: 'in a sampling response of an interaction step',
      document: interaction(
        ['2025-11-25'],
        sampling({ content: { type: 'text', text: 'S', annotations: { openWorldHint: true } } }),
      ),
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/steps/0/response/content/annotations/openWorldHint',
          requirement: 'req-content-annotations-distinct',
          protocolVersion: '2025-11-25',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
  ],
});
