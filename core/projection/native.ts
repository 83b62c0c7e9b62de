// Native MCP projection (spec 4.14): the MCP values a server returns from tools/list, resources/list,
// resources/templates/list and prompts/list for one protocol version, built from a validated document.
// Projected values are new objects whose member values are the document's own (copied unchanged, not cloned):
// neither the document nor a result may be mutated afterwards.
import { memberNames, orderedObject } from '../document/member-order.ts';
import { appendPointer } from '../lib/pointer.ts';
import { indexScopes, type ScopedDeclaration } from '../model/scopes.ts';
import { protocolVersions } from '../model/versions.ts';
import type { SchemaError } from '../schema/types.ts';
import type { McpFieldType } from '../mcp/types.ts';
import { mcpDefinedFields, mcpValidator } from '../mcp/validators.ts';
import { resolveValue } from '../model/components.ts';
import { isObject } from '../lib/data-model.ts';
import type { PrimitiveCollection } from '../model/collections.ts';

/** The native lists of 4.14, one per primitive collection. */
export type NativeKind = PrimitiveCollection;
export type NativeFailureCode =
  | 'projection-source-invalid'
  | 'projection-protocol-version-not-declared'
  | 'projection-declaration-not-applicable'
  | 'projection-postcondition-failed';
export type NativeMethod = 'tools/list' | 'resources/list' | 'resources/templates/list' | 'prompts/list';
export type NativeFailure = { ok: false; code: NativeFailureCode; message: string; path?: string };
/**
 * A list projection: `value` holds the projected sequence under the list result's member for the kind, e.g.
 * `{ tools: [...] }`. It is not a complete list result: members such as `nextCursor`, or the `resultType`, `ttlMs`
 * and `cacheScope` that MCP 2026-07-28 requires, are not stated by a description and are never synthesized.
 */
export type NativeListResult = { ok: true; method: NativeMethod; value: Record<string, unknown[]> } | NativeFailure;
export type NativeValueResult = { ok: true; value: Record<string, unknown> } | NativeFailure;

interface KindInfo {
  method: NativeMethod;
  type: 'Tool' | 'Resource' | 'ResourceTemplate' | 'Prompt';
  /** The member that identifies a declaration (4.14). */
  identifier: 'name' | 'uri' | 'uriTemplate';
  /** Wording for messages. */
  noun: string;
}

export const nativeKinds: Record<NativeKind, KindInfo> = {
  tools: { method: 'tools/list', type: 'Tool', identifier: 'name', noun: 'Tool' },
  resources: { method: 'resources/list', type: 'Resource', identifier: 'uri', noun: 'Resource' },
  resourceTemplates: {
    method: 'resources/templates/list',
    type: 'ResourceTemplate',
    identifier: 'uriTemplate',
    noun: 'Resource Template',
  },
  prompts: { method: 'prompts/list', type: 'Prompt', identifier: 'name', noun: 'Prompt' },
};

/** The rule each failure code reports (4.14 steps 1-2, 3, 6). */
export const nativeFailureRules: Record<NativeFailureCode, string> = {
  'projection-source-invalid': 'mcpdesc.projection.source-valid',
  'projection-protocol-version-not-declared': 'mcpdesc.projection.source-valid',
  'projection-declaration-not-applicable': 'mcpdesc.projection.declaration-applicable',
  'projection-postcondition-failed': 'mcpdesc.projection.native-schema',
};

/** The requirement of 4.14 each failure code reports: the step the projection could not take. */
export const nativeFailureRequirements: Record<NativeFailureCode, string> = {
  'projection-source-invalid': 'req-native-projection-source-valid',
  'projection-protocol-version-not-declared': 'req-native-projection-protocol-version-declared',
  'projection-declaration-not-applicable': 'req-native-projection-declaration-applicable',
  'projection-postcondition-failed': 'req-native-projection-postcondition',
};

/** The identifiers of every top-level declaration of `kind` in the document (any protocol version), each once, in document order. */
export function declarationIdentifiers(document: unknown, kind: NativeKind): string[] {
  if (!isNativeKind(kind) || !isObject(document) || !Array.isArray(document[kind])) return [];
  const member = nativeKinds[kind].identifier;
  const identifiers = (document[kind] as unknown[])
    .map((d) => (isObject(d) ? d[member] : undefined))
    .filter((i): i is string => typeof i === 'string');
  return [...new Set(identifiers)];
}

