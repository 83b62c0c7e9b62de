// Rule mcpdesc.example.completed-result-form (spec 9.3, 9.4, 10.4.4, 11.3): an example `result` is the completed result
// payload, without the JSON-RPC envelope, errors, task state or input-required state. (`resultType` other than
// "complete" is a structural error; completion example results are mcp.example-result.members.)
import { nonCompletedResultFields, writtenExamples, type WrittenExample } from '../examples.ts';
import { isObject } from '../data-model.ts';
import { appendPointer, splitPointer } from '../pointer.ts';
import { defineRule, type Finding } from './define.ts';
import { exampleResults } from './concerns.ts';

/**
 * The sentence a non-completed member breaks: a task or input-required state in a Tool's completed `examples` map is a
 * workflow placed there (9.4); otherwise the completed-form sentence of the example's kind (an interaction example's
 * result follows the Tool Example rules, 9.4).
 */
function requirementOf(example: WrittenExample, form: string): string {
  if (example.collection === 'tools') return example.member === 'examples' && form !== 'envelope' ? 'req-tool-example-not-interaction' : 'req-tool-example-completed-form';
  return example.collection === 'prompts' ? 'req-prompt-example-completed-form' : 'req-resource-example-completed-form';
}

function section(example: WrittenExample): string {
  if (example.member === 'interactionExamples') return '9.4';
  return { tools: '9.3', resources: '10.4.4', resourceTemplates: '10.4.4', prompts: '11.3' }[example.collection];
}

export default defineRule({
  id: 'mcpdesc.example.completed-result-form',
  title: 'Examples hold completed results, not workflows or envelopes',
  sections: ['10.4.4', '11.3', '9.3', '9.4'],
  anchors: [
    'req-prompt-example-completed-form',
    'req-resource-example-completed-form',
    'req-tool-example-completed-form',
    'req-tool-example-not-interaction',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: [...exampleResults],
  // Context-free: every example is checked once where it is written, so the check reads the document as written.
  reads: 'written',
  check({ written: document }) {
    const findings: Finding[] = [];
    // Context-free: each example is checked once, where it is written (inline or as a component value).
    for (const example of writtenExamples(document)) {
      if (example.member === 'completionExamples') continue;
      const result = example.value.result;
      if (!isObject(result)) continue;
      const name = splitPointer(example.path).at(-1) ?? '';
      const kind = example.member === 'interactionExamples' ? 'interaction example' : 'example';
      for (const member of Object.keys(result)) {
        const form = Object.hasOwn(nonCompletedResultFields, member) ? nonCompletedResultFields[member] : undefined;
        if (form === undefined) continue;
        findings.push({
          path: appendPointer(appendPointer(example.path, 'result'), member),
          detail: { kind: 'unexpected-member', member },
          requirement: requirementOf(example, form),
          message:
            form === 'envelope'
              ? `The result of ${kind} ${JSON.stringify(name)} contains the JSON-RPC envelope member "${member}"; a result is the completed result payload only (${section(example)})`
              : `The result of ${kind} ${JSON.stringify(name)} contains "${member}", which belongs to a task or input-required workflow, not a completed result (${section(example)})`,
        });
      }
    }
    return findings;
  },
});
