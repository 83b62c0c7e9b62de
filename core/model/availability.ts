// Protocol-version availability of declaration fields (spec 4.10 req-field-protocol-version-availability): the fields
// that sections 6-12 mark "since MCP <version>" or "MCP <version> only", as data, and where a document uses them in a
// declaration whose effective protocol scope includes a protocol version outside that range.
// Info fields (5.1) are deliberately absent: Info is unscoped, and 5 forbids availability diagnostics for it.
import { appendPointer, lastToken, splitPointer } from '../lib/pointer.ts';
import { memoize } from '../lib/lazy.ts';
import { isReferenceObject, resolveValue } from './components.ts';
import type { Finding } from '../diagnostics.ts';
import { type ScopeIndex } from './scopes.ts';
import { protocolVersions, type ProtocolVersion } from './versions.ts';
import { isObject } from '../lib/data-model.ts';
import { collectionNouns, type ScopedCollection } from './collections.ts';

/** A field exists from one protocol version on, or in one protocol version only. */
export type Availability = { since: ProtocolVersion } | { only: ProtocolVersion };

export interface FieldAvailability {
  /** JSON Pointer pattern of the field; `*` matches every array index. */
  pattern: string;
  /** When set, the limit is on this value of the field (a transport `type`), not on the field's presence. */
  value?: string;
  available: Availability;
  /** The object that carries the field, as the spec names it ('Tool', 'Resource Annotations'). */
  object: string;
  /** Spec section whose text marks the availability. */
  section: string;
  /** The catalogue rule that reports a use outside the range. */
  rule: string;
  /** The `req-*` anchor of the sentence a use outside the range violates (one of the rule's anchors). */
  requirement: string;
}

const field = 'mcp.declaration.field.protocol-version';

/** The availability table, in spec order. */
export const fieldAvailability: readonly FieldAvailability[] = [
  {
    pattern: '/transports/*/type',
    value: 'streamable-http',
    available: { since: '2025-03-26' },
    object: 'Transport',
    section: '6.2.1',
    rule: 'mcp.transport.streamable-http.protocol-version',
    requirement: 'req-transport-streamable-http-protocol-versions',
  },
  {
    pattern: '/capabilities/*/completions',
    available: { since: '2025-03-26' },
    object: 'Capabilities Object',
    section: '8.2',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/capabilities/*/tasks',
    available: { only: '2025-11-25' },
    object: 'Capabilities Object',
    section: '8.2',
    rule: 'mcp.capabilities.tasks.protocol-version',
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/capabilities/*/extensions',
    available: { since: '2026-07-28' },
    object: 'Capabilities Object',
    section: '8.4',
    rule: 'mcp.capabilities.extensions.protocol-version',
    requirement: 'req-capabilities-extensions-pre-standard',
  },
  {
    pattern: '/tools/*/title',
    available: { since: '2025-06-18' },
    object: 'Tool',
    section: '9.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/tools/*/inputSchema/$schema',
    available: { since: '2025-11-25' },
    object: 'Tool inputSchema',
    section: '9.2',
    rule: field,
    requirement: 'req-tool-schema-dialect-keyword',
  },
  {
    pattern: '/tools/*/outputSchema',
    available: { since: '2025-06-18' },
    object: 'Tool',
    section: '9.1',
    rule: 'mcp.tool.output-schema.protocol-version',
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/tools/*/outputSchema/$schema',
    available: { since: '2025-11-25' },
    object: 'Tool outputSchema',
    section: '9.2',
    rule: field,
    requirement: 'req-tool-schema-dialect-keyword',
  },
  {
    pattern: '/tools/*/annotations',
    available: { since: '2025-03-26' },
    object: 'Tool',
    section: '9.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/tools/*/execution',
    available: { only: '2025-11-25' },
    object: 'Tool',
    section: '9.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/tools/*/icons',
    available: { since: '2025-11-25' },
    object: 'Tool',
    section: '9.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/tools/*/_meta',
    available: { since: '2025-06-18' },
    object: 'Tool',
    section: '9.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/resources/*/title',
    available: { since: '2025-06-18' },
    object: 'Resource',
    section: '10.1.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/resources/*/icons',
    available: { since: '2025-11-25' },
    object: 'Resource',
    section: '10.1.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/resources/*/_meta',
    available: { since: '2025-06-18' },
    object: 'Resource',
    section: '10.1.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/resources/*/annotations/lastModified',
    available: { since: '2025-06-18' },
    object: 'Resource Annotations',
    section: '10.3',
    rule: 'mcp.annotations.last-modified.protocol-version',
    requirement: 'req-resource-annotations-last-modified',
  },
  {
    pattern: '/resourceTemplates/*/title',
    available: { since: '2025-06-18' },
    object: 'Resource Template',
    section: '10.2.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/resourceTemplates/*/icons',
    available: { since: '2025-11-25' },
    object: 'Resource Template',
    section: '10.2.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/resourceTemplates/*/_meta',
    available: { since: '2025-06-18' },
    object: 'Resource Template',
    section: '10.2.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/resourceTemplates/*/annotations/lastModified',
    available: { since: '2025-06-18' },
    object: 'Resource Annotations',
    section: '10.3',
    rule: 'mcp.annotations.last-modified.protocol-version',
    requirement: 'req-resource-annotations-last-modified',
  },
  {
    pattern: '/resourceTemplates/*/completionExamples',
    available: { since: '2025-03-26' },
    object: 'Resource Template',
    section: '10.4.6',
    rule: 'mcp.completion.protocol-version',
    requirement: 'req-template-completion-protocol-versions',
  },
  {
    pattern: '/prompts/*/title',
    available: { since: '2025-06-18' },
    object: 'Prompt',
    section: '11.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/prompts/*/icons',
    available: { since: '2025-11-25' },
    object: 'Prompt',
    section: '11.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/prompts/*/_meta',
    available: { since: '2025-06-18' },
    object: 'Prompt',
    section: '11.1',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/prompts/*/arguments/*/title',
    available: { since: '2025-06-18' },
    object: 'Prompt Argument',
    section: '11.2',
    rule: field,
    requirement: 'req-field-protocol-version-availability',
  },
  {
    pattern: '/prompts/*/completionExamples',
    available: { since: '2025-03-26' },
    object: 'Prompt',
    section: '11.4',
    rule: 'mcp.completion.protocol-version',
    requirement: 'req-prompt-completion-protocol-versions',
  },
];

