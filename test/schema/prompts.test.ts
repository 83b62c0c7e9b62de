// Prompt Objects (11.1), Prompt Argument Objects (11.2), named Prompt Examples (11.3) and Prompt completion
// examples (11.4).
import { describe, expect, it } from 'vitest';
import { checkCase, documentWith, formats, type StructuralCase, checkClosed, type ClosedCase } from './helpers.ts';

const primitiveMembers = [
  'protocolVersions',
  'name',
  'title',
  'description',
  'icons',
  'tags',
  'elicitations',
  'deprecated',
  '_meta',
  'security',
  'clientRequirements',
];
const promptMembers = [...primitiveMembers, 'arguments', 'examples', 'completionExamples'];
const namePattern = '^[A-Za-z0-9._-]+$';

const rule = {
  prompt: 'mcpdesc.prompt.members',
  example: 'mcpdesc.example.members',
  result: 'mcp.example-result.members',
};

const promptResult = (extra: Record<string, unknown> = {}) => ({
  description: 'Engineering briefing for Paris',
  messages: [
    { role: 'user', content: { type: 'text', text: 'Summarize current engineering considerations for Paris.' } },
  ],
  ...extra,
});
const prompt = (extra: Record<string, unknown> = {}) => ({
  name: 'city_briefing',
  arguments: [{ name: 'city', required: true }, { name: 'audience' }],
  ...extra,
});
const withPrompt = (extra: Record<string, unknown>) => documentWith({ prompts: [prompt(extra)] });
const completion = (extra: Record<string, unknown> = {}) => ({
  argument: { name: 'city', value: 'Par' },
  result: { completion: { values: ['Paris', 'Parma'], hasMore: false } },
  ...extra,
});

const closedCases: ClosedCase[] = [
  {
    name: 'Prompt with every member (11.1, 11.5)',
    document: documentWith({
      protocolVersions: ['2025-11-25', '2026-07-28'],
      components: { promptExamples: { Greeting: { result: promptResult() } } },
      prompts: [
        prompt({
          protocolVersions: ['2026-07-28'],
          title: 'City Briefing',
          description: 'Generate a role-specific city briefing',
          examples: {
            'paris-engineering': {
              arguments: { city: 'Paris', audience: 'engineering' },
              result: promptResult({ resultType: 'complete' }),
            },
            'no-arguments': { arguments: {}, result: promptResult() },
            reused: { $componentRef: '#/components/promptExamples/Greeting' },
          },
          completionExamples: { city: completion({ context: { arguments: { audience: 'engineering' } } }) },
          icons: [{ src: 'https://cities.example.com/icon.png' }],
          tags: ['briefing'],
          elicitations: [
            {
              name: 'pick_role',
              mode: 'form',
              message: 'Which role?',
              requestedSchema: { type: 'object', properties: {} },
            },
          ],
          deprecated: false,
          _meta: { 'com.example/k': 'v' },
          security: [{}],
          clientRequirements: { elicitation: {} },
        }),
      ],
    }),
    object: '/prompts/0',
    rule: rule.prompt,
    allowedMembers: promptMembers,
    extensible: true,
  },
  {
    name: 'Prompt Argument Object (11.2)',
    document: withPrompt({
      arguments: [{ name: 'city', title: 'City', description: 'City to brief on', required: true }],
    }),
    object: '/prompts/0/arguments/0',
    rule: rule.prompt,
    allowedMembers: ['name', 'title', 'description', 'required'],
    extensible: true,
  },
  {
    name: 'Prompt Example Object (11.3)',
    document: withPrompt({ examples: { paris: { arguments: { city: 'Paris' }, result: promptResult() } } }),
    object: '/prompts/0/examples/paris',
    rule: rule.example,
    allowedMembers: ['arguments', 'result'],
    extensible: true,
  },
  {
    name: 'Prompt completion example (11.4)',
    document: withPrompt({ completionExamples: { city: completion() } }),
    object: '/prompts/0/completionExamples/city',
    rule: rule.example,
    allowedMembers: ['argument', 'context', 'result'],
    extensible: true,
  },
];

