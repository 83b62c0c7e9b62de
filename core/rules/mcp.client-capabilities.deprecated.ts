// Rule mcp.client-capabilities.deprecated (spec 8.5).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.client-capabilities.deprecated',
  title: 'Client capability requirement uses a deprecated capability',
  sections: ['8.5'],
  anchors: ['req-client-requirements-deprecated'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
});
