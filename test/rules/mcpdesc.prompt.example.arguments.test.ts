import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'prompts', version: '1.0.0' },
  protocolVersions: ['2025-06-18'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const messages = [{ role: 'user', content: { type: 'text', text: 'Summarize.' } }];
const prompt = (example: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...base,
  prompts: [
    {
      name: 'city_briefing',
      arguments: [{ name: 'city', required: true }, { name: 'audience' }],
      examples: { briefing: { ...example, result: { messages } } },
      ...extra,
    },
  ],
});

testRule('mcpdesc.prompt.example.arguments', {
  valid: [
    { name: 'required argument given, optional omitted', document: prompt({ arguments: { city: 'Paris' } }) },
    { name: 'every declared argument given', document: prompt({ arguments: { city: 'Paris', audience: 'ops' } }) },
    {
      name: 'no declared arguments: omitted or {} (11.3)',
      document: {
        ...base,
        prompts: [
          { name: 'hello', examples: { a: { result: { messages } }, b: { arguments: {}, result: { messages } } } },
        ],
      },
    },
    {
      name: 'a component example that fits its use site',
      document: {
        ...prompt({}),
        prompts: [
          {
            name: 'city_briefing',
            arguments: [{ name: 'city', required: true }],
            examples: { shared: { $componentRef: '#/components/promptExamples/paris' } },
          },
        ],
        components: { promptExamples: { paris: { arguments: { city: 'Paris' }, result: { messages } } } },
      },
    },
  ],
  invalid: [
    {
      name: 'undeclared argument and a missing required one',
      document: prompt({ arguments: { audience: 'engineering', rogue: 'oops' } }),
      findings: [
        {
          path: '/prompts/0/examples/briefing/arguments',
          requirement: 'req-prompt-example-arguments',
          message: 'Required argument "city" of Prompt "city_briefing" is missing',
        },
        {
          path: '/prompts/0/examples/briefing/arguments/rogue',
          requirement: 'req-prompt-example-arguments',
          message: 'Argument "rogue" of example "briefing" is not declared by Prompt "city_briefing" (11.3)',
        },
      ],
    },
    {
      name: 'arguments omitted although one is required',
      document: prompt({}),
      findings: [
        {
          path: '/prompts/0/examples/briefing',
          requirement: 'req-prompt-example-arguments',
          message: 'Required argument "city"',
        },
      ],
    },
    {
      name: 'a Prompt that declares no arguments',
      document: {
        ...base,
        prompts: [{ name: 'hello', examples: { a: { arguments: { who: 'me' }, result: { messages } } } }],
      },
      findings: [
        {
          path: '/prompts/0/examples/a/arguments/who',
          requirement: 'req-prompt-example-arguments',
          message: 'not declared by Prompt "hello"',
        },
      ],
    },
    {
      name: 'the member name is located (key range)',
      text: `{
  "mcpdesc": "0.9.0",
  "info": { "name": "p", "version": "1" },
  "protocolVersions": ["2025-06-18"],
  "transports": [{ "type": "stdio", "command": "s" }],
  "prompts": [{
    "name": "p",
    "arguments": [{ "name": "city" }],
    "examples": { "e": { "arguments": { "town": "Paris" }, "result": { "messages": [] } } }
  }]
}`,
      findings: [
        {
          path: '/prompts/0/examples/e/arguments/town',
          requirement: 'req-prompt-example-arguments',
          line: 9,
          column: 41,
        },
      ],
    },
    {
      name: 'a component example is checked at each use site and reported at the reference',
      document: {
        ...base,
        prompts: [
          {
            name: 'city',
            arguments: [{ name: 'city', required: true }],
            examples: { shared: { $componentRef: '#/components/promptExamples/paris' } },
          },
          {
            name: 'town',
            arguments: [{ name: 'town', required: true }],
            examples: { shared: { $componentRef: '#/components/promptExamples/paris' } },
          },
        ],
        components: { promptExamples: { paris: { arguments: { city: 'Paris' }, result: { messages } } } },
      },
      findings: [
        {
          path: '/prompts/1/examples/shared',
          requirement: 'req-prompt-example-arguments',
          message: 'Argument "city" of example "shared" is not declared by Prompt "town"',
          related: [{ relation: 'component-definition', path: '/components/promptExamples/paris/arguments/city' }],
        },
        {
          path: '/prompts/1/examples/shared',
          requirement: 'req-prompt-example-arguments',
          message: 'Required argument "town"',
        },
      ],
    },
  ],
});
