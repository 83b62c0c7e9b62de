// Rule mcpdesc.resource-template.example.expansion (spec 10.4.3).
import { describeExample, describePrimitive, exampleFinding } from '../model/named-examples.ts';
import { matchesTemplate, parseTemplate } from '../lib/uri-template.ts';
import { defineRule, type Finding } from './define.ts';

export default defineRule({
  id: 'mcpdesc.resource-template.example.expansion',
  title: 'Resource template example uri expands the uriTemplate',
  sections: ['10.4.3'],
  anchors: ['req-resource-template-example-expansion'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: ['/resourceTemplates/*/examples/*', '/components/resourceTemplateExamples/*'],
  needs: ['resourceTemplates', 'components'],
  check({ namedExamples }) {
    const findings: Finding[] = [];
    for (const example of namedExamples('resourceTemplates')) {
      const template = example.primitive.value.uriTemplate;
      const uri = example.value.uri;
      if (typeof template !== 'string' || typeof uri !== 'string') continue;
      // An invalid template is reported by mcp.resource-template.uri-template; nothing expands it.
      const parsed = parseTemplate(template);
      if (!parsed.ok) continue;
      const matched = matchesTemplate(parsed.parts, uri);
      if (matched === true) continue;
      const owner = describePrimitive(example.primitive);
      findings.push(
        exampleFinding(example, '/uri', {
          requirement: 'req-resource-template-example-expansion',
          ...(matched === 'too-large' ? { severity: 'warning' as const } : {}),
          message:
            matched === 'too-large'
              ? `The uri of ${describeExample(example)} is too long to check against the uriTemplate of ${owner} (10.4.3)`
              : `The uri ${JSON.stringify(uri)} of ${describeExample(example)} is not an RFC 6570 expansion of ${JSON.stringify(template)}, the uriTemplate of ${owner} (10.4.3)`,
        }),
      );
    }
    return findings;
  },
});
