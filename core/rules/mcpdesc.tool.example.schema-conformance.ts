// Rule mcpdesc.tool.example.schema-conformance (spec 9.3; 9.4 applies the same rules to interaction scenarios).
import { conformanceFindings } from '../embedded-schema/conformance.ts';
import { isObject } from '../lib/data-model.ts';
import { defineRule, type Finding } from './define.ts';

export default defineRule({
  id: 'mcpdesc.tool.example.schema-conformance',
  title: 'Tool example input matches the Tool inputSchema',
  sections: ['9.3'],
  anchors: ['req-tool-example-incomplete-validation', 'req-tool-example-input-valid'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/tools/*/examples/*', '/tools/*/interactionExamples/*', '/components/toolExamples/*'],
  needs: ['tools', 'components'],
  check({ namedExamples, toolSchema }) {
    const findings: Finding[] = [];
    const examples = [...namedExamples('tools', 'examples'), ...namedExamples('tools', 'interactionExamples')];
    for (const example of examples) {
      // A missing or non-object `input` is a structural error (mcpdesc.example.members, mcpdesc.tool.interaction.members).
      if (!isObject(example.value.input)) continue;
      const schema = toolSchema(example.primitive, 'inputSchema');
      if (!schema) continue;
      findings.push(
        ...conformanceFindings(schema, {
          example,
          pointer: '/input',
          value: example.value.input,
          label: 'input',
          section: '9.3',
          requirements: {
            invalid: 'req-tool-example-input-valid',
            incomplete: 'req-tool-example-incomplete-validation',
          },
        }),
      );
    }
    return findings;
  },
});
