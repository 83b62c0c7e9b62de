// Rule mcpdesc.tool.example.error-result (spec 9.3; 9.4 applies the same rules to interaction example results).
import { describeExample, describePrimitive, exampleFinding } from '../model/named-examples.ts';
import { isObject } from '../lib/data-model.ts';
import { defineRule, type Finding } from './define.ts';

export default defineRule({
  id: 'mcpdesc.tool.example.error-result',
  title: 'Tool example error and success results are well-formed',
  sections: ['9.3'],
  anchors: ['req-tool-example-error-result', 'req-tool-example-success'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: [
    '/tools/*/examples/*/result',
    '/tools/*/interactionExamples/*/result',
    '/components/toolExamples/*/result',
  ],
  needs: ['tools', 'components'],
  check({ namedExamples }) {
    const findings: Finding[] = [];
    const examples = [...namedExamples('tools'), ...namedExamples('tools', 'interactionExamples')];
    for (const example of examples) {
      const result = example.value.result;
      if (!isObject(result)) continue;
      const where = `${example.referencedFrom === undefined && example.path.includes('/interactionExamples/') ? 'interaction ' : ''}${describeExample(example)} of ${describePrimitive(example.primitive)}`;
      // req-tool-example-success: a result is a success (isError omitted or false) or an execution error (true).
      if ('isError' in result && typeof result.isError !== 'boolean') {
        findings.push(
          exampleFinding(example, '/result/isError', {
            requirement: 'req-tool-example-success',
            message: `isError of ${where} is ${JSON.stringify(result.isError)}; a Tool result sets it to true for an execution error and omits it or sets it to false for a success (9.3)`,
          }),
        );
        continue;
      }
      // req-tool-example-error-result: an execution-error result MUST NOT contain structuredContent.
      if (result.isError === true && 'structuredContent' in result) {
        findings.push(
          exampleFinding(example, '/result/structuredContent', {
            requirement: 'req-tool-example-error-result',
            message: `The execution-error result of ${where} (isError: true) contains structuredContent, which only a successful result may carry (9.3)`,
          }),
        );
      }
    }
    return findings;
  },
});
