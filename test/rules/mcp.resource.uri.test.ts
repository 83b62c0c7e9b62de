// 10.1.1: a Resource uri is a URI.
import { testRule } from './rule-tester.ts';
import { withRoot } from './structural-docs.ts';

testRule('mcp.resource.uri', {
  valid: [{ name: 'an absolute URI', document: withRoot({ resources: [{ uri: 'file:///a.txt', name: 'a' }] }) }],
  invalid: [
    {
      name: 'a relative reference',
      text: `mcpdesc: "0.9.0"
info: { name: demo, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
resources:
  - uri: "not a uri"
    name: a
`,
      findings: [{ path: '/resources/0/uri', requirement: 'req-resource-uri-syntax', line: 5, column: 10 }],
    },
  ],
});
