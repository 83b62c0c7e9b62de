// Rule mcp.tool.input-schema.object-root (spec 9.2): the inputSchema root describes an object. A root `type` gives
// "object" or an array containing it (document schema); before MCP 2025-11-25 the root must declare "type": "object"
// itself, so a root without `type` (e.g. an `allOf` root) or with a type array is an error for those versions.
import { describeSchema, describeVersions, schemaFinding } from '../model/tool-schemas.ts';
import { defineRule, type Finding } from './define.ts';

export default defineRule({
  id: 'mcp.tool.input-schema.object-root',
  title: 'Tool inputSchema describes an object',
  sections: ['9.2'],
  anchors: ['req-tool-input-schema-object-root'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/ToolInputSchema'],
  schemaRequirements: {
    '/$defs/ToolInputSchema': 'req-tool-input-schema-object-root',
  },
  appliesTo: ['/tools/*/inputSchema'],
  needs: ['tools'],
  check({ toolSchemas }) {
    const findings: Finding[] = [];
    for (const schema of toolSchemas) {
      if (schema.member !== 'inputSchema' || schema.legacyScope.length === 0) continue;
      const type = schema.value.type;
      // A string other than "object", or an array without it, is the document schema's finding for every version.
      if (type === 'object' || typeof type === 'string' || (Array.isArray(type) && !type.includes('object'))) continue;
      const versions = describeVersions(schema.legacyScope);
      const declared = Object.hasOwn(schema.value, 'type');
      findings.push(
        schemaFinding(schema, declared ? '/type' : '', {
          protocolVersion: schema.legacyScope[0]!,
          requirement: 'req-tool-input-schema-object-root',
          message: declared
            ? `${describeSchema(schema)} declares "type": ${JSON.stringify(type)}, but before MCP 2025-11-25 (${versions}) the root must declare "type": "object" (9.2)`
            : `${describeSchema(schema)} declares no "type", but before MCP 2025-11-25 (${versions}) the root must declare "type": "object" (9.2)`,
          ...(declared ? {} : { detail: { kind: 'missing-member', member: 'type' } }),
        }),
      );
    }
    return findings;
  },
});
