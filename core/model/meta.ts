// MCP `_meta` (spec 3.5): where literal `_meta` objects stand in a document, the MCP key format, MCP-reserved
// prefixes, and the reserved keys MCP defines, per protocol version. Facts from the pinned MCP schemas
// (MetaObject, RequestMetaObject, NotificationMetaObject, ResultMetaObject, RelatedTaskMetadata, Implementation).
import { isReferenceObject, resolveValue, type ComponentNamespace } from './components.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { Finding } from '../diagnostics.ts';
import type { ScopeIndex } from './scopes.ts';
import type { ProtocolVersion } from './versions.ts';
import { isObject, namesInDocument } from '../lib/data-model.ts';

/** Protocol versions whose `_meta` rules are validated (complete `_meta` validation begins with MCP 2025-06-18, 16.2). */
export const metaRuleVersions: readonly ProtocolVersion[] = ['2025-06-18', '2025-11-25', '2026-07-28'];

// ---- Key format (MCP 2025-06-18 and later: optional `prefix/` of dot-separated labels, then a name) ----

const label = '[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const labelPattern = new RegExp(`^${label}$`);
const namePattern = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?$/;

export type ParsedMetaKey = { ok: true; labels: string[]; name: string } | { ok: false; reason: string };

/** Split a `_meta` key into its prefix labels (none when unprefixed) and name, or say why it is not valid. */
export function parseMetaKey(key: string): ParsedMetaKey {
  const slash = key.indexOf('/');
  if (slash >= 0 && key.indexOf('/', slash + 1) >= 0) return { ok: false, reason: 'it contains more than one "/"' };
  const name = slash >= 0 ? key.slice(slash + 1) : key;
  const labels = slash >= 0 ? key.slice(0, slash).split('.') : [];
  if (slash >= 0 && !labels.every((l) => labelPattern.test(l))) {
    return {
      ok: false,
      reason:
        'its prefix must be dot-separated labels that start with a letter, end with a letter or digit and otherwise hold only letters, digits and "-"',
    };
  }
  if (!namePattern.test(name)) {
    return {
      ok: false,
      reason:
        'its name must start and end with a letter or digit and otherwise hold only letters, digits, "-", "_" and "."',
    };
  }
  return { ok: true, labels, name };
}

/**
 * Whether a prefix is reserved for MCP in `version`: from MCP 2025-11-25 (reverse DNS) when its second label is
 * `modelcontextprotocol` or `mcp`; in MCP 2025-06-18 when such a label is followed by another label.
 */
export function isReservedPrefix(labels: readonly string[], version: ProtocolVersion): boolean {
  const reserved = (l: string | undefined) =>
    l !== undefined && ['modelcontextprotocol', 'mcp'].includes(l.toLowerCase());
  if (version === '2025-06-18') return labels.slice(0, -1).some(reserved);
  return reserved(labels[1]);
}

// ---- Reserved keys ----

/** The MCP message kind whose `_meta` a reserved key belongs to; 'message' keys may accompany any message. */
type KeyKind = 'request' | 'notification' | 'result' | 'message';

