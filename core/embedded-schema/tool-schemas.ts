// Tool inputSchema/outputSchema as the 9.2/9.3 rules see them: resolved at their use site (17.3), split by the
// protocol versions that give them a dialect (MCP 2025-11-25 and later) and those that do not (earlier versions),
// and example values checked against them under every applicable version's schema rules.
import { checkSchema, declaredDialect, validateInstance, type Dialect, type InstanceProblem } from './index.ts';
import { resolveValue } from '../model/components.ts';
import { describeExample, describePrimitive, exampleFinding, primitives, type NamedExample, type Primitive } from '../model/named-examples.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { Finding } from '../diagnostics.ts';
import { type ScopeIndex } from '../model/scopes.ts';
import { protocolVersions } from '../model/versions.ts';

export type SchemaMember = 'inputSchema' | 'outputSchema';

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

/** Tool schemas by Tool object, member and scope: five rules of one run ask for each one (documents are read-only). */
const known = new WeakMap<object, Partial<Record<SchemaMember, { document: unknown; scope: readonly string[]; schema: ToolSchema | undefined }>>>();

/** The Tool's `member` schema, resolved, with its version split; undefined when absent, unresolvable or not an object. */
export function toolSchema(document: unknown, tool: Primitive, member: SchemaMember, scope: readonly string[]): ToolSchema | undefined {
  let byMember = known.get(tool.value);
  const cached = byMember?.[member];
  if (cached && cached.document === document && cached.scope === scope) return cached.schema;
  const schema = resolveToolSchema(document, tool, member, scope);
  if (!byMember) known.set(tool.value, (byMember = {}));
  byMember[member] = { document, scope, schema };
  return schema;
}

function resolveToolSchema(document: unknown, tool: Primitive, member: SchemaMember, scope: readonly string[]): ToolSchema | undefined {
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

/** The list of toolSchemas() by scope index (one per run) and document. */
const lists = new WeakMap<ScopeIndex, { document: unknown; schemas: readonly ToolSchema[] }>();

/** Every Tool's inputSchema and outputSchema that resolves to an object, in document order (what the 9.2 rules check). */
export function toolSchemas(document: unknown, scopes: ScopeIndex): readonly ToolSchema[] {
  const cached = lists.get(scopes);
  if (cached && cached.document === document) return cached.schemas;
  const schemas: ToolSchema[] = [];
  for (const tool of primitives(document, 'tools')) {
    const scope = scopes.scopeOf(tool.path);
    for (const member of ['inputSchema', 'outputSchema'] as const) {
      const schema = toolSchema(document, tool, member, scope);
      if (schema) schemas.push(schema);
    }
  }
  lists.set(scopes, { document, schemas });
  return schemas;
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

/** Schema objects found valid under their declared dialect, with it (checked once per object; documents are read-only). */
const usable = new WeakMap<object, Dialect | null>();

/** The dialect the schema is evaluated under for dialect versions, when it is valid enough to evaluate (9.2). */
export function usableDialect(schema: ToolSchema): Dialect | undefined {
  const known = usable.get(schema.value);
  if (known !== undefined) return known ?? undefined;
  const declared = declaredDialect(schema.value);
  const dialect = declared.kind !== 'unsupported' && !checkSchema(schema.value, declared.dialect).some((p) => p.severity === 'error') ? declared.dialect : null;
  usable.set(schema.value, dialect);
  return dialect ?? undefined;
}

const annotationKeywords = new Set(['title', 'description', '$comment', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);

/** Whether a keyword of a legacy schema constrains nothing (an annotation or an `x-*` extension). */
function isAnnotation(keyword: string): boolean {
  return annotationKeywords.has(keyword) || keyword.startsWith('x-');
}

/**
 * What can be enforced without a dialect before MCP 2025-11-25 (9.3 req-tool-example-incomplete-validation): the
 * MCP Tool type's `required` names. `complete` says whether nothing else in the schema constrains values.
 */
function legacyConstraints(schema: Record<string, unknown>): { required: string[]; complete: boolean } {
  const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
  let complete = Object.keys(schema).every((k) => k === 'type' || k === 'required' || k === 'properties' || isAnnotation(k));
  if (isObject(schema.properties)) {
    for (const property of Object.values(schema.properties)) {
      if (!isObject(property) || !Object.keys(property).every(isAnnotation)) complete = false;
    }
  }
  return { required, complete };
}




/** A short fact about one failed keyword: `is a string, but the schema requires type "integer"`. */
function describeProblem(problem: InstanceProblem): string {
  if (problem.keyword === 'type' || problem.keyword === 'required' || problem.message.startsWith('is not allowed by')) return problem.message;
  return `fails "${problem.keyword}" (${problem.message.replace(/"/g, "'")})`;
}

export interface ConformanceTarget {
  example: NamedExample;
  /** Pointer of the checked value inside the example object: `/input` or `/result/structuredContent`. */
  pointer: string;
  value: unknown;
  /** `input` or `structuredContent`, for messages. */
  label: string;
  /** Section cited by messages. */
  section: string;
}

/**
 * Findings for a value that must validate against a Tool schema under every applicable protocol version's schema
 * rules (9.3): errors for problems found by a complete evaluation, warnings where evaluation is incomplete.
 */
export function conformanceFindings(schema: ToolSchema, target: ConformanceTarget): Finding[] {
  const findings: Finding[] = [];
  const { example, pointer, value, label, section } = target;
  const subject = `${label} of ${describeExample(example)}`;
  const against = describeSchema(schema);

  if (schema.dialectScope.length > 0) {
    const dialect = usableDialect(schema);
    // An invalid schema or dialect is json-schema.tool-schema.valid's error; no compatibility claim is made then.
    if (dialect !== undefined) {
      const result = validateInstance(schema.value, value, dialect);
      const protocolVersion = schema.dialectScope[0]!;
      const versions = describeVersions(schema.dialectScope);
      for (const reason of result.incomplete) {
        findings.push(
          exampleFinding(example, pointer, {
            severity: 'warning',
            protocolVersion,
            message: `The ${subject} could not be completely checked against ${against} for ${versions}: ${reason} (${section})`,
          }),
        );
      }
      for (const problem of result.problems) {
        findings.push(
          exampleFinding(example, pointer + problem.instancePath, {
            protocolVersion,
            message: `The ${subject}${problem.instancePath === '' ? '' : ` at ${JSON.stringify(problem.instancePath)}`} ${describeProblem(problem)}, so it does not validate against ${against} for ${versions} (${section})`,
          }),
        );
      }
    }
  }

  if (schema.legacyScope.length > 0) {
    const protocolVersion = schema.legacyScope[0]!;
    const versions = describeVersions(schema.legacyScope);
    const { required, complete } = legacyConstraints(schema.value);
    // With a dialect version in scope, the complete evaluation above already reports missing required members.
    if (schema.dialectScope.length === 0 && isObject(value)) {
      for (const name of required) {
        if (Object.hasOwn(value, name)) continue;
        findings.push(
          exampleFinding(example, pointer, {
            protocolVersion,
            message: `The ${subject} lacks the member ${JSON.stringify(name)} that ${against} requires for ${versions} (${section})`,
            detail: { kind: 'missing-member', member: name },
          }),
        );
      }
    }
    if (!complete) {
      findings.push(
        exampleFinding(example, pointer, {
          severity: 'warning',
          protocolVersion,
          message: `The ${subject} could not be completely checked against ${against} for ${versions}: these versions define no embedded-schema dialect, so only "required" is enforced (${section})`,
        }),
      );
    }
  }
  return findings;
}