function isNativeKind(kind: string): kind is NativeKind {
  return Object.prototype.hasOwnProperty.call(nativeKinds, kind);
}

/** Step 2: `V` occurs in root `protocolVersions` (and is a version mcpdesc 0.9.0 supports). */
function checkVersion(document: unknown, version: string, rootVersions: string[]): NativeFailure | undefined {
  if (!(protocolVersions as readonly string[]).includes(version))
    return {
      ok: false,
      code: 'projection-protocol-version-not-declared',
      message: `MCP protocol version "${version}" is not one that MCP Description 0.9.0 supports (${protocolVersions.join(', ')}) (4.9)`,
      path: '/protocolVersions',
    };
  if (!rootVersions.includes(version))
    return {
      ok: false,
      code: 'projection-protocol-version-not-declared',
      message: `MCP protocol version ${version} is not declared in root protocolVersions${isObject(document) && Array.isArray(document.protocolVersions) ? ` (${rootVersions.join(', ')})` : ''} (4.14)`,
      path: '/protocolVersions',
    };
  return undefined;
}

/** Step 3 for a whole kind: the top-level declarations of `kind` whose effective scope includes `version`, in document order. */
function applicableDeclarations(document: unknown, version: string, kind: NativeKind): ScopedDeclaration[] {
  const prefix = `/${kind}/`;
  return indexScopes(document).declarations.filter(
    (d) => d.parent === '' && d.path.startsWith(prefix) && d.effective.includes(version),
  );
}

/**
 * The list projection of `kind` for `version` (4.14): steps 2-6 for every declaration of `kind` in P_V(D), in
 * document order; a failure for any declaration fails the whole list. The caller has validated `document` (step 1).
 */
export function projectNativeList(document: unknown, version: string, kind: NativeKind): NativeListResult {
  if (!isNativeKind(kind))
    return {
      ok: false,
      code: 'projection-declaration-not-applicable',
      message: `"${String(kind)}" is not a primitive kind (4.14)`,
    };
  const failure = checkVersion(document, version, indexScopes(document).root);
  if (failure) return failure;
  const values: unknown[] = [];
  for (const declaration of applicableDeclarations(document, version, kind)) {
    const projected = projectDeclaration(document, version, kind, declaration);
    if (!projected.ok) return projected;
    values.push(projected.value);
  }
  return { ok: true, method: nativeKinds[kind].method, value: { [kind]: values } };
}

/**
 * N_V(D, k, i) (4.14): the MCP value of the declaration of `kind` identified by `identifier` (Tool or Prompt `name`,
 * Resource `uri`, Resource Template `uriTemplate`) in P_V(D). The caller has validated `document` (step 1).
 */
export function projectNative(
  document: unknown,
  version: string,
  kind: NativeKind,
  identifier: string,
): NativeValueResult {
  if (!isNativeKind(kind))
    return {
      ok: false,
      code: 'projection-declaration-not-applicable',
      message: `"${String(kind)}" is not a primitive kind (4.14)`,
    };
  const failure = checkVersion(document, version, indexScopes(document).root);
  if (failure) return failure;
  const info = nativeKinds[kind];
  const selected = applicableDeclarations(document, version, kind).filter(
    (d) => d.value[info.identifier] === identifier,
  );
  if (selected.length === 0)
    return {
      ok: false,
      code: 'projection-declaration-not-applicable',
      message: `No ${info.noun} with ${info.identifier} ${JSON.stringify(identifier)} applies to MCP ${version} (4.14)`,
    };
  if (selected.length > 1)
    return {
      ok: false,
      code: 'projection-source-invalid',
      message: `${selected.length} ${info.noun} declarations with ${info.identifier} ${JSON.stringify(identifier)} apply to MCP ${version}; their protocol scopes must be disjoint (4.14)`,
      path: selected[1]!.path,
    };
  return projectDeclaration(document, version, kind, selected[0]!);
}

/** Copy the members of `source` that `type` defines in `version`, unchanged and in the order written (step 5). */
function pick(source: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return orderedObject(
    memberNames(source)
      .filter((key) => fields.includes(key))
      .map((key) => [key, source[key]] as const),
  );
}

