import { testRule } from './rule-tester.ts';
import { interaction, roots, sampling, tool } from './carried-docs.ts';

const meta = { 'example.com/trace': 'abc' };

testRule('mcp.root.meta.protocol-version', {
  valid: [
    {
      name: 'content block _meta from MCP 2025-06-18',
      document: tool(['2025-06-18'], { content: [{ type: 'text', text: 'x', _meta: meta }] }),
    },
    {
      name: 'root _meta from MCP 2025-06-18',
      document: interaction(['2025-06-18'], roots({ roots: [{ uri: 'file:///work', _meta: meta }] })),
    },
    {
      name: 'sampling response _meta in MCP 2026-07-28',
      document: interaction(['2026-07-28'], sampling({ _meta: meta })),
    },
  ],
  invalid: [
    {
      name: 'content block _meta for MCP 2025-03-26 (3.5)',
      document: tool(['2025-03-26'], { content: [{ type: 'text', text: 'x', _meta: meta }] }),
      findings: [
        {
          path: '/tools/0/examples/run/result/content/0/_meta',
          requirement: 'req-meta-protocol-version-availability',
          protocolVersion: '2025-03-26',
          message:
            '_meta on TextContent "content/0" of the result of example "run" of Tool "search" is not defined by MCP 2025-03-26 for TextContent (3.5)',
        },
      ],
    },
    {
      name: 'root _meta for MCP 2025-03-26 (9.4)',
      document: interaction(['2025-03-26', '2025-06-18'], roots({ roots: [{ uri: 'file:///work', _meta: meta }] })),
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/steps/0/response/roots/0/_meta',
          requirement: 'req-meta-protocol-version-availability',
          protocolVersion: '2025-03-26',
          message: 'for Root (3.5)',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
    {
      name: 'roots response _meta in MCP 2026-07-28, where only the sampling response defines it (3.6)',
      document: interaction(['2026-07-28'], roots({ roots: [], _meta: meta })),
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/steps/0/response/_meta',
          requirement: 'req-meta-protocol-version-availability',
          protocolVersion: '2026-07-28',
          message:
            '_meta on the response of step 0 of interaction example "flow" of Tool "ask" is not defined by MCP 2026-07-28 for ListRootsResult (3.5)',
        },
      ],
      alsoReported: ['mcpdesc.tool.interaction.client-requirements-consistency'],
    },
  ],
});
