// 3.6, 9.3, 10.4.4, 11.3: example results have the fields of their result type.
import { testRule } from './rule-tester.ts';
import { tool, withRoot } from './structural-docs.ts';

testRule('mcp.example-result.members', {
  valid: [
    {
      name: 'a tool result with content',
      document: withRoot({
        tools: [tool({ examples: { run: { input: {}, result: { content: [{ type: 'text', text: 'ok' }] } } } })],
      }),
    },
  ],
  invalid: [
    {
      name: 'a tool result without content',
      document: withRoot({ tools: [tool({ examples: { run: { input: {}, result: {} } } })] }),
      findings: [
        { path: '/tools/0/examples/run/result', requirement: 'req-tool-example-result-shape', message: '"content"' },
      ],
    },
    {
      name: 'a read result with empty contents',
      document: withRoot({
        resources: [{ uri: 'file:///a', name: 'a', examples: { now: { result: { contents: [] } } } }],
      }),
      findings: [{ path: '/resources/0/examples/now/result/contents', requirement: 'req-resource-example-contents' }],
    },
  ],
});