/** Entries of `arguments` or `icons` keep only the fields of PromptArgument or Icon in `version` (step 5). */
function pickEntries(entries: unknown, version: string, type: McpFieldType): unknown {
  if (!Array.isArray(entries)) return entries;
  const fields = mcpDefinedFields(version, type) ?? [];
  return entries.map((entry) => (isObject(entry) ? pick(entry, fields) : entry));
}

/** Steps 4-6 for one selected declaration. */
function projectDeclaration(
  document: unknown,
  version: string,
  kind: NativeKind,
  declaration: ScopedDeclaration,
): NativeValueResult {
  const info = nativeKinds[kind];
  const fields = mcpDefinedFields(version, info.type) ?? [];
  const value = pick(declaration.value, fields);
  // Where each projected member lives in the document, for locating postcondition failures.
  const origins = new Map<string, string>();

  // Step 4: resolve Reference Objects at the Tool schema use sites (17.3).
  if (kind === 'tools') {
    for (const member of ['inputSchema', 'outputSchema'] as const) {
      if (!(member in value)) continue;
      const resolved = resolveValue(document, value[member], appendPointer(declaration.path, member), 'schemas');
      if (!resolved.ok)
        return { ok: false, code: 'projection-source-invalid', message: resolved.message, path: resolved.at };
      value[member] = resolved.value;
      origins.set(member, resolved.path);
    }
  }
  // Step 5, nested entries.
  if ('arguments' in value && info.type === 'Prompt')
    value.arguments = pickEntries(value.arguments, version, 'PromptArgument');
  if ('icons' in value) value.icons = pickEntries(value.icons, version, 'Icon');

  // Step 6: the postcondition; the value is not returned when it does not validate, and never repaired.
  const validate = mcpValidator(version, info.type);
  if (!validate)
    return {
      ok: false,
      code: 'projection-protocol-version-not-declared',
      message: `No pinned MCP schema for ${version} (4.14)`,
    };
  if (validate(value)) return { ok: true, value };
  const errors = validate.errors ?? [];
  const first = errors[0];
  const identifier = declaration.value[info.identifier];
  const named = typeof identifier === 'string' ? ` ${JSON.stringify(identifier)}` : '';
  const problems = errors.slice(0, 3).map(describeError).join('; ');
  const more = errors.length > 3 ? `; and ${errors.length - 3} more` : '';
  const toolSchema =
    kind === 'tools' && first !== undefined && /^\/(inputSchema|outputSchema)(\/|$)/.test(first.instancePath);
  const hint = toolSchema ? ' The MCP Tool type restricts embedded schema syntax that the dialect allows (9.2).' : '';
  return {
    ok: false,
    code: 'projection-postcondition-failed',
    message: `${info.noun}${named} does not validate against the MCP ${version} ${info.type} type: ${problems}${more} (4.14).${hint}`,
    path: first ? documentPath(declaration.path, first.instancePath, origins) : declaration.path,
  };
}

/** Map a pointer into the projected value back into the document (through resolved references). */
function documentPath(declarationPath: string, instancePath: string, origins: Map<string, string>): string {
  const member = /^\/([^/]*)/.exec(instancePath)?.[1];
  const origin = member === undefined ? undefined : origins.get(member);
  if (origin !== undefined && member !== undefined) return origin + instancePath.slice(member.length + 1);
  return declarationPath + instancePath;
}

export function describeError(error: SchemaError): string {
  const at = error.instancePath === '' ? 'the value' : error.instancePath;
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `${at} lacks required member "${String(p.missingProperty)}"`;
    case 'type':
      return `${at} must be of type ${Array.isArray(p.type) ? p.type.join(' or ') : String(p.type)}`;
    case 'const':
      return `${at} must be ${JSON.stringify(p.allowedValue)}`;
    case 'enum':
      return `${at} must be one of ${Array.isArray(p.allowedValues) ? p.allowedValues.map((v) => JSON.stringify(v)).join(', ') : 'the allowed values'}`;
    case 'additionalProperties':
      return `${at} must not have member "${String(p.additionalProperty)}"`;
    case 'format':
      return `${at} must be a valid ${String(p.format)}`;
    case 'minimum':
    case 'maximum':
      return `${at} must be ${String(p.comparison)} ${String(p.limit)}`;
    default:
      return `${at} fails "${error.keyword}"`;
  }
}
