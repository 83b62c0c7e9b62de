// Primitive Client Capability Requirements (spec 8.5): the `clientRequirements` of Tools, Resources, Resource
// Templates and Prompts, their members checked against each protocol version's ClientCapabilities, the capability
// members deprecated per protocol version, and what a Tool interaction step (9.4) uses of the client's capabilities.
import { applicableVersions } from './availability.ts';
import { isObject } from '../lib/data-model.ts';
import type { McpShape } from '../mcp/types.ts';
import { mcpShape } from '../mcp/validators.ts';
import { typeOfValue } from '../schema/messages.ts';
import type { Primitive } from './named-examples.ts';
import { primitiveCollections, type PrimitiveCollection } from './collections.ts';
import { appendPointer } from '../lib/pointer.ts';
import { type ScopeIndex } from './scopes.ts';
import { protocolVersions, type ProtocolVersion } from './versions.ts';

/**
 * Client capability members deprecated in a protocol version (8.5 table; SEP-2577 in the pinned MCP 2026-07-28
 * schema.ts, which deprecates `roots` and `sampling` as a whole), as member paths.
 */
export const deprecatedClientCapabilities: Readonly<Partial<Record<ProtocolVersion, readonly (readonly string[])[]>>> =
  {
    '2026-07-28': [['roots'], ['sampling'], ['sampling', 'context'], ['sampling', 'tools']],
  };

export interface ClientRequirements {
  primitive: Primitive;
  /** Pointer of the `clientRequirements` object. */
  path: string;
  value: Record<string, unknown>;
  /** Protocol versions whose views contain the primitive. */
  versions: ProtocolVersion[];
}

/** Every primitive's `clientRequirements` object, in document order (`primitives`: a run's `RuleContext.primitives`). */
export function clientRequirements(
  primitives: (collection: PrimitiveCollection) => readonly Primitive[],
  scopes: ScopeIndex,
): ClientRequirements[] {
  const out: ClientRequirements[] = [];
  for (const collection of primitiveCollections) {
    for (const primitive of primitives(collection)) {
      const value = primitive.value.clientRequirements;
      if (!isObject(value)) continue;
      out.push({
        primitive,
        path: appendPointer(primitive.path, 'clientRequirements'),
        value,
        versions: applicableVersions(scopes, primitive.path),
      });
    }
  }
  return out;
}

/** Whether `requirements` contains the member at `path` (own members only). */
export function hasCapability(requirements: unknown, path: readonly string[]): boolean {
  let current = requirements;
  for (const key of path) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return false;
    current = current[key];
  }
  return true;
}

/**
 * The deprecated members a requirements object uses in `version`, most specific only: `sampling.context` is reported
 * rather than `sampling` when both are deprecated.
 */
