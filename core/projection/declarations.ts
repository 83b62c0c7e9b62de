// What the learning views say about declarations across protocol versions: how a scoped declaration is named, why
// its effective scope is what it is (4.10), and which members MCP deprecates in which versions (6.2.3, 8.4, 9.1).
import { fieldAvailability, type FieldAvailability } from '../model/availability.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer, splitPointer } from '../lib/pointer.ts';
import { type ScopedDeclaration, type ScopeIndex } from '../model/scopes.ts';
import { protocolVersions } from '../model/versions.ts';
import {
  collectionNouns,
  namingMembers,
  type DeclarationCollection,
  type PrimitiveCollection,
} from '../model/collections.ts';

/** `Tool "search"`, `Transport sse https://…`, `Capabilities Object #2`, `Elicitation "confirm" of Tool "search"`. */
export function declarationLabel(declaration: ScopedDeclaration, scopes?: ScopeIndex): string {
  const segments = splitPointer(declaration.path);
  const collection = segments.at(-2) ?? '';
  const index = Number(segments.at(-1));
  const kind = collectionNouns[collection as DeclarationCollection] ?? 'Declaration';
  const value = declaration.value;
  let own: string;
  if (collection === 'transports') {
    const where = typeof value.url === 'string' ? value.url : typeof value.command === 'string' ? value.command : '';
    own = `${kind} ${typeof value.type === 'string' ? value.type : '?'}${where ? ` ${where}` : ''}`;
  } else if (collection === 'capabilities') own = `${kind} #${index + 1}`;
  else {
    const name = value[namingMembers[collection as PrimitiveCollection] ?? 'name'];
    own = typeof name === 'string' ? `${kind} ${JSON.stringify(name)}` : `${kind} #${index + 1}`;
  }
  if (declaration.parent === '' || !scopes) return own;
  const parent = scopes.declarations.find((d) => d.path === declaration.parent);
  return parent ? `${own} of ${declarationLabel(parent)}` : own;
}

/** Why a declaration's effective scope is what it is: its own protocolVersions, or the one it inherits (4.10). */
export function scopeSource(declaration: ScopedDeclaration): { path: string; text: string } {
  if (declaration.explicit !== undefined) {
    return {
      path: appendPointer(declaration.path, 'protocolVersions'),
      text: `its protocolVersions at ${appendPointer(declaration.path, 'protocolVersions')} lists ${declaration.explicit.join(', ')}`,
    };
  }
  if (declaration.parent !== '')
    return {
      path: declaration.parent,
      text: `it inherits the scope of ${declaration.parent} (${declaration.effective.join(', ')})`,
    };
  return {
    path: '/protocolVersions',
    text: `it has no protocolVersions, so it inherits root protocolVersions (${declaration.effective.join(', ')})`,
  };
}

/** A member that MCP deprecates from a protocol version on. */
export interface Deprecation {
  /** Does it concern this declaration (and, for capabilities, this member)? */
  applies(collection: string, value: Record<string, unknown>, member?: string): boolean;
  since: string;
  text: string;
  section: string;
}

export const deprecations: readonly Deprecation[] = [
  {
    applies: (collection, value) => collection === 'transports' && value.type === 'sse',
    since: '2025-03-26',
    text: 'the legacy SSE transport is deprecated since MCP 2025-03-26 in favour of Streamable HTTP',
    section: '6.2.3',
  },
  {
    applies: (collection, _value, member) => collection === 'capabilities' && member === 'logging',
    since: '2026-07-28',
    text: 'the logging capability is deprecated in MCP 2026-07-28',
    section: '8.4',
  },
];

/** The deprecation that applies in `version`, or the document's own `deprecated: true` marking (9.1, 10.1.1, 11.1). */
export function deprecationIn(
  collection: string,
  value: Record<string, unknown>,
  version: string,
  member?: string,
): { text: string; section: string } | undefined {
  const order = protocolVersions as readonly string[];
  const mcp = deprecations.find(
    (d) => d.applies(collection, value, member) && order.indexOf(version) >= order.indexOf(d.since),
  );
  if (mcp) return { text: mcp.text, section: mcp.section };
  if (member === undefined && value.deprecated === true)
    return { text: 'the document marks it deprecated: true', section: '9.1' };
  return undefined;
}

/** Availability-table entries for one member of a declaration in a collection (`/tools/*` + `title`). */
export function availabilityOf(collection: string, member: string): FieldAvailability | undefined {
  return fieldAvailability.find((e) => e.value === undefined && e.pattern === `/${collection}/*/${member}`);
}

/** Availability-table entries for a field value (a transport `type`). */
export function valueAvailabilityOf(collection: string, member: string, value: unknown): FieldAvailability | undefined {
  return fieldAvailability.find(
    (e) => e.value !== undefined && e.value === value && e.pattern === `/${collection}/*/${member}`,
  );
}

export function memberNames(value: unknown): string[] {
  return isObject(value) ? Object.keys(value) : [];
}
