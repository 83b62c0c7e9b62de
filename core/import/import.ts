// Import: an MCP Description document built from what a running server returned (initialize or server/discover,
// tools/list, resources/list, resources/templates/list, prompts/list), such that native projection (4.14) of the
// document for that protocol version returns exactly the captured lists. What a description cannot carry is
// reported with its place in the capture, never dropped; captures of several versions are imported per version and
// merged (4.13).
import type { DocumentFormat } from '../diagnostics.ts';
import { parseDocument, serialize, type SourceMap } from '../document/index.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer, nearestAncestor } from '../lib/pointer.ts';
import { protocolVersions as supported } from '../model/versions.ts';
import { captureValidator, mcpValidator } from '../mcp/validators.ts';
import { describeError, projectNativeList, type NativeKind } from '../projection/native.ts';
import { canonical, firstDifference } from '../merge/equivalence.ts';
import { mergeDocuments, type ConflictLocation } from '../merge/merge.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { countOf } from '../lib/plural.ts';

export type CaptureKind = 'initialize' | 'discover' | NativeKind;

export type ImportProblemCode =
  | 'capture-unreadable'
  | 'capture-unrecognized'
  | 'capture-invalid'
  | 'protocol-version-unknown'
  | 'protocol-version-conflict'
  | 'server-identity-missing'
  | 'server-identity-conflict'
  | 'not-representable'
  | 'not-stated'
  | 'merge-conflict';

/** A reason the import failed, or (for `notes`) something the description does not state; each located in the captures. */
export interface ImportProblem {
  code: ImportProblemCode;
  message: string;
  protocolVersion?: string;
  locations: ConflictLocation[];
}

export interface CaptureText {
  /** File name or label. */
  name: string;
  text: string;
}

/**
 * The server's identity given by the user (spec 5: Info may come from author input) for captures that do not name the
 * server: bare list results of MCP versions before 2026-07-28 carry no serverInfo.
 */
export interface ServerIdentity {
  name: string;
  version: string;
}

export type ImportResult =
  | { ok: true; document: Record<string, unknown>; protocolVersions: string[]; notes: ImportProblem[] }
  | { ok: false; problems: ImportProblem[] };

/** What the description of each kind is built from, and the MCP list-result type its capture validates against. */
const listKinds: Record<
  NativeKind,
  {
    member: string;
    result: 'ListToolsResult' | 'ListResourcesResult' | 'ListResourceTemplatesResult' | 'ListPromptsResult';
    method: string;
  }
> = {
  tools: { member: 'tools', result: 'ListToolsResult', method: 'tools/list' },
  resources: { member: 'resources', result: 'ListResourcesResult', method: 'resources/list' },
  resourceTemplates: {
    member: 'resourceTemplates',
    result: 'ListResourceTemplatesResult',
    method: 'resources/templates/list',
  },
  prompts: { member: 'prompts', result: 'ListPromptsResult', method: 'prompts/list' },
};
const kindNames: Record<CaptureKind, string> = {
  initialize: 'initialize result',
  discover: 'server/discover result',
  tools: 'tools/list result',
  resources: 'resources/list result',
  resourceTemplates: 'resources/templates/list result',
  prompts: 'prompts/list result',
};
/** Members of a result that describe the response rather than the server surface (pagination, caching). */
const responseMembers: ReadonlySet<string> = new Set(['nextCursor', 'resultType', 'ttlMs', 'cacheScope']);
/** The `_meta` key by which MCP 2026-07-28 results name the server (ResultMetaObject). */
const serverInfoKey = 'io.modelcontextprotocol/serverInfo';

/** One capture, read and recognised. */
interface Capture {
  name: string;
  kind: CaptureKind;
  result: Record<string, unknown>;
  /** Pointer of the result in the capture ('' for a bare result, '/result' inside a JSON-RPC response). */
  base: string;
  sourceMap: SourceMap;
}

/** The captures of one protocol version. */
interface Group {
  version: string | undefined;
  captures: Capture[];
  /** Where the version came from, for messages. */
  from?: Capture;
}

