// Completion Examples of Resource Templates and Prompts (spec 10.4.6, 11.4): where a completion example's `context`
// is used in a protocol version that defines completion but no completion context.
import { applicableVersions, availableVersions, fieldAvailability, type Availability } from './availability.ts';
import type { NamedExamplesOf } from './named-examples.ts';
import { collectionNouns } from './collections.ts';
import { type PrimitiveCollection } from './collections.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { ScopeIndex } from './scopes.ts';
import type { ProtocolVersion } from './versions.ts';

/** Completion request `context` exists from MCP 2025-06-18 on (10.4.6, 11.4: MCP 2025-03-26 does not define it). */
export const completionContextAvailability: Availability = { since: '2025-06-18' };

/** The collections whose declarations carry `completionExamples`, with the section that defines them. */
export const completionCollections: readonly { collection: PrimitiveCollection; section: string }[] = [
  { collection: 'resourceTemplates', section: '10.4.6' },
  { collection: 'prompts', section: '11.4' },
];

/** Versions in which `completionExamples` of a collection are supported, from the availability table (core/availability.ts). */
function completionVersions(collection: PrimitiveCollection): ProtocolVersion[] {
  const entry = fieldAvailability.find((e) => e.pattern === `/${collection}/*/completionExamples`);
  return entry ? availableVersions(entry.available) : [];
}

/**
 * Each collection with the versions that support its completion examples, and the versions that define `context`:
 * read from the constant table once, not on every run.
 */
const supportedBy = completionCollections.map((c) => ({ ...c, supported: completionVersions(c.collection) }));
const withContext: readonly ProtocolVersion[] = availableVersions(completionContextAvailability);

export interface ContextUse {
  /** Pointer of the example's `context` member. */
  path: string;
  /** `Prompt "team_lead"` */
  owner: string;
  name: string;
  section: string;
  /** Applicable versions that define completion examples but not their context, oldest first. */
  versions: ProtocolVersion[];
}

/**
 * Every completion example `context` used where an applicable protocol version defines completion but not context.
 * Versions without completion examples at all (MCP 2024-11-05) are mcp.completion.protocol-version's finding.
 */
export function contextUses(namedExamples: NamedExamplesOf, scopes: ScopeIndex): ContextUse[] {
  const uses: ContextUse[] = [];
  for (const { collection, section, supported } of supportedBy) {
    for (const example of namedExamples(collection, 'completionExamples')) {
      if (!Object.hasOwn(example.value, 'context')) continue;
      const versions = applicableVersions(scopes, example.primitive.path).filter(
        (v) => supported.includes(v) && !withContext.includes(v),
      );
      if (versions.length === 0) continue;
      const primitiveName = example.primitive.value.name;
      const owner = `${collectionNouns[collection]}${typeof primitiveName === 'string' ? ` ${JSON.stringify(primitiveName)}` : ''}`;
      uses.push({ path: appendPointer(example.path, 'context'), owner, name: example.name, section, versions });
    }
  }
  return uses;
}
