// Rule mcp.tool.structured-content.output-schema (spec 9.3): with an outputSchema, a successful example result
// contains structuredContent that validates against it. Error results are mcpdesc.tool.example.error-result's.
import { conformanceFindings } from '../embedded-schema/conformance.ts';
import { describeSchema } from '../model/tool-schemas.ts';
import { describeExample, exampleFinding } from '../model/named-examples.ts';
import { isObject } from '../lib/data-model.ts';
import { defineRule, type Finding } from './define.ts';

export default defineRule({
  id: 'mcp.tool.structured-content.output-schema',
  title: 'Tool example structuredContent matches outputSchema',
  sections: ['9.3'],
  anchors: ['req-tool-example-structured-content'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [
    '/tools/*/examples/*/result',
    '/tools/*/interactionExamples/*/result',
    '/components/toolExamples/*/result',
  ],
  needs: ['tools', 'components'],
  check({ namedExamples, toolSchema }) {
    const findings: Finding[] = [];
    const examples = [...namedExamples('tools', 'examples'), ...namedExamples('tools', 'interactionExamples')];
    for (const example of examples) {
      const result = example.value.result;
      if (!isObject(result) || result.isError === true) continue;
      const schema = toolSchema(example.primitive, 'outputSchema');
      // Versions that do not define outputSchema are mcp.tool.output-schema.protocol-version's concern.
      if (!schema || schema.dialectScope.length + schema.legacyScope.length === 0) continue;
      if (!Object.hasOwn(result, 'structuredContent')) {
        const versions = [...schema.legacyScope, ...schema.dialectScope];
        findings.push(
          exampleFinding(example, '/result', {
            protocolVersion: versions[0]!,
            requirement: 'req-tool-example-structured-content',
            message: `The successful result of ${describeExample(example)} has no "structuredContent", which ${describeSchema(schema)} makes required (9.3)`,
            detail: { kind: 'missing-member', member: 'structuredContent' },
          }),
        );
        continue;
      }
      findings.push(
        ...conformanceFindings(schema, {
          example,
          pointer: '/result/structuredContent',
          value: result.structuredContent,
          label: 'structuredContent',
          section: '9.3',
          requirements: {
            invalid: 'req-tool-example-structured-content',
            incomplete: 'req-tool-example-structured-content',
          },
        }),
      );
    }
    return findings;
  },
});
