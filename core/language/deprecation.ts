// Which completion items MCP deprecates where they would be inserted: the legacy `sse` transport type (6.2.3, since
// MCP 2025-03-26), the `logging` capability (8.4, MCP 2026-07-28), client capability requirements that MCP 2026-07-28
// deprecates (8.5: `roots`, `sampling` and its members). An item is deprecated when one of the protocol versions the
// enclosing declaration applies to deprecates it — exactly when the matching rule would warn about it once written.
import { applicableVersions } from '../model/availability.ts';
import { deprecatedClientCapabilities } from '../model/client-requirements.ts';
import { deprecations } from '../projection/declarations.ts';
import { appendPointer } from '../lib/pointer.ts';
import { indexScopes } from '../model/scopes.ts';
import { protocolVersions, type ProtocolVersion } from '../model/versions.ts';

export interface ItemDeprecation {
  /** The protocol versions (of those the declaration applies to) that deprecate the item. */
  versions: ProtocolVersion[];
  /** Why, in one line, with the spec section. */
  reason: string;
}

/**
 * The deprecation of a member `name` of the object at `segments`, or of `value` for that member, in `document` (its
 * last parsed value). Undefined when nothing deprecates it, or no declared protocol version applies there.
 */
export function deprecationAt(
  document: unknown,
  segments: readonly string[],
  name: string,
  value?: unknown,
): ItemDeprecation | undefined {
  const [collection, index, ...rest] = segments;
  if (collection === undefined || index === undefined || !/^(0|[1-9][0-9]*)$/.test(index)) return undefined;
  const candidates: { since: ProtocolVersion[]; reason: string }[] = [];
  if (rest.length === 0) {
    const entry = value === undefined ? {} : { [name]: value };
    for (const d of deprecations) {
      const applies = value === undefined ? d.applies(collection, entry, name) : d.applies(collection, entry);
      if (applies) candidates.push({ since: versionsFrom(d.since), reason: `${d.text} (${d.section})` });
    }
  } else if (rest[0] === 'clientRequirements' && value === undefined) {
    const path = [...rest.slice(1), name].join('/');
    const versions = (Object.keys(deprecatedClientCapabilities) as ProtocolVersion[]).filter((v) =>
      deprecatedClientCapabilities[v]!.some((p) => p.join('/') === path),
    );
    if (versions.length > 0)
      candidates.push({
        since: versions,
        reason: `MCP ${versions.join(', ')} deprecates the client capability \`${path.replace(/\//g, '.')}\` (8.5)`,
      });
  }
  if (candidates.length === 0) return undefined;
  const applicable = applicableVersions(indexScopes(document), appendPointer(appendPointer('', collection), index));
  for (const candidate of candidates) {
    const versions = applicable.filter((v) => candidate.since.includes(v));
    if (versions.length > 0) return { versions, reason: candidate.reason };
  }
  return undefined;
}

function versionsFrom(since: string): ProtocolVersion[] {
  const from = protocolVersions.indexOf(since as ProtocolVersion);
  return from < 0 ? [] : protocolVersions.slice(from);
}
