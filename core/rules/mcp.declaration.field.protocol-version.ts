// Rule mcp.declaration.field.protocol-version (spec 4.10, 9.2).
import { availabilityFindings } from '../model/availability.ts';
import { defineRule } from './define.ts';
import { declarations } from './concerns.ts';

export default defineRule({
  id: 'mcp.declaration.field.protocol-version',
  title: 'Declaration fields are available in every applicable protocol version',
  sections: ['4.10', '9.2'],
  anchors: ['req-field-protocol-version-availability', 'req-tool-schema-dialect-keyword'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [...declarations],
  // Table entries of core/availability.ts attributed to this rule (4.10), including `$schema` in Tool schemas (9.2).
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts'],
  check: (context) => availabilityFindings(context, 'mcp.declaration.field.protocol-version'),
});
