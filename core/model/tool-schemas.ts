// Tool inputSchema/outputSchema as the 9.2/9.3 rules see them: resolved at their use site (17.3), split by the
// protocol versions that give them a dialect (MCP 2025-11-25 and later) and those that do not (earlier versions).
// A run resolves each once (`RuleContext.toolSchemas`, core/model/run-context.ts); checking a schema and the values
// that must conform to it is core/embedded-schema's work (`conformance.ts`).
import { resolveValue } from './components.ts';
import { describePrimitive, type Primitive } from './named-examples.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { Finding } from '../diagnostics.ts';
import { protocolVersions } from './versions.ts';

/** The Tool members that hold a schema, in the order a run lists them. */
export const schemaMembers = ['inputSchema', 'outputSchema'] as const;

export type SchemaMember = (typeof schemaMembers)[number];

/** Versions whose MCP Tool schemas have a JSON Schema dialect (9.2). */
export const dialectVersions: readonly string[] = ['2025-11-25', '2026-07-28'];

/** Versions that define each member (9.1: outputSchema since MCP 2025-06-18). */
const memberVersions: Record<SchemaMember, readonly string[]> = {
  inputSchema: protocolVersions,
  outputSchema: ['2025-06-18', '2025-11-25', '2026-07-28'],
};

export interface ToolSchema {
  tool: Primitive;
  member: SchemaMember;
  /** The resolved schema object. */
  value: Record<string, unknown>;
  /** Where the schema is written (in `#/components/schemas` when referenced). */
  path: string;
  /** The use-site Reference Object, when the schema is a component. */
  referencedFrom?: string;
  /** Versions of the Tool's effective scope that define the member and give it a dialect, oldest first. */
  dialectScope: string[];
  /** Versions of the Tool's effective scope that define the member but no dialect, oldest first. */
  legacyScope: string[];
}

/**
 * The Tool's `member` schema, resolved, with its version split (`scope`: the Tool's effective protocol scope);
 * undefined when absent, unresolvable or not an object. A run resolves each once (`RuleContext.toolSchema`).
 */
export function toolSchema(
  document: unknown,
  tool: Primitive,
  member: SchemaMember,
  scope: readonly string[],
): ToolSchema | undefined {
  const usePath = appendPointer(tool.path, member);
  // 17.3: resolved before every 9.2 rule; a reference that does not resolve is mcpdesc.components.references' error.
  const resolved = resolveValue(document, tool.value[member], usePath, 'schemas');
  if (!resolved.ok || !isObject(resolved.value)) return undefined;
  const applicable = protocolVersions.filter((v) => scope.includes(v) && memberVersions[member].includes(v));
  return {
    tool,
    member,
    value: resolved.value,
    path: resolved.path,
    ...(resolved.chain.length > 0 ? { referencedFrom: usePath } : {}),
    dialectScope: applicable.filter((v) => dialectVersions.includes(v)),
    legacyScope: applicable.filter((v) => !dialectVersions.includes(v)),
  };
}

/** A finding about the value at `pointer` inside the schema: at the use site with the component as related location when referenced (16.5). */
export function schemaFinding(schema: ToolSchema, pointer: string, finding: Omit<Finding, 'path'>): Finding {
  const at = schema.path + pointer;
  if (schema.referencedFrom === undefined) return { ...finding, path: at };
  const { detail: _detail, ...rest } = finding;
  return { ...rest, path: schema.referencedFrom, relatedLocations: [{ relation: 'component-definition', path: at }] };
}

/** `Tool "x" inputSchema` (with the component when referenced), for messages. */
export function describeSchema(schema: ToolSchema): string {
  return `${describePrimitive(schema.tool)} ${schema.member}${schema.referencedFrom !== undefined ? ` (component ${schema.path})` : ''}`;
}

/** `MCP 2024-11-05`, `MCP 2025-11-25 and MCP 2026-07-28`, `MCP a, MCP b and MCP c`. */
export function describeVersions(versions: readonly string[]): string {
  const names = versions.map((v) => `MCP ${v}`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
}
