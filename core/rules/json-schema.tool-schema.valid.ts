// Rule json-schema.tool-schema.valid (spec 9.2).
import { checkSchema, declaredDialect, dialectUris } from '../embedded-schema/index.ts';
import { describeSchema, describeVersions, schemaFinding } from '../model/tool-schemas.ts';
import { defineRule, type Finding } from './define.ts';

const dialectNames = { '2020-12': 'JSON Schema 2020-12', 'draft-07': 'JSON Schema draft-07' } as const;

export default defineRule({
  id: 'json-schema.tool-schema.valid',
  title: 'Embedded Tool schemas are valid JSON Schema under their dialect',
  sections: ['9.2'],
  anchors: [
    'req-tool-output-schema-valid',
    'req-tool-schema-dialect-set',
    'req-tool-schema-dialect-valid',
    'req-tool-schema-external-ref',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/tools/*/inputSchema', '/tools/*/outputSchema'],
  needs: ['tools'],
  check({ toolSchemas }) {
    const findings: Finding[] = [];
    for (const schema of toolSchemas) {
      // Before MCP 2025-11-25 no dialect applies (mcp.tool.schema.legacy-shape checks those versions).
      if (schema.dialectScope.length === 0) continue;
      const protocolVersion = schema.dialectScope[0]!;
      const versions = describeVersions(schema.dialectScope);
      const declared = declaredDialect(schema.value);
      if (declared.kind === 'unsupported') {
        findings.push(
          schemaFinding(schema, '/$schema', {
            protocolVersion,
            requirement: 'req-tool-schema-dialect-set',
            message: `${describeSchema(schema)} declares the dialect ${JSON.stringify(declared.value)}, but only ${dialectUris['2020-12']} and ${dialectUris['draft-07']} are allowed (9.2)`,
          }),
        );
        continue;
      }
      const dialect = dialectNames[declared.dialect];
      for (const problem of checkSchema(schema.value, declared.dialect)) {
        const message =
          problem.kind === 'external-ref'
            ? `${describeSchema(schema)}: the ${problem.message}, so its validation for ${versions} is incomplete (9.2)`
            : problem.kind === 'invalid-pattern'
              ? `${describeSchema(schema)} is not fully usable under ${dialect}: ${problem.message} (9.2)`
              : `${describeSchema(schema)} is not valid ${dialect}${declared.kind === 'default' ? ` (the default dialect of ${versions})` : ''}: ${problem.message} (9.2)`;
        // An unavailable external target (9.2 req-tool-schema-external-ref); else the schema is not valid under its dialect,
        // which for outputSchema is also the sentence that it must be a valid JSON Schema object.
        const requirement =
          problem.kind === 'external-ref'
            ? 'req-tool-schema-external-ref'
            : schema.member === 'outputSchema'
              ? 'req-tool-output-schema-valid'
              : 'req-tool-schema-dialect-valid';
        findings.push(
          schemaFinding(schema, problem.schemaPath, {
            severity: problem.severity,
            protocolVersion,
            requirement,
            message,
          }),
        );
      }
    }
    return findings;
  },
});
