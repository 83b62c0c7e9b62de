// Rule mcpdesc.prompt.example.arguments (spec 11.3).
import { describeExample, describePrimitive, exampleFinding } from '../model/named-examples.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';

/** Declared Prompt Argument names, and those with `required: true` (11.2). */
function declaredArguments(prompt: Record<string, unknown>): { names: Set<string>; required: string[] } {
  const names = new Set<string>();
  const required: string[] = [];
  if (Array.isArray(prompt.arguments)) {
    for (const argument of prompt.arguments) {
      if (!isObject(argument) || typeof argument.name !== 'string') continue;
      names.add(argument.name);
      if (argument.required === true && !required.includes(argument.name)) required.push(argument.name);
    }
  }
  return { names, required };
}

export default defineRule({
  id: 'mcpdesc.prompt.example.arguments',
  title: 'Prompt example arguments match the declared arguments',
  sections: ['11.3'],
  anchors: ['req-prompt-example-arguments'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: ['/prompts/*/examples/*', '/components/promptExamples/*'],
  needs: ['prompts', 'components'],
  check({ namedExamples }) {
    const findings: Finding[] = [];
    for (const example of namedExamples('prompts')) {
      const { names, required } = declaredArguments(example.primitive.value);
      const given = example.value.arguments;
      // A non-object `arguments` is a structural error; omission means no arguments (11.3).
      if (given !== undefined && !isObject(given)) continue;
      const supplied = given ?? {};
      const prompt = describePrimitive(example.primitive);
      for (const key of Object.keys(supplied)) {
        if (names.has(key)) continue;
        findings.push(
          exampleFinding(example, appendPointer('/arguments', key), {
            requirement: 'req-prompt-example-arguments',
            message: `Argument ${JSON.stringify(key)} of ${describeExample(example)} is not declared by ${prompt} (11.3)`,
            detail: { kind: 'unexpected-member', member: key },
          }),
        );
      }
      for (const name of required) {
        if (Object.hasOwn(supplied, name)) continue;
        findings.push(
          exampleFinding(example, given === undefined ? '' : '/arguments', {
            requirement: 'req-prompt-example-arguments',
            message: `Required argument ${JSON.stringify(name)} of ${prompt} is missing from ${describeExample(example)} (11.3)`,
            detail: { kind: 'missing-member', member: name },
          }),
        );
      }
    }
    return findings;
  },
});