type Json = Record<string, unknown>;
/** Where a member of the built document came from: a capture and a pointer into it. */
type Origins = Map<string, { capture: Capture; path: string }>;

/** The kind of a result, recognised from its shape; undefined when none or several match. */
export function recognize(result: unknown): CaptureKind | undefined {
  if (!isObject(result)) return undefined;
  const kinds: CaptureKind[] = [];
  if (isObject(result.serverInfo) && 'protocolVersion' in result && 'capabilities' in result) kinds.push('initialize');
  if (Array.isArray(result.supportedVersions) && 'capabilities' in result) kinds.push('discover');
  for (const kind of Object.keys(listKinds) as NativeKind[])
    if (Array.isArray(result[listKinds[kind].member])) kinds.push(kind);
  return kinds.length === 1 ? kinds[0] : undefined;
}

function at(capture: { name: string; sourceMap: SourceMap }, path: string, note?: string): ConflictLocation {
  const range = nearestAncestor(path, (p) => capture.sourceMap.rangeOf(p))?.found;
  return { input: capture.name, path, ...(range ? { range } : {}), ...(note ? { note } : {}) };
}

/** Read one capture: a bare result or a whole JSON-RPC response. */
function readCapture(input: CaptureText): Capture | ImportProblem {
  const parsed = parseDocument(input.text);
  const location = { name: input.name, sourceMap: parsed.sourceMap };
  if (!parsed.ok) {
    const first = parsed.diagnostics[0];
    return {
      code: 'capture-unreadable',
      message: `${input.name} cannot be read: ${first?.message ?? 'not JSON'}`,
      locations: [{ ...at(location, first?.path ?? ''), ...(first?.range ? { range: first.range } : {}) }],
    };
  }
  let result = parsed.value;
  let base = '';
  if (isObject(result) && result.jsonrpc === '2.0') {
    if ('error' in result)
      return {
        code: 'capture-unrecognized',
        message: `${input.name} is a JSON-RPC error response, not a result: there is nothing to import.`,
        locations: [at(location, '/error')],
      };
    if (!('result' in result))
      return {
        code: 'capture-unrecognized',
        message: `${input.name} is a JSON-RPC message without a result (a request or notification?).`,
        locations: [at(location, '')],
      };
    result = result.result;
    base = '/result';
  }
  const kind = recognize(result);
  if (!kind || !isObject(result))
    return {
      code: 'capture-unrecognized',
      message: `${input.name} is not recognised: expected an initialize result (serverInfo, protocolVersion, capabilities), a server/discover result (supportedVersions, capabilities), or a list result with exactly one of tools, resources, resourceTemplates or prompts, bare or as a JSON-RPC response.`,
      locations: [at(location, base)],
    };
  return { name: input.name, kind, result, base, sourceMap: parsed.sourceMap };
}

/**
 * Captures grouped by protocol version: an initialize result starts a group with its protocolVersion, a
 * server/discover result one for 2026-07-28 (the only supported version defining it); list results before either
 * belong to `chosen`.
 */
function groupCaptures(captures: Capture[], chosen: string | undefined, problems: ImportProblem[]): Group[] {
  const groups: Group[] = [];
  let current: Group = { version: chosen, captures: [] };
  const start = (capture: Capture, version: string) => {
    if (chosen !== undefined && version !== chosen)
      problems.push({
        code: 'protocol-version-conflict',
        message: `${capture.name} is a ${kindNames[capture.kind]} of MCP ${version}, but protocol version ${chosen} was chosen.`,
        protocolVersion: version,
        locations: [at(capture, capture.kind === 'initialize' ? `${capture.base}/protocolVersion` : capture.base)],
      });
    if (
      current.captures.length > 0 &&
      current.from === undefined &&
      (current.version === undefined || current.version === version)
    ) {
      current.version = version; // list captures given before their initialize belong to it
      current.from = capture;
      current.captures.push(capture);
      return;
    }
    if (current.captures.length > 0) groups.push(current);
    current = { version, captures: [capture], from: capture };
  };
  for (const capture of captures) {
    if (capture.kind === 'initialize') {
      const version = capture.result.protocolVersion;
      if (typeof version !== 'string' || !(supported as readonly string[]).includes(version)) {
        problems.push({
          code: 'protocol-version-unknown',
          message: `${capture.name}: protocolVersion ${JSON.stringify(version)} is not one that MCP Description 0.9.0 describes (${supported.join(', ')}) (4.9).`,
          locations: [at(capture, `${capture.base}/protocolVersion`)],
        });
        continue;
      }
      start(capture, version);
    } else if (capture.kind === 'discover') start(capture, '2026-07-28');
    else current.captures.push(capture);
  }
  if (current.captures.length > 0) groups.push(current);
  return groups;
}

