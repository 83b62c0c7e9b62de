// 9.4: Tool Interaction Example and step fields; the interactionExamples map's names (req-interaction-examples-map).
import { testRule } from './rule-tester.ts';

const base = { mcpdesc: '0.9.0', info: { name: 'interactions', version: '1.0.0' }, protocolVersions: ['2025-11-25'] };
const tool = (interactionExamples: unknown) => ({
  ...base,
  tools: [{ name: 'ask', inputSchema: { type: 'object' }, clientRequirements: { roots: {} }, interactionExamples }],
});
const flow = {
  input: {},
  steps: [{ type: 'roots', request: {}, response: { roots: [{ uri: 'file:///w' }] } }],
  result: { content: [] },
};

testRule('mcpdesc.tool.interaction.members', {
  valid: [{ name: 'a named interaction example', document: tool({ 'flow-1': flow }) }],
  invalid: [
    {
      name: 'an interaction example name outside the grammar (req-interaction-examples-map)',
      text: `mcpdesc: "0.9.0"
info: { name: interactions, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
tools:
  - name: ask
    inputSchema: { type: object }
    clientRequirements: { roots: {} }
    interactionExamples:
      "two words":
        input: {}
        steps: [{ type: roots, request: {}, response: { roots: [] } }]
        result: { content: [] }
`,
      findings: [
        {
          path: '/tools/0/interactionExamples/two words',
          requirement: 'req-interaction-examples-map',
          line: 9,
          column: 7,
          message: 'Invalid name "two words"',
        },
      ],
    },
    {
      name: 'an empty interactionExamples map',
      document: tool({}),
      findings: [{ path: '/tools/0/interactionExamples', requirement: 'req-interaction-examples-map' }],
    },
    {
      name: 'an interaction example without steps',
      document: tool({ flow: { input: {}, result: { content: [] } } }),
      findings: [
        {
          path: '/tools/0/interactionExamples/flow',
          requirement: 'req-interaction-example-fields',
          message: '"steps"',
        },
      ],
    },
  ],
});