/** The protocol versions in which a field is available, oldest first. */
export function availableVersions(availability: Availability): ProtocolVersion[] {
  if ('only' in availability) return [availability.only];
  return protocolVersions.slice(protocolVersions.indexOf(availability.since));
}

/** `since MCP 2025-06-18` / `only in MCP 2025-11-25`, for messages. */
export function describeAvailability(availability: Availability): string {
  return 'only' in availability ? `only in MCP ${availability.only}` : `since MCP ${availability.since}`;
}

/** Known protocol versions of a scope (unknown values are structural errors, reported by the schema). */
export function knownVersions(scope: readonly string[]): ProtocolVersion[] {
  return protocolVersions.filter((version) => scope.includes(version));
}

/**
 * The protocol versions whose Effective Protocol Views (4.12) contain the declaration at `path`: its effective scope,
 * restricted to known versions of root protocolVersions (a scope entry outside root is a 4.10 error of its own).
 */
export function applicableVersions(scopes: ScopeIndex, path: string): ProtocolVersion[] {
  return knownVersions(scopes.scopeOf(path)).filter((version) => scopes.root.includes(version));
}

/** One use of a field in a scope that includes protocol versions outside its availability. */
export interface UnavailableUse {
  entry: FieldAvailability;
  /** Where to report: the field as written, or the use-site Reference Object when the field is in a component. */
  path: string;
  /** Pointer of the field inside the component, when reached through `$componentRef` (16.5 provenance). */
  componentPath?: string;
  /** Pointer of the scoped declaration whose effective scope applies. */
  declaration: string;
  /** Protocol versions of that scope in which the field is not available, oldest first. */
  versions: ProtocolVersion[];
}

/** Members at which a schema Reference Object may stand (17.3). */
const schemaUseSites = new Set(['inputSchema', 'outputSchema', 'requestedSchema']);

interface Match {
  /** Pointer as written, with component references followed. */
  path: string;
  /** The outermost use-site Reference Object crossed, if any. */
  reference?: string;
  /** Pointer of the field inside the component reached. */
  componentPath?: string;
  value: unknown;
}

/** The match one step below `path` (a plain function: no closure per match on this hot path). */
function stepTo(
  path: string,
  reference: string | undefined,
  componentPath: string | undefined,
  key: string | number,
  value: unknown,
): Match {
  const match: Match = { path: appendPointer(path, key), value };
  if (reference !== undefined) match.reference = reference;
  if (componentPath !== undefined) match.componentPath = appendPointer(componentPath, key);
  return match;
}

/** Every value the pattern's segments from `from` on reach, starting at `matches`. */
function expand(document: unknown, segments: readonly string[], from: number, start: Match[]): Match[] {
  let matches = start;
  for (let index = from; index < segments.length; index++) {
    const segment = segments[index]!;
    const previous = segments[index - 1];
    const next: Match[] = [];
    for (const match of matches) {
      let { value } = match;
      let { componentPath } = match;
      let reference = match.reference;
      if (previous !== undefined && schemaUseSites.has(previous)) {
        const resolved = isReferenceObject(value) ? resolveValue(document, value, match.path, 'schemas') : undefined;
        // An unresolvable reference is mcpdesc.components.references' finding; nothing is reached through it.
        if (resolved && !resolved.ok) continue;
        if (resolved) {
          value = resolved.value;
          componentPath = resolved.path;
          reference ??= match.path;
        }
      }
      if (segment === '*') {
        if (Array.isArray(value))
          for (let i = 0; i < value.length; i++) next.push(stepTo(match.path, reference, componentPath, i, value[i]));
      } else if (isObject(value) && Object.hasOwn(value, segment)) {
        next.push(stepTo(match.path, reference, componentPath, segment, value[segment]));
      }
    }
    matches = next;
  }
  return matches;
}

