// Rule mcp.resource-template.uri-template (spec 10.2.1).
// The document schema's pattern checks RFC 6570 syntax; the check adds what the pattern admits but RFC 6570 cannot
// expand: the operators it reserves for future extensions (RFC 6570 2.2: "=", ",", "!", "@", "|").

import { appendPointer } from '../lib/pointer.ts';
import { uriTemplatePattern } from '../schema/defs/resources.ts';
import { parseTemplate } from '../lib/uri-template.ts';
import { defineRule, type Finding } from './define.ts';

const schemaPattern = new RegExp(uriTemplatePattern, 'u');

export default defineRule({
  id: 'mcp.resource-template.uri-template',
  title: 'Resource template uriTemplate is a valid RFC 6570 template',
  sections: ['10.2.1'],
  anchors: ['req-resource-template-uri-template'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/ResourceTemplate/properties/uriTemplate'],
  schemaRequirements: {
    '/$defs/ResourceTemplate/properties/uriTemplate': 'req-resource-template-uri-template',
  },
  appliesTo: ['/resourceTemplates/*/uriTemplate'],
  needs: ['resourceTemplates'],
  check({ primitives }) {
    const findings: Finding[] = [];
    for (const template of primitives('resourceTemplates')) {
      const text = template.value.uriTemplate;
      // Text the schema pattern rejects is already reported by the document schema.
      if (typeof text !== 'string' || !schemaPattern.test(text)) continue;
      const parsed = parseTemplate(text);
      if (parsed.ok) continue;
      findings.push({
        path: appendPointer(template.path, 'uriTemplate'),
        requirement: 'req-resource-template-uri-template',
        message: `uriTemplate ${JSON.stringify(text)} is not a valid RFC 6570 URI template: ${parsed.error.message} (at character ${parsed.error.offset + 1}) (10.2.1)`,
      });
    }
    return findings;
  },
});
