// 9.3, 10.4, 11.3, 11.4: example objects and the example maps themselves — names and non-emptiness of Tool, Resource,
// Resource Template and Prompt `examples` and of `completionExamples` (req-tool-examples-map, req-prompt-completion-examples-map…).
import { testRule } from './rule-tester.ts';

const base = { mcpdesc: '0.9.0', info: { name: 'examples', version: '1.0.0' }, protocolVersions: ['2025-11-25'] };
const toolResult = { content: [{ type: 'text', text: 'ok' }] };

testRule('mcpdesc.example.members', {
  valid: [
    {
      name: 'named Tool examples',
      document: {
        ...base,
        tools: [
          {
            name: 't',
            inputSchema: { type: 'object' },
            examples: { 'basic.v1_x-2': { input: {}, result: toolResult } },
          },
        ],
      },
    },
    {
      name: 'a named Prompt example',
      document: { ...base, prompts: [{ name: 'p', examples: { hello: { result: { messages: [] } } } }] },
    },
  ],
  invalid: [
    {
      name: 'an empty Tool examples map (req-tool-examples-map)',
      text: `mcpdesc: "0.9.0"
info: { name: examples, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
tools:
  - name: t
    inputSchema: { type: object }
    examples: {}
`,
      findings: [
        {
          path: '/tools/0/examples',
          requirement: 'req-tool-examples-map',
          line: 7,
          column: 15,
          message: 'is empty: give it at least one entry, or remove',
        },
      ],
    },
    {
      name: 'an example name outside the grammar, on a Resource and a Resource Template',
      document: {
        ...base,
        resources: [
          {
            uri: 'file:///a',
            name: 'a',
            examples: { 'not ok': { result: { contents: [{ uri: 'file:///a', text: 'a' }] } } },
          },
        ],
        resourceTemplates: [
          {
            uriTemplate: 'file:///t/{id}',
            name: 't',
            examples: { 'a/b': { uri: 'file:///t/1', result: { contents: [{ uri: 'file:///t/1', text: 'a' }] } } },
          },
        ],
      },
      findings: [
        {
          path: '/resources/0/examples/not ok',
          requirement: 'req-resource-examples-map',
          message: 'Invalid name "not ok"',
        },
        { path: '/resourceTemplates/0/examples/a~1b', requirement: 'req-resource-examples-map' },
      ],
    },
    {
      name: 'an empty Prompt completionExamples map (req-prompt-completion-examples-map)',
      document: { ...base, prompts: [{ name: 'p', arguments: [{ name: 'x' }], completionExamples: {} }] },
      findings: [{ path: '/prompts/0/completionExamples', requirement: 'req-prompt-completion-examples-map' }],
    },
    {
      name: 'an unknown member of a Tool example',
      document: {
        ...base,
        tools: [
          {
            name: 't',
            inputSchema: { type: 'object' },
            examples: { one: { input: {}, result: toolResult, note: 'x' } },
          },
        ],
      },
      findings: [{ path: '/tools/0/examples/one/note', requirement: 'req-tool-example-closed' }],
    },
  ],
});
