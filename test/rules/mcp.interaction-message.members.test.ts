// 3.6 req-carried-defined-fields, req-carried-nested-closed; 9.4: interaction step requests and responses are the MCP
// values of every applicable version, all the way down (sampling messages, roots).
import { testRule } from './rule-tester.ts';
import { interaction, roots, sampling } from './carried-docs.ts';

const consistency = ['mcpdesc.tool.interaction.client-requirements-consistency'];
const step = '/tools/0/interactionExamples/flow/steps/0';
const samplingWith = (message: Record<string, unknown>) => ({
  ...sampling({}),
  request: { messages: [{ role: 'user', content: { type: 'text', text: 'Hi' }, ...message }], maxTokens: 10 },
});

testRule('mcp.interaction-message.members', {
  valid: [
    {
      name: 'a sampling step with defined fields',
      document: interaction(['2025-06-18', '2026-07-28'], sampling({ stopReason: 'endTurn' })),
    },
    {
      name: 'a roots response with file roots',
      document: interaction(['2025-06-18'], roots({ roots: [{ uri: 'file:///work', name: 'work' }] })),
    },
    {
      name: 'sampling message _meta where SamplingMessage defines it (MCP 2025-11-25)',
      document: interaction(['2025-11-25'], samplingWith({ _meta: { note: 'x' } })),
    },
  ],
  invalid: [
    {
      name: 'an unknown member on a sampling message, in every version',
      document: interaction(['2025-06-18', '2026-07-28'], samplingWith({ extra: 1 })),
      findings: [
        {
          path: `${step}/request/messages/0/extra`,
          requirement: 'req-interaction-protocol-version-valid',
          protocolVersion: '2025-06-18',
          message: 'Sampling message "messages/0" of the request of step 0',
        },
        {
          path: `${step}/request/messages/0/extra`,
          requirement: 'req-interaction-protocol-version-valid',
          protocolVersion: '2026-07-28',
        },
      ],
      alsoReported: consistency,
    },
    {
      name: "sampling message _meta where that version's SamplingMessage is closed without it (MCP 2025-06-18)",
      document: interaction(['2025-06-18', '2025-11-25'], samplingWith({ _meta: { note: 'x' } })),
      findings: [
        {
          path: `${step}/request/messages/0/_meta`,
          requirement: 'req-interaction-protocol-version-valid',
          protocolVersion: '2025-06-18',
        },
      ],
      alsoReported: consistency,
    },
    {
      name: 'a roots response without roots',
      text: `mcpdesc: "0.9.0"
info: { name: carried, version: 1.0.0 }
protocolVersions: ["2025-06-18"]
tools:
  - name: ask
    inputSchema: { type: object }
    clientRequirements: { roots: {} }
    interactionExamples:
      flow:
        input: {}
        steps:
          - type: roots
            request: {}
            response: {}
        result: { content: [] }
`,
      findings: [
        {
          path: `${step}/response`,
          requirement: 'req-carried-defined-fields',
          line: 14,
          column: 23,
          protocolVersion: '2025-06-18',
          message: 'The response of step 0 of interaction example "flow" of Tool "ask" lacks field "roots"',
        },
      ],
    },
    {
      name: 'roots that is not an array',
      document: interaction(['2025-11-25'], roots({ roots: { uri: 'file:///a' } })),
      findings: [
        {
          path: `${step}/response/roots`,
          requirement: 'req-carried-defined-fields',
          protocolVersion: '2025-11-25',
          message: 'expected array',
        },
      ],
      alsoReported: consistency,
    },
    {
      name: 'a Root without uri, and an unknown Root member',
      document: interaction(['2025-11-25'], roots({ roots: [{ name: 'nameless' }, { uri: 'file:///a', label: 'A' }] })),
      findings: [
        {
          path: `${step}/response/roots/0`,
          requirement: 'req-carried-defined-fields',
          protocolVersion: '2025-11-25',
          message: 'lacks field "roots/0/uri"',
        },
        {
          path: `${step}/response/roots/1/label`,
          requirement: 'req-interaction-protocol-version-valid',
          protocolVersion: '2025-11-25',
          message: 'Root "roots/1"',
        },
      ],
      alsoReported: consistency,
    },
  ],
});