const cases: StructuralCase[] = [
  // 11.1
  {
    name: 'a Prompt needs only a name (11.1)',
    document: documentWith({ prompts: [{ name: 'greeting' }, { description: 'Nameless' }] }),
    expected: [
      {
        rule: rule.prompt,
        path: '/prompts/1',
        detail: { kind: 'missing-member', member: 'name' },
        message: 'Prompt Object at prompts[1] is missing required member "name"',
      },
    ],
  },
  {
    name: 'Prompt members of Tools and Resources do not belong here (11.1)',
    document: withPrompt({ inputSchema: { type: 'object' }, uri: 'prompt://x' }),
    expected: [
      {
        rule: rule.prompt,
        path: '/prompts/0/inputSchema',
        detail: { kind: 'unexpected-member', member: 'inputSchema', allowedMembers: promptMembers },
      },
      {
        rule: rule.prompt,
        path: '/prompts/0/uri',
        detail: { kind: 'unexpected-member', member: 'uri', allowedMembers: promptMembers },
      },
    ],
  },
  {
    name: 'empty ordinary collections on a Prompt (3.3)',
    document: withPrompt({
      arguments: [],
      icons: [],
      tags: [],
      elicitations: [],
      examples: {},
      completionExamples: {},
    }),
    expected: [
      {
        rule: rule.prompt,
        path: '/prompts/0/arguments',
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
      { rule: rule.prompt, path: '/prompts/0/icons', detail: { kind: 'constraint', keyword: 'minItems', limit: 1 } },
      { rule: rule.prompt, path: '/prompts/0/tags', detail: { kind: 'constraint', keyword: 'minItems', limit: 1 } },
      {
        rule: rule.prompt,
        path: '/prompts/0/elicitations',
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
      {
        rule: rule.example,
        path: '/prompts/0/examples',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
      {
        rule: rule.example,
        path: '/prompts/0/completionExamples',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
    ],
  },

  // 11.2
  {
    name: 'Prompt Argument without name and with a non-boolean required (11.2)',
    document: withPrompt({ arguments: [{ description: 'City', required: 'yes' }, 'audience'] }),
    expected: [
      {
        rule: rule.prompt,
        path: '/prompts/0/arguments/0',
        detail: { kind: 'missing-member', member: 'name' },
        message: 'Prompt Argument Object at prompts[0].arguments[0]',
      },
      {
        rule: rule.prompt,
        path: '/prompts/0/arguments/0/required',
        detail: { kind: 'type-mismatch', expectedTypes: ['boolean'] },
      },
      {
        rule: rule.prompt,
        path: '/prompts/0/arguments/1',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },

  // 11.3
  {
    name: 'example names follow ^[A-Za-z0-9._-]+$ (11.3)',
    document: withPrompt({ examples: { 'paris!': { result: promptResult() } } }),
    expected: [
      {
        rule: rule.example,
        path: '/prompts/0/examples/paris!',
        detail: { kind: 'constraint', keyword: 'propertyNames', member: 'paris!', pattern: namePattern },
      },
    ],
  },
  {
    name: 'Prompt Example without result, with request metadata (11.3)',
    document: withPrompt({
      examples: { paris: { arguments: { city: 'Paris' }, _meta: { progressToken: 1 }, method: 'prompts/get' } },
    }),
    expected: [
      {
        rule: rule.example,
        path: '/prompts/0/examples/paris',
        detail: { kind: 'missing-member', member: 'result' },
        message: 'Prompt Example Object at prompts[0].examples.paris',
      },
      {
        rule: rule.example,
        path: '/prompts/0/examples/paris/_meta',
        detail: { kind: 'unexpected-member', member: '_meta', allowedMembers: ['arguments', 'result'] },
      },
      {
        rule: rule.example,
        path: '/prompts/0/examples/paris/method',
        detail: { kind: 'unexpected-member', member: 'method', allowedMembers: ['arguments', 'result'] },
      },
    ],
  },
  {
    name: 'Prompt Example arguments map names to strings (11.3)',
    document: withPrompt({
      examples: {
        a: { arguments: { city: 75 }, result: promptResult() },
        b: { arguments: ['Paris'], result: promptResult() },
      },
    }),
    expected: [
      {
        rule: rule.example,
        path: '/prompts/0/examples/a/arguments/city',
        detail: { kind: 'type-mismatch', expectedTypes: ['string'] },
      },
      {
        rule: rule.example,
        path: '/prompts/0/examples/b/arguments',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
  {
    name: 'a completed Prompt result keeps its messages array (11.3, 3.6)',
    document: withPrompt({
      examples: {
        none: { result: { description: 'No messages' } },
        text: { result: { messages: 'Hello', resultType: 'input_required' } },
      },
    }),
    expected: [
      {
        rule: rule.result,
        path: '/prompts/0/examples/none/result',
        detail: { kind: 'missing-member', member: 'messages' },
        message: 'Prompt result',
      },
      {
        rule: rule.result,
        path: '/prompts/0/examples/text/result/messages',
        detail: { kind: 'type-mismatch', expectedTypes: ['array'] },
      },
      {
        rule: rule.result,
        path: '/prompts/0/examples/text/result/resultType',
        detail: { kind: 'invalid-value', allowedValues: ['complete'] },
      },
    ],
  },
  {
    name: 'Prompt example references target promptExamples only (11.3, 17.3)',
    document: withPrompt({ examples: { a: { $componentRef: '#/components/toolExamples/Opening' } } }),
    expected: [
      {
        rule: 'mcpdesc.components.references',
        path: '/prompts/0/examples/a/$componentRef',
        detail: { kind: 'constraint', keyword: 'pattern', pattern: '^#/components/promptExamples/[A-Za-z0-9._-]+$' },
      },
    ],
  },

  // 11.4
  {
    name: 'Prompt completion examples: names, no Reference Object (11.4)',
    document: withPrompt({
      completionExamples: { 'city name': completion(), ref: { $componentRef: '#/components/promptExamples/Greeting' } },
    }),
    expected: [
      {
        rule: rule.example,
        path: '/prompts/0/completionExamples/city name',
        detail: { kind: 'constraint', keyword: 'propertyNames', member: 'city name', pattern: namePattern },
      },
      {
        rule: rule.example,
        path: '/prompts/0/completionExamples/ref',
        detail: { kind: 'missing-member', member: 'argument' },
      },
      {
        rule: rule.example,
        path: '/prompts/0/completionExamples/ref',
        detail: { kind: 'missing-member', member: 'result' },
      },
      {
        rule: rule.example,
        path: '/prompts/0/completionExamples/ref/$componentRef',
        detail: {
          kind: 'unexpected-member',
          member: '$componentRef',
          allowedMembers: ['argument', 'context', 'result'],
        },
      },
    ],
  },
  {
    name: 'Prompt completion example: argument, context and result shapes, in document order (11.4)',
    document: withPrompt({
      completionExamples: {
        city: completion({
          argument: { name: 'city', value: 'Par', 'x-note': 1 },
          context: { arguments: { audience: 'ops' }, extra: true },
          result: { completion: { values: ['Paris'], nextCursor: 'c' } },
        }),
      },
    }),
    expected: [
      {
        rule: rule.example,
        path: '/prompts/0/completionExamples/city/argument/x-note',
        detail: { kind: 'unexpected-member', member: 'x-note', allowedMembers: ['name', 'value'] },
      },
      {
        rule: 'mcp.completion.result-closed',
        path: '/prompts/0/completionExamples/city/result/completion/nextCursor',
        detail: { kind: 'unexpected-member', member: 'nextCursor', allowedMembers: ['values', 'total', 'hasMore'] },
      },
      {
        rule: rule.example,
        path: '/prompts/0/completionExamples/city/context/extra',
        detail: { kind: 'unexpected-member', member: 'extra', allowedMembers: ['arguments'] },
      },
    ],
  },
];

describe('Prompt objects (11)', () => {
  for (const format of formats) {
    it.each(closedCases.map((c) => [c.name, c] as const))(
      `${format}: valid %s; undeclared members are rejected`,
      (_name, testCase) => checkClosed(testCase, format, expect),
    );
    it.each(cases.map((c) => [c.name, c] as const))(`${format}: %s`, (_name, testCase) =>
      checkCase(testCase, format, expect),
    );
  }
});
