// 3.6 req-carried-nested-closed: the completion object of a completion result is closed.
import { testRule } from './rule-tester.ts';
import { withRoot } from './structural-docs.ts';

const prompt = (completion: Record<string, unknown>) =>
  withRoot({
    capabilities: [{ completions: {}, prompts: {} }],
    prompts: [
      {
        name: 'p',
        arguments: [{ name: 'city' }],
        completionExamples: { one: { argument: { name: 'city', value: 'Par' }, result: { completion } } },
      },
    ],
  });

testRule('mcp.completion.result-closed', {
  valid: [{ name: 'values, total and hasMore', document: prompt({ values: ['Paris'], total: 1, hasMore: false }) }],
  invalid: [
    {
      name: 'an unknown member and an x-* member',
      text: `mcpdesc: "0.9.0"
info: { name: demo, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
capabilities: [{ completions: {}, prompts: {} }]
prompts:
  - name: p
    arguments: [{ name: city }]
    completionExamples:
      one:
        argument: { name: city, value: Par }
        result:
          completion: { values: [Paris], extra: 1, x-a: 2 }
`,
      findings: [
        {
          path: '/prompts/0/completionExamples/one/result/completion/extra',
          requirement: 'req-carried-nested-closed',
          line: 12,
          column: 42,
        },
        {
          path: '/prompts/0/completionExamples/one/result/completion/x-a',
          requirement: 'req-carried-nested-closed',
          line: 12,
          column: 52,
        },
      ],
    },
  ],
});
