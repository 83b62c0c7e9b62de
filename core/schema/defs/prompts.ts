// Section 11: Prompt Objects (11.1), Prompt Argument Objects (11.2), named Prompt Examples (11.3) and Prompt
// completion examples (11.4, sharing the completion example shape of 10.4.6).
import type { Defs } from '../types.ts';
import { closedObject, componentOr, namedMap, nonEmptyArray, ref } from './common.ts';
import { completionExample } from './resources.ts';
import { completedResult, primitiveMembers } from './tools.ts';

const string = { type: 'string' };

export const defs: Defs = {
  // 11.1
  Prompt: closedObject(
    {
      ...primitiveMembers,
      arguments: nonEmptyArray(ref('PromptArgument')),
      examples: namedMap(componentOr('PromptExampleComponentReference', 'PromptExample')),
      completionExamples: namedMap(ref('PromptCompletionExample')),
    },
    { title: 'Prompt Object', required: ['name'], extensible: true },
  ),

  // 11.2
  PromptArgument: closedObject(
    { name: string, title: string, description: string, required: { type: 'boolean' } },
    { title: 'Prompt Argument Object', required: ['name'], extensible: true },
  ),

  // 11.3: `arguments` maps argument names to strings ({} means none); that the keys are declared and every required
  // argument is present is mcpdesc.prompt.example.arguments.
  PromptExample: closedObject(
    { arguments: { type: 'object', additionalProperties: string }, result: ref('PromptGetResult') },
    { title: 'Prompt Example Object', required: ['result'], extensible: true },
  ),
  // 11.3: the completed GetPromptResult keeps its ordered `messages`; message and content shapes are semantic.
  PromptGetResult: completedResult({
    title: 'Prompt result',
    required: ['messages'],
    properties: { messages: { type: 'array' } },
  }),

  // 11.4
  PromptCompletionExample: completionExample(),
};
