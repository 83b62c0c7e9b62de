// Rule mcp.tool.input-schema.x-mcp-header (spec 9.2): `x-mcp-header` maps an input to an HTTP header in MCP 2026-07-28.
// Its value is a non-empty HTTP field-name token, unique case-insensitively within the inputSchema, and it stands only
// on a string, integer or boolean property reached from the root through `properties` alone.
import { knownVersions } from '../model/availability.ts';
import { describePrimitive, exampleFinding, resolveUseSite, type Resolved } from '../model/named-examples.ts';
import { isObject, namesInDocument } from '../lib/data-model.ts';
import { fieldNameKey, isFieldNameToken } from '../lib/http.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';

const annotation = 'x-mcp-header';
const headerVersion = '2026-07-28';
const headerTypes = new Set(['string', 'integer', 'boolean']);

/** Applicator keywords of JSON Schema 2020-12 and draft-07 by value form; anything else holds no subschema. */
const singleSchema = [
  'additionalProperties',
  'additionalItems',
  'items',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
const schemaArrays = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const schemaMaps = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies'];
/** Bound on visited subschemas (17.7-style processing limit). */
const maxNodes = 100_000;

interface Occurrence {
  /** Pointer of the annotation inside the schema. */
  pointer: string;
  value: unknown;
  /** The first keyword other than `properties` on the way from the root, or 'root' for the root itself. */
  route: string | undefined;
  /** The property schema's `type`. */
  type: unknown;
}

/** Every `x-mcp-header` in the schema, with how its subschema is reached. */
function occurrences(schema: Record<string, unknown>): Occurrence[] {
  const found: Occurrence[] = [];
  // [node, pointer, first non-`properties` keyword on the route (undefined while the route is a properties chain), is a property]
  const stack: [Record<string, unknown>, string, string | undefined, boolean][] = [[schema, '', undefined, false]];
  let visited = 0;
  while (stack.length > 0 && visited++ < maxNodes) {
    const [node, pointer, route, isProperty] = stack.pop()!;
    if (Object.hasOwn(node, annotation)) {
      found.push({
        pointer: appendPointer(pointer, annotation),
        value: node[annotation],
        route: isProperty ? route : (route ?? 'root'),
        type: node.type,
      });
    }
    const children: [unknown, string, string | undefined, boolean][] = [];
    for (const key of Object.keys(node)) {
      const value = node[key];
      const at = appendPointer(pointer, key);
      if (schemaMaps.includes(key) && isObject(value)) {
        for (const name of Object.keys(value))
          children.push([
            value[name],
            appendPointer(at, name),
            key === 'properties' ? route : (route ?? key),
            key === 'properties',
          ]);
      } else if (schemaArrays.includes(key) && Array.isArray(value)) {
        value.forEach((child, i) => children.push([child, appendPointer(at, i), route ?? key, false]));
      } else if (singleSchema.includes(key)) {
        children.push([value, at, route ?? key, false]);
      }
    }
    for (const child of children.reverse())
      if (isObject(child[0])) stack.push(child as [Record<string, unknown>, string, string | undefined, boolean]);
  }
  // Depth-first, children in written order: document order.
  return found;
}

function typeAllowsHeader(type: unknown): boolean {
  if (typeof type === 'string') return headerTypes.has(type);
  return Array.isArray(type) && type.length > 0 && type.every((t) => typeof t === 'string' && headerTypes.has(t));
}

function checkSchema(site: Resolved, schema: Record<string, unknown>, tool: string, versions: string[]): Finding[] {
  const findings: Finding[] = [];
  const firstByName = new Map<string, Occurrence>();
  for (const occurrence of occurrences(schema)) {
    const at = (finding: Omit<Finding, 'path'>) => exampleFinding(site, occurrence.pointer, finding);
    const { value } = occurrence;
    if (typeof value !== 'string' || !isFieldNameToken(value)) {
      const what =
        typeof value === 'string'
          ? value === ''
            ? 'is empty'
            : `${JSON.stringify(value)} is not an HTTP field-name token`
          : 'is not a string';
      findings.push(
        at({
          requirement: 'req-tool-x-mcp-header',
          message: `The ${annotation} value ${what} in the inputSchema of ${tool}; it must be a non-empty HTTP field-name token (9.2)`,
        }),
      );
    } else {
      const first = firstByName.get(fieldNameKey(value));
      if (first === undefined) firstByName.set(fieldNameKey(value), occurrence);
      else {
        const firstValue = String(first.value);
        findings.push(
          at({
            requirement: 'req-tool-x-mcp-header',
            message: `The ${annotation} value ${JSON.stringify(value)} repeats ${JSON.stringify(firstValue)}${firstValue === value ? '' : ' (case-insensitively)'} within the inputSchema of ${tool} (9.2)`,
            relatedLocations: [{ relation: 'first-occurrence', path: site.path + first.pointer }],
          }),
        );
      }
    }
    if (occurrence.route === 'root') {
      findings.push(
        at({
          requirement: 'req-tool-x-mcp-header',
          message: `${annotation} stands on the inputSchema root of ${tool}; it is valid only on a property (9.2)`,
        }),
      );
    } else if (occurrence.route !== undefined) {
      findings.push(
        at({
          requirement: 'req-tool-x-mcp-header',
          message: `${annotation} in the inputSchema of ${tool} is reached through "${occurrence.route}"; it is valid only on a property reached from the root through "properties" alone (9.2)`,
        }),
      );
    } else if (!typeAllowsHeader(occurrence.type)) {
      findings.push(
        at({
          requirement: 'req-tool-x-mcp-header',
          message: `${annotation} in the inputSchema of ${tool} is on a property whose type is ${occurrence.type === undefined ? 'not declared' : JSON.stringify(occurrence.type)}; it is valid only on a string, integer or boolean property (9.2)`,
        }),
      );
    }
    for (const version of versions) {
      if (version === headerVersion) continue;
      findings.push(
        at({
          protocolVersion: version,
          requirement: 'req-tool-x-mcp-header',
          message: `${annotation} is defined by MCP ${headerVersion} only, but ${tool} applies to MCP ${version} (9.2)`,
        }),
      );
    }
  }
  return findings;
}

export default defineRule({
  id: 'mcp.tool.input-schema.x-mcp-header',
  title: 'x-mcp-header annotations are valid and unique',
  sections: ['9.2'],
  anchors: ['req-tool-x-mcp-header'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/tools/*/inputSchema'],
  needs: ['tools'],
  check({ document, written, scopes, primitives }) {
    const findings: Finding[] = [];
    // Nothing to check unless some object has the annotation (the usual case: no walk of every inputSchema).
    if (!namesInDocument(written).has(annotation)) return findings;
    for (const tool of primitives('tools')) {
      const site = resolveUseSite(document, tool.value.inputSchema, appendPointer(tool.path, 'inputSchema'), 'schemas');
      if (!site || !isObject(site.value)) continue;
      findings.push(
        ...checkSchema(site, site.value, describePrimitive(tool), knownVersions(scopes.scopeOf(tool.path))),
      );
    }
    return findings;
  },
});
