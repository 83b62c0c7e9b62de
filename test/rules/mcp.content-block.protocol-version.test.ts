import { testRule } from './rule-tester.ts';
import { prompt, tool } from './carried-docs.ts';

const link = { type: 'resource_link', uri: 'file:///a.md', name: 'a' };

testRule('mcp.content-block.protocol-version', {
  valid: [
    {
      name: 'resource_link where every version supports it',
      document: tool(['2025-06-18', '2025-11-25'], { content: [link] }),
    },
    {
      name: 'audio content from MCP 2025-03-26',
      document: tool(['2025-03-26'], { content: [{ type: 'audio', data: 'aGk=', mimeType: 'audio/wav' }] }),
    },
    {
      name: 'prompt message with embedded resource',
      document: prompt(['2024-11-05'], {
        messages: [{ role: 'user', content: { type: 'resource', resource: { uri: 'file:///a', text: 'a' } } }],
      }),
    },
  ],
  invalid: [
    {
      name: 'resource_link for MCP 2025-03-26 (9.3)',
      document: tool(['2025-03-26', '2025-06-18'], { content: [{ type: 'text', text: 'x' }, link] }),
      findings: [
        {
          path: '/tools/0/examples/run/result/content/1',
          requirement: 'req-tool-example-content-protocol-version',
          protocolVersion: '2025-03-26',
          message:
            'Content block "content/1" of the result of example "run" of Tool "search" has type "resource_link", which MCP 2025-03-26 does not support there (9.3)',
        },
      ],
    },
    {
      name: 'audio in a prompt message for MCP 2024-11-05 (11.3)',
      document: prompt(['2024-11-05'], {
        messages: [{ role: 'user', content: { type: 'audio', data: 'aGk=', mimeType: 'audio/wav' } }],
      }),
      findings: [
        {
          path: '/prompts/0/examples/hello/result/messages/0/content',
          requirement: 'req-prompt-example-content-protocol-version',
          protocolVersion: '2024-11-05',
          message: '(11.3)',
        },
      ],
    },
    {
      name: 'a sampling-only block type in a Tool result (9.3)',
      document: tool(['2025-11-25'], { content: [{ type: 'tool_use', id: 'c1', name: 'lookup', input: {} }] }),
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0',
          requirement: 'req-tool-example-content-protocol-version',
          protocolVersion: '2025-11-25',
          message: 'type "tool_use"',
        },
      ],
    },
  ],
});
