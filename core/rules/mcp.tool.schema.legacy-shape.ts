// Rule mcp.tool.schema.legacy-shape (spec 9.2): before MCP 2025-11-25 Tool schemas have no dialect; only the MCP Tool
// type's shape applies: `properties` an object of objects, `required` an array of strings. Nothing else is judged
// (no meta-schema is inferred; other keywords are preserved: mcp.tool.schema-keywords.preserve).
import { describeSchema, describeVersions, schemaFinding, type ToolSchema } from '../model/tool-schemas.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';

/** A finding about the legacy shape of a schema (built here, not in a closure per schema: this runs per Tool). */
function legacyFinding(schema: ToolSchema, pointer: string, fact: string, expected: string): Finding {
  return schemaFinding(schema, pointer, {
    protocolVersion: schema.legacyScope[0]!,
    requirement: 'req-tool-schema-legacy-shape',
    message: `${describeSchema(schema)} ${fact}; the MCP Tool type of ${describeVersions(schema.legacyScope)} requires ${expected} (9.2)`,
  });
}

export default defineRule({
  id: 'mcp.tool.schema.legacy-shape',
  title: 'Tool schemas before MCP 2025-11-25 have the legacy shape',
  sections: ['9.2'],
  anchors: ['req-tool-schema-legacy-no-dialect', 'req-tool-schema-legacy-shape'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/tools/*/inputSchema', '/tools/*/outputSchema'],
  needs: ['tools'],
  check({ toolSchemas }) {
    const findings: Finding[] = [];
    for (const schema of toolSchemas) {
      if (schema.legacyScope.length === 0) continue;
      const { properties, required } = schema.value;
      if (properties !== undefined) {
        if (!isObject(properties))
          findings.push(
            legacyFinding(
              schema,
              '/properties',
              'has "properties" that is not an object',
              'an object whose values are objects',
            ),
          );
        else {
          for (const name of Object.keys(properties)) {
            if (!isObject(properties[name]))
              findings.push(
                legacyFinding(
                  schema,
                  appendPointer('/properties', name),
                  `gives the property ${JSON.stringify(name)} a schema that is not an object`,
                  'every property schema to be an object',
                ),
              );
          }
        }
      }
      if (required !== undefined) {
        if (!Array.isArray(required))
          findings.push(
            legacyFinding(schema, '/required', 'has "required" that is not an array', 'an array of strings'),
          );
        else {
          required.forEach((entry, index) => {
            if (typeof entry !== 'string')
              findings.push(
                legacyFinding(
                  schema,
                  appendPointer('/required', index),
                  'has a "required" entry that is not a string',
                  'an array of strings',
                ),
              );
          });
        }
      }
    }
    return findings;
  },
});