/** Validate a capture against its MCP result type in `version` (the pinned schema). */
function validateCapture(capture: Capture, version: string): ImportProblem | undefined {
  const validate =
    capture.kind === 'initialize'
      ? captureValidator(version, 'InitializeResult')
      : capture.kind === 'discover'
        ? captureValidator(version, 'DiscoverResult')
        : mcpValidator(version, listKinds[capture.kind].result);
  if (!validate)
    return {
      code: 'capture-invalid',
      message: `${capture.name}: MCP ${version} has no ${kindNames[capture.kind]}.`,
      protocolVersion: version,
      locations: [at(capture, capture.base)],
    };
  if (validate(capture.result)) return undefined;
  const errors = validate.errors ?? [];
  return {
    code: 'capture-invalid',
    message: `${capture.name} is not a valid MCP ${version} ${kindNames[capture.kind]} (${countOf(errors.length, 'schema error')}): ${errors.slice(0, 3).map(describeError).join('; ')}.`,
    protocolVersion: version,
    locations: errors.slice(0, 20).map((e) => at(capture, capture.base + e.instancePath, describeError(e))),
  };
}

/** The description of one version's captures, and where each built member came from. */
function build(
  group: Group & { version: string },
  problems: ImportProblem[],
  notes: ImportProblem[],
  server: ServerIdentity | undefined,
): { document: Json; origins: Origins } | undefined {
  const { version, captures } = group;
  const origins: Origins = new Map();
  const document: Json = { mcpdesc: '0.9.0' };
  const session = captures.find((c) => c.kind === 'initialize' || c.kind === 'discover');
  let identity: { value: Json; capture: Capture; path: string } | undefined;
  const claimIdentity = (capture: Capture, value: unknown, path: string) => {
    if (!isObject(value)) return;
    if (!identity) identity = { value, capture, path };
    else if (canonical(identity.value) !== canonical(value)) {
      const difference = firstDifference(identity.value, value) ?? '';
      problems.push({
        code: 'server-identity-conflict',
        message: `The captures of MCP ${version} name different servers; a description has one Info Object (5).`,
        protocolVersion: version,
        locations: [
          at(identity.capture, identity.path + difference, 'server identity'),
          at(capture, path + difference, 'differs'),
        ],
      });
    }
  };

  for (const capture of captures) {
    const result = capture.result;
    const base = capture.base;
    for (const member of Object.keys(result)) {
      const path = appendPointer(base, member);
      if (member === '_meta') {
        const meta = result._meta;
        if (isObject(meta) && serverInfoKey in meta)
          claimIdentity(capture, meta[serverInfoKey], appendPointer(path, serverInfoKey));
        const others = isObject(meta) ? Object.keys(meta).filter((k) => k !== serverInfoKey) : ['(value)'];
        for (const key of others)
          problems.push({
            code: 'not-representable',
            message: `${capture.name}: result metadata _meta${key === '(value)' ? '' : `["${key}"]`} of the ${kindNames[capture.kind]} describes one response; an MCP Description has no place for it (3.5).`,
            protocolVersion: version,
            locations: [at(capture, key === '(value)' ? path : appendPointer(path, key))],
          });
      } else if (responseMembers.has(member)) {
        notes.push({
          code: 'not-stated',
          message: `${capture.name}: ${member} describes this response (pagination or caching), not the server; a description does not state it (4.14).${member === 'nextCursor' ? ' The list has more pages: import every page, in order, to describe them all.' : ''}`,
          protocolVersion: version,
          locations: [at(capture, path)],
        });
      }
    }
    if (capture.kind === 'initialize') claimIdentity(capture, result.serverInfo, `${base}/serverInfo`);
  }
  if (identity && server && (identity.value.name !== server.name || identity.value.version !== server.version)) {
    const differs = identity.value.name !== server.name ? 'name' : 'version';
    problems.push({
      code: 'server-identity-conflict',
      message: `The captures of MCP ${version} name the server ${JSON.stringify(identity.value.name)} version ${JSON.stringify(identity.value.version)}, but the server name and version given are ${JSON.stringify(server.name)} and ${JSON.stringify(server.version)}; a description has one Info Object (5).`,
      protocolVersion: version,
      locations: [at(identity.capture, `${identity.path}/${differs}`, 'server identity')],
    });
  }
  if (!identity && !server) {
    problems.push({
      code: 'server-identity-missing',
      message: `No capture of MCP ${version} names the server: add the initialize result${version === '2026-07-28' ? ' or a result whose _meta carries io.modelcontextprotocol/serverInfo' : ''} (its serverInfo becomes the description's info, 5), or give the server's name and version.`,
      protocolVersion: version,
      locations: captures.map((c) => at(c, c.base)),
    });
    return undefined;
  }
  if (identity) {
    document.info = identity.value;
    origins.set('/info', { capture: identity.capture, path: identity.path });
  } else document.info = { name: server!.name, version: server!.version };
  if (session && typeof session.result.instructions === 'string') {
    document.instructions = session.result.instructions;
    origins.set('/instructions', { capture: session, path: `${session.base}/instructions` });
  }
  document.protocolVersions = [version];
  if (session && isObject(session.result.capabilities)) {
    document.capabilities = [session.result.capabilities];
    origins.set('/capabilities/0', { capture: session, path: `${session.base}/capabilities` });
  }
  for (const kind of Object.keys(listKinds) as NativeKind[]) {
    const entries: unknown[] = [];
    for (const capture of captures) {
      if (capture.kind !== kind) continue;
      const list = capture.result[listKinds[kind].member] as unknown[];
      list.forEach((entry, index) => {
        origins.set(`/${kind}/${entries.length}`, {
          capture,
          path: `${capture.base}/${listKinds[kind].member}/${index}`,
        });
        entries.push(entry);
      });
    }
    if (entries.length > 0) document[kind] = entries;
  }
  return { document, origins };
}

