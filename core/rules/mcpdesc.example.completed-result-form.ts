// Rule mcpdesc.example.completed-result-form (spec 9.3, 9.4, 10.4.4, 10.4.6, 11.3, 11.4): an example `result` is the
// completed result payload, without the JSON-RPC envelope, errors, task state or input-required state; so is the
// `result` of a completion example ("completed ... completion/complete result payload, excluding the JSON-RPC
// envelope"). (`resultType` other than "complete" is a structural error.)
import { nonCompletedResultFields, writtenExamples, type WrittenExample } from '../model/named-examples.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer, lastToken } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';
import { exampleResults } from './concerns.ts';

/**
 * The sentence a non-completed member breaks: a task or input-required state in a Tool's completed `examples` map is a
 * workflow placed there (9.4); otherwise the completed-form sentence of the example's kind (an interaction example's
 * result follows the Tool Example rules, 9.4).
 */
function requirementOf(example: WrittenExample, form: string): string {
  if (example.collection === 'tools')
    return example.member === 'examples' && form !== 'envelope'
      ? 'req-tool-example-not-interaction'
      : 'req-tool-example-completed-form';
  return example.collection === 'prompts' ? 'req-prompt-example-completed-form' : 'req-resource-example-completed-form';
}

function section(example: WrittenExample): string {
  if (example.member === 'interactionExamples') return '9.4';
  if (example.member === 'completionExamples') return example.collection === 'prompts' ? '11.4' : '10.4.6';
  return { tools: '9.3', resources: '10.4.4', resourceTemplates: '10.4.4', prompts: '11.3' }[example.collection];
}

const kinds: Record<WrittenExample['member'], string> = {
  examples: 'example',
  interactionExamples: 'interaction example',
  completionExamples: 'completion example',
};

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
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts', 'components'],
  check({ written: document }) {
    const findings: Finding[] = [];
    // Context-free: each example is checked once, where it is written (inline or as a component value).
    for (const example of writtenExamples(document)) {
      const result = example.value.result;
      if (!isObject(result)) continue;
      const name = lastToken(example.path);
      const kind = kinds[example.member];
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