interface ReservedKey {
  kind: KeyKind;
  versions: readonly ProtocolVersion[];
  /** Why the value does not fit, or undefined when it does. */
  checkValue?: (value: unknown) => string | undefined;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** MCP `Implementation` (2026-07-28): `name` and `version` strings; `title`, `description`, `websiteUrl` strings; `icons` array. */
function checkImplementation(value: unknown): string | undefined {
  const expected = 'an MCP Implementation object with string "name" and "version"';
  if (!isObject(value)) return `${expected}, not ${describeType(value)}`;
  for (const member of ['name', 'version']) {
    if (typeof value[member] !== 'string')
      return `${expected}, but "${member}" is ${Object.hasOwn(value, member) ? describeType(value[member]) : 'missing'}`;
  }
  for (const member of ['title', 'description', 'websiteUrl']) {
    if (Object.hasOwn(value, member) && typeof value[member] !== 'string')
      return `${expected}, whose "${member}" is a string, not ${describeType(value[member])}`;
  }
  if (Object.hasOwn(value, 'icons') && !Array.isArray(value.icons))
    return `${expected}, whose "icons" is an array, not ${describeType(value.icons)}`;
  return undefined;
}

const v2026: readonly ProtocolVersion[] = ['2026-07-28'];

/** Reserved `_meta` keys of the pinned MCP schemas, by the versions that define them. */
export const reservedKeys: Readonly<Record<string, ReservedKey>> = {
  progressToken: {
    kind: 'request',
    versions: v2026,
    checkValue: (v) =>
      typeof v === 'string' || typeof v === 'number'
        ? undefined
        : `a progress token (a string or number), not ${describeType(v)}`,
  },
  'io.modelcontextprotocol/protocolVersion': { kind: 'request', versions: v2026 },
  'io.modelcontextprotocol/clientInfo': { kind: 'request', versions: v2026 },
  'io.modelcontextprotocol/clientCapabilities': { kind: 'request', versions: v2026 },
  'io.modelcontextprotocol/logLevel': { kind: 'request', versions: v2026 },
  'io.modelcontextprotocol/subscriptionId': { kind: 'notification', versions: v2026 },
  'io.modelcontextprotocol/serverInfo': { kind: 'result', versions: v2026, checkValue: checkImplementation },
  'io.modelcontextprotocol/related-task': {
    kind: 'message',
    versions: ['2025-11-25'],
    checkValue: (v) =>
      isObject(v) && typeof v.taskId === 'string'
        ? undefined
        : 'related-task metadata (an object with a string "taskId")',
  },
};

// ---- Where `_meta` objects stand ----

/** What a `_meta` object is attached to, as far as reserved keys are concerned. */
export type MetaContext = 'declaration' | 'result' | 'input-response' | 'request' | 'object';

export interface MetaLocation {
  /** Pointer of the `_meta` object as written (inside a component when reached through a reference). */
  path: string;
  value: Record<string, unknown>;
  context: MetaContext;
  /** Pointer of the primitive declaration whose effective scope applies. */
  declaration: string;
  /** The use-site Reference Object when the `_meta` object is inside a component (16.5 provenance), else undefined. */
  referencedFrom: string | undefined;
}

const primitiveCollections: Record<string, { kind: string; examples: ComponentNamespace }> = {
  tools: { kind: 'Tool', examples: 'toolExamples' },
  resources: { kind: 'Resource', examples: 'resourceExamples' },
  resourceTemplates: { kind: 'Resource Template', examples: 'resourceTemplateExamples' },
  prompts: { kind: 'Prompt', examples: 'promptExamples' },
};

/** Members whose values are not MCP objects with `_meta`: embedded schemas, arguments, arbitrary JSON payloads (14.2). */
const opaqueMembers = new Set([
  'inputSchema',
  'outputSchema',
  'requestedSchema',
  'input',
  'arguments',
  'structuredContent',
  'metadata',
  'elicitations',
]);

/** A primitive's named example maps (9.3, 9.4, 10.4, 10.4.6, 11.3, 11.4). */
const exampleMaps = new Set(['examples', 'completionExamples', 'interactionExamples']);

function contextOf(relative: readonly string[]): MetaContext {
  // relative: segments from the primitive to the object that holds `_meta`.
  if (relative.length === 0) return 'declaration';
  const [map, , member, , part] = relative;
  if (
    relative.length === 3 &&
    member === 'result' &&
    (map === 'examples' || map === 'completionExamples' || map === 'interactionExamples')
  )
    return 'result';
  if (relative.length === 5 && map === 'interactionExamples' && member === 'steps') {
    if (part === 'response') return 'input-response';
    if (part === 'request') return 'request';
  }
  return 'object';
}

/** Segments past the sixth never change a context (contextOf looks at five), so deeper paths share one array. */
function extend(relative: string[], segment: string): string[] {
  return relative.length >= 6 ? relative : [...relative, segment];
}

interface Pending {
  value: unknown;
  path: string;
  relative: string[];
  referencedFrom: string | undefined;
}

/** Every `_meta` object of every primitive declaration and its named examples (3.5), in document order. */
export function metaLocations(document: unknown): MetaLocation[] {
  const found: MetaLocation[] = [];
  if (!isObject(document)) return found;
  for (const [collection, { examples }] of Object.entries(primitiveCollections)) {
    const entries = document[collection];
    if (!Array.isArray(entries)) continue;
    entries.forEach((primitive, index) => {
      const declaration = appendPointer(appendPointer('', collection), index);
      const stack: Pending[] = [{ value: primitive, path: declaration, relative: [], referencedFrom: undefined }];
      while (stack.length > 0) {
        const { value, path, relative, referencedFrom } = stack.pop()!;
        const children: Pending[] = [];
        if (Array.isArray(value)) {
          value.forEach((child, i) => {
            if (typeof child === 'object' && child !== null)
              children.push({
                value: child,
                path: appendPointer(path, i),
                relative: extend(relative, String(i)),
                referencedFrom,
              });
          });
        } else if (isObject(value)) {
          // Keys of a named example map are names, not members: "x-…" or "input" there is an ordinary example name.
          const namedMap = relative.length === 1 && exampleMaps.has(relative[0]!);
          for (const [key, child] of Object.entries(value)) {
            if (!namedMap && (key.startsWith('x-') || opaqueMembers.has(key))) continue;
            const childPath = appendPointer(path, key);
            if (key === '_meta') {
              if (isObject(child))
                found.push({
                  path: childPath,
                  value: child,
                  context: contextOf(relative),
                  declaration,
                  referencedFrom,
                });
              continue;
            }
            if (typeof child !== 'object' || child === null) continue;
            let next: Pending = { value: child, path: childPath, relative: extend(relative, key), referencedFrom };
            // A named example written as a Reference Object: walk the component it resolves to (17.3).
            if (relative.length === 1 && relative[0] === 'examples' && isReferenceObject(child)) {
              const resolution = resolveValue(document, child, childPath, examples);
              if (!resolution.ok) continue; // mcpdesc.components.references reports it
              next = {
                value: resolution.value,
                path: resolution.path,
                relative: extend(relative, key),
                referencedFrom: childPath,
              };
            }
            children.push(next);
          }
        }
        // Depth-first in document order.
        for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
      }
    });
  }
  return found;
}

// ---- Findings of the three mcp.meta.* rules ----

export interface MetaFindings {
  keyFormat: Finding[];
  reservedPrefix: Finding[];
  reservedKeyContext: Finding[];
}

const contextWords: Record<Exclude<MetaContext, 'declaration'>, string> = {
  result: 'in a completed result',
  'input-response': 'in a client input response',
  request: 'in a request',
  object: 'in this carried MCP object',
};

/** Whether a key of `kind` may stand in `context` for `version`. */
function allowed(kind: KeyKind, context: MetaContext, version: ProtocolVersion): boolean {
  if (kind === 'message') return true;
  // Sampling, elicitation and roots responses are Results through MCP 2025-11-25, closed input responses after (3.6).
  const effective = context === 'input-response' ? (version === '2026-07-28' ? 'object' : 'result') : context;
  return kind === effective;
}

/**
 * The findings of mcp.meta.key-format, mcp.meta.reserved-prefix and mcp.meta.reserved-key-context in the resolved
 * `document` (`written`: the document as written, `scopes`: its effective scopes). A run computes them once, for the
 * three rules (`RuleContext.meta`, core/model/run-context.ts).
 */
export function metaFindings(document: unknown, written: unknown, scopes: ScopeIndex): MetaFindings {
  const result: MetaFindings = { keyFormat: [], reservedPrefix: [], reservedKeyContext: [] };
  // No object anywhere has a `_meta` member: nothing to look for (the usual case, without a walk).
  if (!namesInDocument(written).has('_meta')) return result;
  // Keys and declarations repeat across a document: parse and look each up once.
  const parsedKeys = new Map<string, ParsedMetaKey>();
  const versionsOf = new Map<string, ProtocolVersion[]>();
  for (const location of metaLocations(document)) {
    let versions = versionsOf.get(location.declaration);
    if (versions === undefined) {
      const scope = scopes.scopeOf(location.declaration);
      versions = metaRuleVersions.filter((v) => scope.includes(v));
      versionsOf.set(location.declaration, versions);
    }
    if (versions.length === 0) continue;
    for (const key of Object.keys(location.value)) {
      let parsed = parsedKeys.get(key);
      if (parsed === undefined) {
        parsed = parseMetaKey(key);
        parsedKeys.set(key, parsed);
      }
      const reserved = Object.hasOwn(reservedKeys, key) ? reservedKeys[key] : undefined;
      // The common case: a valid, unprefixed key that MCP does not reserve.
      if (parsed.ok && parsed.labels.length === 0 && reserved === undefined) continue;
      for (const version of versions) checkKey(result, location, key, parsed, reserved, version);
    }
  }
  return result;
}

/**
 * Where a finding about `key` of `location` is reported. Through a reference, the use site is the primary location and
 * the key in the component the related one (16.5). `name`: the finding concerns the key itself (its format, or the key
 * where it does not belong) rather than its value.
 */
function locate(
  location: MetaLocation,
  key: string,
  name?: 'format' | 'member',
): Pick<Finding, 'path' | 'detail' | 'relatedLocations'> {
  const keyPath = appendPointer(location.path, key);
  if (location.referencedFrom !== undefined)
    return { path: location.referencedFrom, relatedLocations: [{ relation: 'component-definition', path: keyPath }] };
  if (name === undefined) return { path: keyPath };
  return {
    path: keyPath,
    detail:
      name === 'format'
        ? { kind: 'constraint', keyword: 'propertyNames', member: key }
        : { kind: 'unexpected-member', member: key },
  };
}

function describeContext(location: MetaLocation): string {
  if (location.context !== 'declaration') return contextWords[location.context];
  return `on a ${primitiveCollections[location.declaration.split('/')[1] ?? '']?.kind ?? 'primitive'} declaration`;
}

/** The findings of one key of one `_meta` object for one protocol version. */
function checkKey(
  result: MetaFindings,
  location: MetaLocation,
  key: string,
  parsed: ParsedMetaKey,
  reserved: ReservedKey | undefined,
  version: ProtocolVersion,
): void {
  const quoted = JSON.stringify(key);
  if (!parsed.ok) {
    result.keyFormat.push({
      ...locate(location, key, 'format'),
      requirement: 'req-meta-keys',
      message: `_meta key ${quoted} does not follow the MCP ${version} key format: ${parsed.reason} (3.5)`,
      protocolVersion: version,
    });
    return;
  }
  const known = reserved !== undefined && reserved.versions.includes(version) ? reserved : undefined;
  if (known === undefined) {
    if (parsed.labels.length > 0 && isReservedPrefix(parsed.labels, version)) {
      const prefix = JSON.stringify(`${parsed.labels.join('.')}/`);
      result.reservedPrefix.push({
        ...locate(location, key, 'member'),
        requirement: 'req-meta-reserved-prefix',
        message: `_meta key ${quoted} is under the MCP-reserved prefix ${prefix} but is not a key MCP ${version} defines (3.5)`,
        protocolVersion: version,
      });
    }
    return;
  }
  if (!allowed(known.kind, location.context, version)) {
    result.reservedKeyContext.push({
      ...locate(location, key, 'member'),
      requirement: 'req-meta-keys',
      message: `_meta key ${quoted} is reserved for ${known.kind} metadata in MCP ${version} and is not valid ${describeContext(location)} (3.5)`,
      protocolVersion: version,
    });
    return;
  }
  const problem = known.checkValue?.(location.value[key]);
  if (problem !== undefined) {
    result.reservedKeyContext.push({
      ...locate(location, key),
      requirement: 'req-meta-keys',
      message: `In MCP ${version}, _meta key ${quoted} must hold ${problem} (3.5)`,
      protocolVersion: version,
    });
  }
}