export function deprecatedUses(requirements: Record<string, unknown>, version: ProtocolVersion): (readonly string[])[] {
  const deprecated = deprecatedClientCapabilities[version] ?? [];
  const used = deprecated.filter((path) => hasCapability(requirements, path));
  return used.filter(
    (path) => !used.some((other) => other.length > path.length && path.every((key, i) => other[i] === key)),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Members against each protocol version's ClientCapabilities (8.5 req-client-requirements-protocol-version-valid,
// req-client-requirements-values, req-client-requirements-extensions), from the pinned schema.json structure.

/** A member of a requirements object that `version`'s ClientCapabilities does not define, or whose value has the wrong type. */
export type ShapeViolation =
  | { kind: 'undefined-member'; path: readonly string[] }
  | { kind: 'wrong-type'; path: readonly string[]; expected: readonly string[]; actual: string };

let capabilityNames: readonly string[] | undefined;

/** The client capabilities (top-level ClientCapabilities members) some supported protocol version defines. */
export function clientCapabilityNames(): readonly string[] {
  return (capabilityNames ??= [
    ...new Set(
      protocolVersions.flatMap((version) => Object.keys(mcpShape(version, 'ClientCapabilities')?.members ?? {})),
    ),
  ]);
}

function typesOf(shape: McpShape): readonly string[] | undefined {
  return shape.type === undefined ? undefined : typeof shape.type === 'string' ? [shape.type] : shape.type;
}

function hasType(value: unknown, types: readonly string[]): boolean {
  const actual = typeOfValue(value);
  return types.includes(actual) || (actual === 'integer' && types.includes('number'));
}

/**
 * Where the document schema already requires an object (ClientCapabilityRequirements: every capability value, and
 * the values of `experimental` and `extensions`), so a wrong type there is its finding, not this walk's.
 */
function typedBySchema(path: readonly string[]): boolean {
  return path.length === 1 || (path.length === 2 && (path[0] === 'experimental' || path[0] === 'extensions'));
}

/**
 * The members of `requirements` that MCP `version`'s ClientCapabilities does not define, and member values of the
 * wrong type, outermost first (nothing is reported inside a member already reported). `x-*` members are MCP
 * Description metadata, and top-level members no supported version defines are the document schema's finding
 * (mcp.client-capabilities.members); both are skipped.
 */
export function shapeViolations(requirements: Record<string, unknown>, version: ProtocolVersion): ShapeViolation[] {
  const root = mcpShape(version, 'ClientCapabilities');
  if (root === undefined) return [];
  const out: ShapeViolation[] = [];
  const walk = (value: unknown, shape: McpShape, path: readonly string[]): void => {
    const types = typesOf(shape);
    if (types === undefined) return;
    if (!hasType(value, types)) {
      if (!typedBySchema(path)) out.push({ kind: 'wrong-type', path, expected: types, actual: typeOfValue(value) });
      return;
    }
    if (!isObject(value)) return;
    for (const [member, child] of Object.entries(value)) {
      const childShape = shape.members && Object.hasOwn(shape.members, member) ? shape.members[member] : shape.others;
      if (childShape === undefined || childShape === false)
        out.push({ kind: 'undefined-member', path: [...path, member] });
      else walk(child, childShape, [...path, member]);
    }
  };
  for (const [capability, value] of Object.entries(requirements)) {
    if (capability.startsWith('x-') || !clientCapabilityNames().includes(capability)) continue;
    const shape = root.members && Object.hasOwn(root.members, capability) ? root.members[capability] : undefined;
    if (shape === undefined) out.push({ kind: 'undefined-member', path: [capability] });
    else walk(value, shape, [capability]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Capabilities an interaction step uses (9.4).

/** A client capability member a step relies on, with the first protocol version that defines that member. */
export interface CapabilityUse {
  path: readonly string[];
  since: ProtocolVersion;
  /** What in the step needs it, for messages. */
  reason: string;
  /** Member path, inside the step, of what needs it. */
  at: readonly string[];
}

/** Sub-capabilities of `sampling` and `elicitation` exist from MCP 2025-11-25 on (8.5 table). */
const subCapabilitiesSince: ProtocolVersion = '2025-11-25';

/** The client capabilities a Tool interaction step uses (9.4, 8.5). */
export function capabilitiesUsed(step: Record<string, unknown>): CapabilityUse[] {
  const request = isObject(step.request) ? step.request : {};
  switch (step.type) {
    case 'roots':
      return [{ path: ['roots'], since: '2024-11-05', reason: 'a roots step', at: ['type'] }];
    case 'sampling': {
      const uses: CapabilityUse[] = [
        { path: ['sampling'], since: '2024-11-05', reason: 'a sampling step', at: ['type'] },
      ];
      if (Object.hasOwn(request, 'includeContext') && request.includeContext !== 'none') {
        uses.push({
          path: ['sampling', 'context'],
          since: subCapabilitiesSince,
          reason: `includeContext ${JSON.stringify(request.includeContext)}`,
          at: ['request', 'includeContext'],
        });
      }
      const toolField = ['tools', 'toolChoice'].find((key) => Object.hasOwn(request, key));
      if (toolField !== undefined) {
        uses.push({
          path: ['sampling', 'tools'],
          since: subCapabilitiesSince,
          reason: `sampling "${toolField}"`,
          at: ['request', toolField],
        });
      }
      return uses;
    }
    case 'elicitation': {
      const uses: CapabilityUse[] = [
        { path: ['elicitation'], since: '2025-06-18', reason: 'an elicitation step', at: ['type'] },
      ];
      if (request.mode === 'form' || request.mode === 'url') {
        uses.push({
          path: ['elicitation', request.mode],
          since: subCapabilitiesSince,
          reason: `${request.mode === 'url' ? 'URL' : 'form'}-mode elicitation`,
          at: ['request', 'mode'],
        });
      }
      return uses;
    }
    default:
      return [];
  }
}

/**
 * Whether declared requirements cover a capability use in `version`. An `elicitation` requirement without `form` or
 * `url` members means form mode only (MCP 2025-11-25 on: an empty elicitation capability keeps its earlier meaning).
 */
export function requirementCovers(
  requirements: Record<string, unknown>,
  use: CapabilityUse,
  version: ProtocolVersion,
): boolean {
  if (protocolVersions.indexOf(version) < protocolVersions.indexOf(use.since)) return true;
  if (hasCapability(requirements, use.path)) return true;
  const [head, sub] = use.path;
  if (head === 'elicitation' && sub === 'form' && isObject(requirements.elicitation)) {
    return !Object.hasOwn(requirements.elicitation, 'form') && !Object.hasOwn(requirements.elicitation, 'url');
  }
  return false;
}
