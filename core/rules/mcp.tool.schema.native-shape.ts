// Rule mcp.tool.schema.native-shape (spec 9.2): restrictions of the native MCP Tool type of MCP 2025-11-25 and
// MCP 2026-07-28 that the dialect allows. A schema that misses them stays valid; each location gets one warning
// naming the versions concerned, because native projection (4.14) fails for them.
import {
  describeSchema,
  describeVersions,
  schemaFinding,
  type SchemaMember,
  type ToolSchema,
} from '../model/tool-schemas.ts';
import { usableDialect } from '../embedded-schema/conformance.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';

/** Versions whose native Tool type requires `"type": "object"` at the root of each schema. */
const objectRootVersions: Record<SchemaMember, readonly string[]> = {
  inputSchema: ['2025-11-25', '2026-07-28'],
  outputSchema: ['2025-11-25'],
};
/** Versions whose native Tool type requires an object as every top-level `properties` value. */
const objectPropertyVersions: readonly string[] = ['2025-11-25'];

/** One warning for the versions concerned, when there are any (a plain function: this runs per Tool schema). */
function warn(findings: Finding[], schema: ToolSchema, pointer: string, versions: string[], fact: string): void {
  if (versions.length === 0) return;
  findings.push(
    schemaFinding(schema, pointer, {
      protocolVersion: versions[0]!,
      requirement: 'req-tool-schema-native-shape',
      message: `${describeSchema(schema)} ${fact}, which the native MCP Tool type of ${describeVersions(versions)} requires, so native projection fails there (9.2, 4.14)`,
    }),
  );
}

export default defineRule({
  id: 'mcp.tool.schema.native-shape',
  title: 'Tool schema cannot be projected to the native MCP Tool shape',
  sections: ['9.2'],
  anchors: ['req-tool-schema-native-shape'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/tools/*/inputSchema', '/tools/*/outputSchema'],
  needs: ['tools'],
  check({ toolSchemas }) {
    const findings: Finding[] = [];
    for (const schema of toolSchemas) {
      // Only a schema valid under its dialect is concerned; an invalid one is json-schema.tool-schema.valid's error.
      if (schema.dialectScope.length === 0 || usableDialect(schema) === undefined) continue;
      // A root `type` that excludes "object" is an object-root error (mcp.tool.*.object-root), not a shape warning.
      const type = schema.value.type;
      const rootVersions = schema.dialectScope.filter((v) => objectRootVersions[schema.member].includes(v));
      if (type === undefined) warn(findings, schema, '', rootVersions, 'does not declare "type": "object" at its root');
      else if (Array.isArray(type) && type.includes('object') && !(type.length === 1))
        warn(
          findings,
          schema,
          '/type',
          rootVersions,
          `declares the root "type" as ${JSON.stringify(type)} instead of "object"`,
        );
      else if (Array.isArray(type) && type.length === 1 && type[0] === 'object')
        warn(findings, schema, '/type', rootVersions, 'declares the root "type" as ["object"] instead of "object"');

      const properties = schema.value.properties;
      if (isObject(properties)) {
        const versions = schema.dialectScope.filter((v) => objectPropertyVersions.includes(v));
        for (const name of Object.keys(properties)) {
          // Only a boolean schema is a shape question; any other non-object is an invalid schema (json-schema.tool-schema.valid).
          if (typeof properties[name] !== 'boolean') continue;
          warn(
            findings,
            schema,
            appendPointer('/properties', name),
            versions,
            `gives the top-level property ${JSON.stringify(name)} the boolean schema ${JSON.stringify(properties[name])} instead of an object`,
          );
        }
      }
    }
    return findings;
  },
});