/** The table entries a rule reports, each with its pattern's segments and its versions: derived once from the table. */
const entriesOf = memoize((rule: string) =>
  fieldAvailability
    .filter((entry) => entry.rule === rule)
    .map((entry) => ({ entry, segments: splitPointer(entry.pattern), available: availableVersions(entry.available) })),
);

/**
 * Uses of the table entries that `rule` reports, in table and document order. Every pattern starts at the entries of
 * a scoped collection (`/tools/*`): a declaration whose applicable versions all have the field is not looked into.
 */
export function findUnavailableUses(document: unknown, scopes: ScopeIndex, rule: string): UnavailableUse[] {
  const uses: UnavailableUse[] = [];
  for (const { entry, segments, available } of entriesOf(rule)) {
    const collection = segments[0]!;
    const declarations = isObject(document) ? document[collection] : undefined;
    if (!Array.isArray(declarations)) continue;
    // Declarations mostly share one effective scope (the root's): the versions missing the field, once per scope.
    const missing = new Map<readonly string[], ProtocolVersion[]>();
    const prefix = appendPointer('', collection);
    for (let index = 0; index < declarations.length; index++) {
      const declaration = `${prefix}/${index}`;
      const scope = scopes.scopeOf(declaration);
      let versions = missing.get(scope);
      if (versions === undefined)
        missing.set(scope, (versions = applicableVersions(scopes, declaration).filter((v) => !available.includes(v))));
      if (versions.length === 0) continue;
      const value: unknown = declarations[index];
      for (const match of expand(document, segments, 2, [{ path: declaration, value }])) {
        if (entry.value !== undefined && match.value !== entry.value) continue;
        uses.push({
          entry,
          path: match.reference ?? match.path,
          ...(match.reference !== undefined && match.componentPath !== undefined
            ? { componentPath: match.componentPath }
            : {}),
          declaration,
          versions,
        });
      }
    }
  }
  return uses;
}

/** How a rule words one use for one protocol version (one sentence, section in parentheses). */
export type UseMessage = (use: UnavailableUse, version: ProtocolVersion) => string;

/** `Tool field "title" is available since MCP 2025-06-18, but the Tool applies to MCP 2025-03-26 (9.1)`. */
export const defaultUseMessage: UseMessage = (use, version) => {
  const { entry } = use;
  const name = lastToken(entry.pattern);
  const what =
    entry.value !== undefined ? `${entry.object} ${name} "${entry.value}"` : `${entry.object} field "${name}"`;
  const where = use.componentPath !== undefined ? ` (in the component at ${use.componentPath})` : '';
  const kind = collectionNouns[splitPointer(use.declaration)[0] as ScopedCollection] ?? 'declaration';
  return `${what}${where} is available ${describeAvailability(entry.available)}, but the ${kind} applies to MCP ${version} (${entry.section})`;
};

/** How a rule words its availability findings (a rule makes it once, not on every check). */
export interface AvailabilityWording {
  message?: UseMessage;
  /** The member is unexpected (false: accepted with a warning). */
  unexpected?: boolean;
  /** The anchor a use violates for one version; by default the table entry's. */
  requirement?: (use: UnavailableUse, version: ProtocolVersion) => string;
}

const entryRequirement = (use: UnavailableUse): string => use.entry.requirement;

/**
 * Findings of `rule` for its table entries: one per use and protocol version outside the field's range, with
 * `protocolVersion` set (16.5). An unexpected member is located at its name (16.5 `unexpected-member`). A field in a component is reported at the use-site Reference Object, with the
 * field in the component as related location `component-definition` (16.5 provenance).
 */
export function availabilityFindings(
  context: { readonly document: unknown; readonly scopes: ScopeIndex },
  rule: string,
  { message = defaultUseMessage, unexpected = true, requirement = entryRequirement }: AvailabilityWording = {},
): Finding[] {
  const findings: Finding[] = [];
  for (const use of findUnavailableUses(context.document, context.scopes, rule)) {
    const member = lastToken(use.path);
    const namesMember = unexpected && use.componentPath === undefined && use.entry.value === undefined;
    for (const version of use.versions) {
      findings.push({
        path: use.path,
        requirement: requirement(use, version),
        message: message(use, version),
        protocolVersion: version,
        ...(namesMember ? { detail: { kind: 'unexpected-member', member } } : {}),
        ...(use.componentPath !== undefined
          ? { relatedLocations: [{ relation: 'component-definition', path: use.componentPath }] }
          : {}),
      });
    }
  }
  return findings;
}
