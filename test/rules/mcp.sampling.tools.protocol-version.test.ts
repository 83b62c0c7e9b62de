import { testRule } from './rule-tester.ts';
import { interaction, sampling } from './carried-docs.ts';

const at = '/tools/0/interactionExamples/flow/steps/0';
const tools = [{ name: 'lookup', inputSchema: { type: 'object' } }];
const withRequest = (request: Record<string, unknown>, response: Record<string, unknown> = {}) => ({
  ...sampling(response),
  request,
});
const messages = [{ role: 'user', content: { type: 'text', text: 'Summarize' } }];

testRule('mcp.sampling.tools.protocol-version', {
  valid: [
    {
      name: 'createMessage parameters of MCP 2024-11-05',
      document: interaction(
        ['2024-11-05', '2025-06-18'],
        withRequest({ messages, maxTokens: 100, systemPrompt: 'Be brief', temperature: 0.2, includeContext: 'none' }),
      ),
    },
    {
      name: 'Tool-related fields from MCP 2025-11-25',
      document: interaction(
        ['2025-11-25', '2026-07-28'],
        withRequest({ messages, maxTokens: 100, tools, toolChoice: { mode: 'auto' } }),
      ),
    },
    {
      name: 'a tool_use response from MCP 2025-11-25',
      document: interaction(
        ['2025-11-25'],
        withRequest(
          { messages, maxTokens: 100, tools },
          { content: { type: 'tool_use', id: 'c1', name: 'lookup', input: {} }, stopReason: 'toolUse' },
        ),
      ),
    },
  ],
  invalid: [
    {
      name: 'unknown members of the closed model preferences, model hint, tool choice and request tool of MCP 2025-11-25 (3.6, 9.4)',
      text: `mcpdesc: 0.9.0
info: { name: carried, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
transports: [{ type: stdio, command: server }]
tools:
  - name: ask
    inputSchema: { type: object }
    interactionExamples:
      flow:
        input: {}
        steps:
          - type: sampling
            request:
              messages: [{ role: user, content: { type: text, text: Summarize } }]
              maxTokens: 100
              modelPreferences:
                model: fast
                hints: [{ name: sonnet, vendor: acme }]
              toolChoice: { mode: auto, name: lookup }
              tools:
                - name: lookup
                  inputSchema: { type: object }
                  surprise: true
            response: { role: assistant, content: { type: text, text: Summary }, model: example-model }
        result:
          content: [{ type: text, text: Done }]
`,
      findings: [
        {
          path: `${at}/request/modelPreferences/model`,
          line: 17,
          column: 17,
          protocolVersion: '2025-11-25',
          message:
            'ModelPreferences "modelPreferences" of the sampling request of step 0 of interaction example "flow" of Tool "ask" has field "model", which MCP 2025-11-25 does not define for the closed ModelPreferences (9.4)',
        },
        {
          path: `${at}/request/modelPreferences/hints/0/vendor`,
          line: 18,
          column: 41,
          protocolVersion: '2025-11-25',
          message: 'closed ModelHint',
        },
        {
          path: `${at}/request/toolChoice/name`,
          line: 19,
          column: 41,
          protocolVersion: '2025-11-25',
          message: 'closed ToolChoice',
        },
        {
          path: `${at}/request/tools/0/surprise`,
          line: 23,
          column: 19,
          protocolVersion: '2025-11-25',
          message:
            'Tool "tools/0" of the sampling request of step 0 of interaction example "flow" of Tool "ask" has field "surprise", which MCP 2025-11-25 does not define for the closed Tool (9.4)',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'tools before MCP 2025-11-25 (9.4)',
      document: interaction(['2025-06-18', '2025-11-25'], withRequest({ messages, maxTokens: 100, tools })),
      findings: [
        {
          path: `${at}/request/tools`,
          requirement: 'req-interaction-sampling-protocol-version',
          protocolVersion: '2025-06-18',
          message:
            'Field "tools" of the sampling request of step 0 of interaction example "flow" of Tool "ask" is not a sampling/createMessage parameter of MCP 2025-06-18 (9.4)',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'maxTokens is required and an integer',
      document: interaction(['2025-06-18'], withRequest({ messages })),
      findings: [
        {
          path: `${at}/request`,
          requirement: 'req-interaction-sampling-protocol-version',
          message:
            'The sampling request of step 0 of interaction example "flow" of Tool "ask" lacks field "maxTokens", which MCP 2025-06-18 requires',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'a request message content block MCP 2024-11-05 does not support',
      document: interaction(
        ['2024-11-05'],
        withRequest({
          messages: [{ role: 'user', content: { type: 'audio', data: 'aGk=', mimeType: 'audio/wav' } }],
          maxTokens: 10,
        }),
      ),
      findings: [
        {
          path: `${at}/request/messages/0/content`,
          requirement: 'req-interaction-sampling-protocol-version',
          protocolVersion: '2024-11-05',
          message: 'has type "audio", which MCP 2024-11-05 does not support there (9.4)',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'a tool_use response before MCP 2025-11-25, and a response without model',
      document: interaction(['2025-06-18'], {
        type: 'sampling',
        request: { messages, maxTokens: 10 },
        response: { role: 'assistant', content: { type: 'tool_use', id: 'c1', name: 'lookup', input: {} } },
      }),
      findings: [
        {
          path: `${at}/response`,
          requirement: 'req-interaction-sampling-protocol-version',
          message: 'lacks field "model"',
        },
        {
          path: `${at}/response/content`,
          requirement: 'req-interaction-sampling-protocol-version',
          message: 'type "tool_use"',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
  ],
});
