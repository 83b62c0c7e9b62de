// Rule mcp.tool.output-schema.object-root (spec 9.2): before MCP 2026-07-28 structured output is an object, so
// `outputSchema` must describe one: MCP 2025-06-18 requires `"type": "object"`; in MCP 2025-11-25 a root that declares
// `type` gives "object" or an array containing it. (Earlier versions do not define outputSchema at all:
// mcp.tool.output-schema.protocol-version.)
import { knownVersions } from '../model/availability.ts';
import { describePrimitive, exampleFinding, resolveUseSite } from '../model/named-examples.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';

/** What a protocol version requires of the root `type`; undefined when it requires nothing. */
function problem(version: string, root: Record<string, unknown>): string | undefined {
  const declared = Object.hasOwn(root, 'type');
  const type = root.type;
  if (version === '2025-06-18') {
    if (type === 'object') return undefined;
    return declared
      ? `declares "type": ${JSON.stringify(type)}, but MCP 2025-06-18 requires "type": "object"`
      : 'declares no "type", but MCP 2025-06-18 requires "type": "object"';
  }
  if (version === '2025-11-25') {
    if (!declared || type === 'object' || (Array.isArray(type) && type.includes('object'))) return undefined;
    return `declares "type": ${JSON.stringify(type)}, but in MCP 2025-11-25 a declared root type must be "object" or include it`;
  }
  return undefined;
}

export default defineRule({
  id: 'mcp.tool.output-schema.object-root',
  title: 'Tool outputSchema describes an object before MCP 2026-07-28',
  sections: ['9.2'],
  anchors: ['req-tool-output-schema-object-root'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/tools/*/outputSchema'],
  needs: ['tools'],
  check({ document, scopes, primitives }) {
    const findings: Finding[] = [];
    for (const tool of primitives('tools')) {
      if (!Object.hasOwn(tool.value, 'outputSchema')) continue;
      const site = resolveUseSite(
        document,
        tool.value.outputSchema,
        appendPointer(tool.path, 'outputSchema'),
        'schemas',
      );
      // A non-object root (`true`, `false`) is a structural error; an unresolved reference is reported elsewhere.
      if (!site || !isObject(site.value)) continue;
      const root = site.value;
      for (const version of knownVersions(scopes.scopeOf(tool.path))) {
        const what = problem(version, root);
        if (what === undefined) continue;
        findings.push(
          exampleFinding(site, Object.hasOwn(root, 'type') ? '/type' : '', {
            protocolVersion: version,
            requirement: 'req-tool-output-schema-object-root',
            message: `The outputSchema root of ${describePrimitive(tool)} ${what}, because structured output is an object before MCP 2026-07-28 (9.2)`,
          }),
        );
      }
    }
    return findings;
  },
});
