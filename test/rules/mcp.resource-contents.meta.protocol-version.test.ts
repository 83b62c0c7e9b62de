import { testRule } from './rule-tester.ts';
import { resource, tool } from './carried-docs.ts';

const entry = { uri: 'file:///readme.md', text: '#', _meta: { 'example.com/etag': 'a1' } };

testRule('mcp.resource-contents.meta.protocol-version', {
  valid: [
    {
      name: 'Resource Contents _meta from MCP 2025-06-18',
      document: resource(['2025-06-18', '2025-11-25'], { contents: [entry] }),
    },
    {
      name: 'result _meta in every version',
      document: resource(['2024-11-05'], { _meta: { note: 'x' }, contents: [{ uri: 'file:///readme.md', text: '#' }] }),
    },
  ],
  invalid: [
    {
      name: 'read-result entry _meta for MCP 2025-03-26 (10.4.4)',
      document: resource(['2025-03-26', '2025-06-18'], { contents: [entry] }),
      findings: [
        {
          path: '/resources/0/examples/current/result/contents/0/_meta',
          requirement: 'req-resource-contents-meta',
          protocolVersion: '2025-03-26',
          message:
            'Resource Contents _meta in the result of example "current" of Resource "readme" is available since MCP 2025-06-18, but the declaration applies to MCP 2025-03-26 (10.4.4)',
        },
      ],
    },
    {
      name: 'embedded Resource Contents _meta for MCP 2024-11-05',
      document: tool(['2024-11-05'], { content: [{ type: 'resource', resource: entry }] }),
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0/resource/_meta',
          requirement: 'req-resource-contents-meta',
          protocolVersion: '2024-11-05',
        },
      ],
    },
  ],
});
