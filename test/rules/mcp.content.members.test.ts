import { testRule } from './rule-tester.ts';
import { interaction, resource, sampling, tool } from './carried-docs.ts';

testRule('mcp.content.members', {
  valid: [
    {
      name: 'content block with annotations',
      document: tool(['2025-06-18'], { content: [{ type: 'text', text: 'x', annotations: { audience: ['user'] } }] }),
    },
    {
      name: 'Resource Contents with mimeType',
      document: resource(['2025-06-18'], {
        contents: [{ uri: 'file:///readme.md', mimeType: 'text/markdown', text: '#' }],
      }),
    },
  ],
  invalid: [
    {
      name: 'an undefined member on a content block of a sampling response (9.4, all the way down)',
      document: interaction(['2025-11-25'], sampling({ content: { type: 'text', text: 'S', bogus: 1 } })),
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/steps/0/response/content/bogus',
          requirement: 'req-carried-closed-reject',
          protocolVersion: '2025-11-25',
          message: 'in the response of step 0',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'an undefined member on a content block of a sampling request message',
      document: interaction(['2025-11-25'], {
        ...sampling({}),
        request: { messages: [{ role: 'user', content: { type: 'text', text: 'Hi', bogus: 1 } }], maxTokens: 10 },
      }),
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/steps/0/request/messages/0/content/bogus',
          requirement: 'req-carried-closed-reject',
          protocolVersion: '2025-11-25',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'an x-* member on a closed content block (3.6, 14.2)',
      document: tool(['2026-07-28'], {
        resultType: 'complete',
        content: [{ type: 'text', text: 'x', 'x-style': 'brief' }],
      }),
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0/x-style',
          requirement: 'req-carried-closed-reject',
          protocolVersion: '2026-07-28',
          message:
            'Content block "content/0" in the result of example "run" of Tool "search" has field "x-style", which MCP 2026-07-28 does not define for the closed TextContent (3.6)',
        },
      ],
    },
    {
      name: 'declaration annotations moved into a read-result entry (10.3)',
      document: resource(['2025-06-18'], {
        contents: [{ uri: 'file:///readme.md', text: '#', annotations: { priority: 1 } }],
      }),
      findings: [
        {
          path: '/resources/0/examples/current/result/contents/0/annotations',
          requirement: 'req-resource-annotations-not-in-examples',
          message:
            'has field "annotations", which MCP 2025-06-18 does not define for the closed TextResourceContents (10.3)',
        },
      ],
    },
    {
      name: 'an unknown member on a prompt result message: PromptMessage is closed in every version (3.6)',
      text: `mcpdesc: 0.9.0
info: { name: carried, version: 1.0.0 }
protocolVersions: ["2024-11-05", "2026-07-28"]
transports: [{ type: stdio, command: server }]
prompts:
  - name: greet
    examples:
      hello:
        result:
          resultType: complete
          messages:
            - role: user
              name: bob
              content: { type: text, text: Hi }
`,
      findings: [
        {
          path: '/prompts/0/examples/hello/result/messages/0/name',
          line: 13,
          column: 15,
          protocolVersion: '2024-11-05',
          message:
            'PromptMessage "messages/0" in the result of example "hello" of Prompt "greet" has field "name", which MCP 2024-11-05 does not define for the closed PromptMessage (3.6)',
        },
        {
          path: '/prompts/0/examples/hello/result/messages/0/name',
          line: 13,
          column: 15,
          protocolVersion: '2026-07-28',
        },
      ],
      alsoReported: ['mcp.result.additional-properties.preserve'],
    },
    {
      name: 'an unknown Icon member inside a resource_link of a tool result (Icon is closed, MCP 2025-11-25)',
      text: `mcpdesc: 0.9.0
info: { name: carried, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
transports: [{ type: stdio, command: server }]
tools:
  - name: search
    inputSchema: { type: object }
    examples:
      run:
        input: {}
        result:
          content:
            - type: resource_link
              uri: file:///a.png
              name: a
              icons:
                - src: https://example.com/a.png
                  alt: A picture
`,
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0/icons/0/alt',
          line: 18,
          column: 19,
          protocolVersion: '2025-11-25',
          message:
            'Icon "content/0/icons/0" in the result of example "run" of Tool "search" has field "alt", which MCP 2025-11-25 does not define for the closed Icon (3.6)',
        },
      ],
    },
    {
      name: 'an undefined field on embedded Resource Contents, for each version',
      document: tool(['2025-06-18', '2025-11-25'], {
        content: [{ type: 'resource', resource: { uri: 'file:///a', blob: 'aGk=', size: 2 } }],
      }),
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0/resource/size',
          requirement: 'req-carried-closed-reject',
          protocolVersion: '2025-06-18',
        },
        {
          path: '/tools/0/examples/run/result/content/0/resource/size',
          requirement: 'req-carried-closed-reject',
          protocolVersion: '2025-11-25',
        },
      ],
    },
  ],
});
