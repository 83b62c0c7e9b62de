// Rule mcp.icon.members (spec 15.6, Appendix A: Icon Object).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.icon.members',
  title: 'Icon objects have a valid src and only Icon fields',
  sections: ['15.6', 'Appendix A: Icon Object'],
  anchors: ['req-icon-fields', 'req-serialization-value-formats'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/Icon'],
  schemaRequirements: {
    '/$defs/Icon': 'req-icon-fields',
    '/$defs/Icon/properties/src/format': 'req-serialization-value-formats',
  },
  appliesTo: ['/**/icons/*'],
});
