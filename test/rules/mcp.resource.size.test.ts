// 10.1.1 req-resource-size-integer, 3.6 req-mcp-integer-numbers: size is an integer on Resource declarations and on
// carried resource_link content blocks.
import { testRule } from './rule-tester.ts';
import { doc, tool } from './carried-docs.ts';

const link = (size: unknown) => ({ type: 'resource_link', uri: 'file:///a.txt', name: 'a', size });

testRule('mcp.resource.size', {
  valid: [
    {
      name: 'integer sizes',
      document: doc(['2025-06-18'], { resources: [{ uri: 'file:///a', name: 'a', size: 1024 }] }),
    },
    {
      name: 'an integer size on a resource_link block',
      document: tool(['2025-06-18', '2026-07-28'], { resultType: 'complete', content: [link(12)] }),
    },
  ],
  invalid: [
    {
      name: 'a fractional Resource size',
      document: doc(['2025-06-18'], { resources: [{ uri: 'file:///a', name: 'a', size: 1.5 }] }),
      findings: [{ path: '/resources/0/size', requirement: 'req-resource-size-integer' }],
    },
    {
      name: 'a fractional size on a resource_link block of a tool result, once for every version',
      text: `mcpdesc: "0.9.0"
info: { name: carried, version: 1.0.0 }
protocolVersions: ["2025-06-18", "2025-11-25"]
tools:
  - name: search
    inputSchema: { type: object }
    examples:
      run:
        input: {}
        result:
          content:
            - { type: resource_link, uri: "file:///a.txt", name: a, size: 2.5 }
`,
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0/size',
          requirement: 'req-resource-size-integer',
          line: 12,
          column: 75,
          message: 'resource_link content block "content/0"',
        },
      ],
    },
    {
      name: 'a string size on a resource_link in a prompt message is also not an integer',
      document: doc(['2025-11-25'], {
        prompts: [{ name: 'p', examples: { e: { result: { messages: [{ role: 'user', content: link('12') }] } } } }],
      }),
      findings: [
        { path: '/prompts/0/examples/e/result/messages/0/content/size', requirement: 'req-resource-size-integer' },
      ],
    },
  ],
});
