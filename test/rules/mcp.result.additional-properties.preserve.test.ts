import { testRule } from './rule-tester.ts';
import { interaction, resource, sampling, text, tool } from './carried-docs.ts';

testRule('mcp.result.additional-properties.preserve', {
  valid: [
    {
      name: 'only defined fields',
      document: tool(['2025-06-18'], { content: text, structuredContent: { n: 3 }, isError: false }),
    },
    {
      name: 'resultType where MCP 2026-07-28 defines it',
      document: tool(['2026-07-28'], { resultType: 'complete', content: text }),
    },
    {
      name: 'sampling response with its defined fields',
      document: interaction(['2025-06-18'], sampling({ stopReason: 'endTurn' })),
    },
  ],
  invalid: [
    {
      name: 'structuredContent before MCP 2025-06-18 is accepted with a warning (3.6)',
      document: tool(['2025-03-26', '2025-06-18'], { content: text, structuredContent: { n: 3 } }),
      findings: [
        {
          path: '/tools/0/examples/run/result/structuredContent',
          requirement: 'req-carried-open-preserve',
          protocolVersion: '2025-03-26',
          message:
            'result-field-not-defined-by-version: field "structuredContent" of the result of example "run" of Tool "search" is not defined by MCP 2025-03-26 (CallToolResult)',
        },
      ],
    },
    {
      name: 'one map across MCP 2025-11-25 and 2026-07-28: the CacheableResult fields warn for the earlier version (10.4.4)',
      document: resource(['2025-11-25', '2026-07-28'], {
        resultType: 'complete',
        ttlMs: 0,
        cacheScope: 'private',
        contents: [{ uri: 'file:///readme.md', text: '#' }],
      }),
      findings: [
        {
          path: '/resources/0/examples/current/result/resultType',
          requirement: 'req-carried-open-preserve',
          protocolVersion: '2025-11-25',
        },
        {
          path: '/resources/0/examples/current/result/ttlMs',
          requirement: 'req-carried-open-preserve',
          protocolVersion: '2025-11-25',
        },
        {
          path: '/resources/0/examples/current/result/cacheScope',
          requirement: 'req-carried-open-preserve',
          protocolVersion: '2025-11-25',
        },
      ],
    },
    {
      name: 'an extension-like field on an open result, per version',
      document: tool(['2025-06-18', '2025-11-25'], { content: text, 'x-trace': 'abc' }),
      findings: [
        {
          path: '/tools/0/examples/run/result/x-trace',
          requirement: 'req-carried-open-preserve',
          protocolVersion: '2025-06-18',
        },
        {
          path: '/tools/0/examples/run/result/x-trace',
          requirement: 'req-carried-open-preserve',
          protocolVersion: '2025-11-25',
        },
      ],
    },
    {
      name: 'a sampling response field MCP 2025-06-18 does not define: the response is open before 2026-07-28',
      document: interaction(['2025-06-18'], sampling({ usage: { tokens: 3 } })),
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/steps/0/response/usage',
          requirement: 'req-carried-open-preserve',
          message: 'field "usage" of the response of step 0 of interaction example "flow" of Tool "ask"',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
  ],
});
