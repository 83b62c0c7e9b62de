import { testRule } from './rule-tester.ts';
import { interaction, sampling } from './carried-docs.ts';

const at = '/tools/0/interactionExamples/flow/steps/0';
const tools = [{ name: 'lookup', inputSchema: { type: 'object' } }];
const withRequest = (request: Record<string, unknown>, response: Record<string, unknown> = {}) => ({ ...sampling(response), request });
const messages = [{ role: 'user', content: { type: 'text', text: 'Summarize' } }];

testRule('mcp.sampling.tools.protocol-version', {
  valid: [
    { name: 'createMessage parameters of MCP 2024-11-05', document: interaction(['2024-11-05', '2025-06-18'], withRequest({ messages, maxTokens: 100, systemPrompt: 'Be brief', temperature: 0.2, includeContext: 'none' })) },
    { name: 'Tool-related fields from MCP 2025-11-25', document: interaction(['2025-11-25', '2026-07-28'], withRequest({ messages, maxTokens: 100, tools, toolChoice: { mode: 'auto' } })) },
    {
      name: 'a tool_use response from MCP 2025-11-25',
      document: interaction(['2025-11-25'], withRequest({ messages, maxTokens: 100, tools }, { content: { type: 'tool_use', id: 'c1', name: 'lookup', input: {} }, stopReason: 'toolUse' })),
    },
  ],
  invalid: [
    {
      name: 'tools before MCP 2025-11-25 (9.4)',
      document: interaction(['2025-06-18', '2025-11-25'], withRequest({ messages, maxTokens: 100, tools })),
      findings: [
        {
          path: `${at}/request/tools`, requirement: 'req-interaction-sampling-protocol-version',
          protocolVersion: '2025-06-18',
          message: 'Field "tools" of the sampling request of step 0 of interaction example "flow" of Tool "ask" is not a sampling/createMessage parameter of MCP 2025-06-18 (9.4)',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'maxTokens is required and an integer',
      document: interaction(['2025-06-18'], withRequest({ messages })),
      findings: [{ path: `${at}/request`, requirement: 'req-interaction-sampling-protocol-version', message: 'The sampling request of step 0 of interaction example "flow" of Tool "ask" lacks field "maxTokens", which MCP 2025-06-18 requires' }],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'a request message content block MCP 2024-11-05 does not support',
      document: interaction(['2024-11-05'], withRequest({ messages: [{ role: 'user', content: { type: 'audio', data: 'aGk=', mimeType: 'audio/wav' } }], maxTokens: 10 })),
      findings: [{ path: `${at}/request/messages/0/content`, requirement: 'req-interaction-sampling-protocol-version', protocolVersion: '2024-11-05', message: 'has type "audio", which MCP 2024-11-05 does not support there (9.4)' }],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'a tool_use response before MCP 2025-11-25, and a response without model',
      document: interaction(['2025-06-18'], { type: 'sampling', request: { messages, maxTokens: 10 }, response: { role: 'assistant', content: { type: 'tool_use', id: 'c1', name: 'lookup', input: {} } } }),
      findings: [
        { path: `${at}/response`, requirement: 'req-interaction-sampling-protocol-version', message: 'lacks field "model"' },
        { path: `${at}/response/content`, requirement: 'req-interaction-sampling-protocol-version', message: 'type "tool_use"' },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
  ],
});
