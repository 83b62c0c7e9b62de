// 10.4.4, 3.6: ttlMs of a completed result is a non-negative integer (req-mcp-integer-numbers).
import { testRule } from './rule-tester.ts';
import { withRoot } from './structural-docs.ts';

const resource = (result: Record<string, unknown>) =>
  withRoot({
    resources: [
      {
        uri: 'file:///a',
        name: 'a',
        examples: { now: { result: { contents: [{ uri: 'file:///a', text: 'a' }], ...result } } },
      },
    ],
  });

testRule('mcp.cacheable-result.ttl-ms', {
  valid: [{ name: 'an integer ttlMs', document: resource({ ttlMs: 60000 }) }],
  invalid: [
    {
      name: 'a fractional ttlMs',
      document: resource({ ttlMs: 1.5 }),
      findings: [{ path: '/resources/0/examples/now/result/ttlMs', requirement: 'req-mcp-integer-numbers' }],
    },
    {
      name: 'a negative ttlMs',
      document: resource({ ttlMs: -1 }),
      findings: [{ path: '/resources/0/examples/now/result/ttlMs', requirement: 'req-resource-example-result-shape' }],
    },
  ],
});
