import { testRule } from './rule-tester.ts';
import { interaction, roots, sampling } from './carried-docs.ts';

testRule('mcp.input-response.closed', {
  valid: [
    {
      name: 'sampling response with defined fields in MCP 2026-07-28',
      document: interaction(['2026-07-28'], sampling({ stopReason: 'endTurn' })),
    },
    {
      name: 'an undefined field before MCP 2026-07-28 is a warning, not this error (3.6)',
      document: interaction(['2025-11-25'], roots({ roots: [], cursor: 'x' })),
    },
  ],
  invalid: [
    {
      name: 'an undefined sampling response field in MCP 2026-07-28 (3.6, 9.4)',
      document: interaction(['2025-11-25', '2026-07-28'], sampling({ usage: { tokens: 3 } })),
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/steps/0/response/usage',
          requirement: 'req-carried-closed-reject',
          protocolVersion: '2026-07-28',
          message:
            'Field "usage" of the response of step 0 of interaction example "flow" of Tool "ask" is not defined by MCP 2026-07-28, where CreateMessageResult is a closed input response (3.6)',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'an undefined roots response field in MCP 2026-07-28',
      document: interaction(['2026-07-28'], roots({ roots: [], nextCursor: 'x' })),
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/steps/0/response/nextCursor',
          requirement: 'req-carried-closed-reject',
          protocolVersion: '2026-07-28',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
  ],
});