/** A pointer into a built document, mapped to the capture it came from (the longest recorded prefix). */
function origin(origins: Origins, path: string): { capture: Capture; path: string } | undefined {
  const nearest = nearestAncestor(path, (p) => origins.get(p));
  return nearest && { capture: nearest.found.capture, path: nearest.found.path + path.slice(nearest.pointer.length) };
}

/**
 * Import captures (`chosen`: the protocol version of captures that no initialize result precedes; `server`: the
 * server's name and version, for captures that do not name it, which must agree with any that do). `validate` is the
 * document validator (core/index.ts validateText), passed in so this module stays below the entry point.
 */
export function importCaptures(
  inputs: readonly CaptureText[],
  options: { protocolVersion?: string; server?: ServerIdentity; validate: (document: Json) => Diagnostic[] },
): ImportResult {
  const problems: ImportProblem[] = [];
  const notes: ImportProblem[] = [];
  if (inputs.length === 0)
    return {
      ok: false,
      problems: [
        { code: 'capture-unrecognized', message: 'Nothing to import: give at least one capture.', locations: [] },
      ],
    };
  const chosen = options.protocolVersion;
  if (chosen !== undefined && !(supported as readonly string[]).includes(chosen))
    return {
      ok: false,
      problems: [
        {
          code: 'protocol-version-unknown',
          message: `Protocol version ${chosen} is not one that MCP Description 0.9.0 describes (${supported.join(', ')}) (4.9).`,
          locations: [],
        },
      ],
    };
  const captures: Capture[] = [];
  for (const input of inputs) {
    const read = readCapture(input);
    if ('kind' in read) captures.push(read);
    else problems.push(read);
  }
  const groups = groupCaptures(captures, chosen, problems);
  for (const group of groups) {
    if (group.version === undefined)
      problems.push({
        code: 'protocol-version-unknown',
        message: `No protocol version is known for ${group.captures.map((c) => c.name).join(', ')}: add the initialize result, or choose the protocol version.`,
        locations: group.captures.map((c) => at(c, c.base)),
      });
    else
      for (const capture of group.captures) {
        const invalid = validateCapture(capture, group.version);
        if (invalid) problems.push(invalid);
      }
  }
  if (problems.length > 0) return { ok: false, problems };

  const built: { document: Json; origins: Origins; version: string }[] = [];
  for (const group of groups as (Group & { version: string })[]) {
    const result = build(group, problems, notes, options.server);
    if (result) built.push({ ...result, version: group.version });
  }
  if (problems.length > 0) return { ok: false, problems };

  for (const { document, origins, version } of built) {
    // The description must be valid, and native projection must give back exactly what was captured.
    for (const d of options.validate(document)) {
      if (d.severity !== 'error') continue; // warnings are the final document's, reported by the caller
      const from = origin(origins, d.path);
      problems.push({
        code: 'not-representable',
        message: `${from ? `${from.capture.name}: ` : ''}a description cannot carry this as captured (${d.rule}): ${d.message}`,
        protocolVersion: version,
        locations: from ? [at(from.capture, from.path, d.message)] : [],
      });
    }
    if (problems.length > 0) continue;
    for (const kind of Object.keys(listKinds) as NativeKind[]) {
      const captured = Array.isArray(document[kind]) ? (document[kind] as unknown[]) : [];
      if (captured.length === 0) continue;
      const projected = projectNativeList(document, version, kind);
      if (!projected.ok) {
        const from = projected.path !== undefined ? origin(origins, projected.path) : undefined;
        problems.push({
          code: 'not-representable',
          message: `${projected.code}: ${projected.message}`,
          protocolVersion: version,
          locations: from ? [at(from.capture, from.path)] : [],
        });
        continue;
      }
      const values = projected.value[kind] ?? [];
      captured.forEach((entry, index) => {
        const difference = firstDifference(entry, values[index]);
        if (difference === undefined) return;
        const from = origin(origins, `/${kind}/${index}${difference}`);
        const member = difference.split('/')[1] ?? '';
        const why = member.startsWith('x-')
          ? `a member named ${member} is a specification extension in a description (14), which native projection omits`
          : `${member} is MCP Description metadata in a description, not part of the MCP ${listKinds[kind].method} value (4.14)`;
        problems.push({
          code: 'not-representable',
          message: `${from ? `${from.capture.name}: ` : ''}${member} cannot be represented faithfully: ${why}, so the description would not reproduce the captured ${listKinds[kind].method} result.`,
          protocolVersion: version,
          locations: from ? [at(from.capture, from.path)] : [],
        });
      });
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  if (built.length === 1)
    return { ok: true, document: built[0]!.document, protocolVersions: [built[0]!.version], notes };
  // Several versions: merge the per-version descriptions (4.13); conflicts are located in the captures.
  const merged = mergeDocuments(
    built.map(({ document, version }) => ({ name: `MCP ${version}`, document, errors: [], rangeOf: () => undefined })),
  );
  if (!merged.ok) {
    return {
      ok: false,
      problems: merged.conflicts.map((conflict) => ({
        code: 'merge-conflict' as const,
        message: `Merging the imports of ${conflict.protocolVersions.join(', ')}: ${conflict.kind}: ${conflict.message}`,
        locations: conflict.locations.map((location) => {
          const source = built.find((b) => `MCP ${b.version}` === location.input);
          const from = source ? origin(source.origins, location.path) : undefined;
          return from ? at(from.capture, from.path, location.note) : location;
        }),
      })),
    };
  }
  return { ok: true, document: merged.document, protocolVersions: merged.document.protocolVersions as string[], notes };
}

/** The imported document as text. */
export function importedText(document: unknown, format: DocumentFormat): string {
  return serialize(document, format);
}
