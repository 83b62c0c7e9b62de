// Comparing two protocol versions of one document: every declaration whose Effective Protocol View (4.12) or native
// projection (4.14) differs between the versions, each explained in one line with the source location to click.
import { availableVersions, describeAvailability } from '../model/availability.ts';
import { appendPointer, splitPointer } from '../lib/pointer.ts';
import { indexScopes, type ScopedDeclaration, type ScopeIndex } from '../model/scopes.ts';
import {
  availabilityOf,
  declarationLabel,
  deprecationIn,
  scopeSource,
  valueAvailabilityOf,
} from '../projection/declarations.ts';
import { identifyingMembers, type PrimitiveCollection } from '../model/collections.ts';

/**
 * Why a declaration differs: its protocol scope (4.10), a different variant per version (9.5, 10.5, 11.5), a field's
 * availability (the 4.10 table), a capability one version's Capabilities Object lacks (8.6), or an MCP deprecation;
 * the native lists (4.14) list the same declarations, so the same lines explain them.
 */
export type DifferenceReason = 'declaration-scope' | 'variant' | 'field-availability' | 'capability' | 'deprecated';

export interface VersionDifference {
  reason: DifferenceReason;
  /** Which view has it: only the first version's, only the second's, or both, differently. */
  side: 'from' | 'to' | 'both';
  /** The declaration, as people name it (`Tool "search"`). */
  declaration: string;
  /** JSON Pointer of the source location that explains the difference. */
  path: string;
  /** One line. */
  message: string;
}

function collectionOf(declaration: ScopedDeclaration): string {
  return splitPointer(declaration.path).at(-2) ?? '';
}

/** Top-level declarations grouped by what a client identifies them by (variants share a group), in document order. */
function groups(scopes: ScopeIndex): ScopedDeclaration[][] {
  const byKey = new Map<string, ScopedDeclaration[]>();
  for (const declaration of scopes.declarations) {
    if (declaration.parent !== '') continue;
    const collection = collectionOf(declaration);
    const id = identifyingMembers[collection as PrimitiveCollection];
    const name = id ? declaration.value[id] : undefined;
    const key =
      collection === 'capabilities'
        ? 'capabilities'
        : typeof name === 'string'
          ? `${collection}\u0000${name}`
          : declaration.path;
    byKey.set(key, [...(byKey.get(key) ?? []), declaration]);
  }
  return [...byKey.values()];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Differences between the views of `from` and `to` (both declared root versions of a valid document). */
export function compareVersions(document: unknown, from: string, to: string): VersionDifference[] {
  const scopes = indexScopes(document);
  const differences: VersionDifference[] = [];
  const applies = (d: ScopedDeclaration, version: string) => d.effective.includes(version);

  const onlyIn = (d: ScopedDeclaration, side: 'from' | 'to') => {
    const version = side === 'from' ? from : to;
    const other = side === 'from' ? to : from;
    const label = declarationLabel(d, scopes);
    const source = scopeSource(d);
    let message = `${label} is in the ${version} view only: ${source.text}`;
    const limited =
      collectionOf(d) === 'transports' ? valueAvailabilityOf('transports', 'type', d.value.type) : undefined;
    if (limited && !availableVersions(limited.available).includes(other as never)) {
      message += `; ${limited.object} type "${limited.value}" is available ${describeAvailability(limited.available)} (${limited.section})`;
    }
    differences.push({ reason: 'declaration-scope', side, declaration: label, path: source.path, message });
  };

  for (const group of groups(scopes)) {
    const a = group.find((d) => applies(d, from));
    const b = group.find((d) => applies(d, to));
    if (!a && !b) continue;
    if (a && !b) {
      onlyIn(a, 'from');
      continue;
    }
    if (b && !a) {
      onlyIn(b, 'to');
      continue;
    }
    const collection = collectionOf(a!);
    if (collection === 'capabilities') {
      if (a !== b) compareCapabilities(a!, b!, from, to, differences);
      else deprecatedCapabilities(a!, from, to, differences);
      continue;
    }
    if (a === b) sameDeclaration(a!, scopes, from, to, differences);
    else variants(a!, b!, scopes, from, to, differences);
  }
  return differences;
}

function sameDeclaration(
  d: ScopedDeclaration,
  scopes: ScopeIndex,
  from: string,
  to: string,
  out: VersionDifference[],
): void {
  const collection = collectionOf(d);
  const label = declarationLabel(d, scopes);
  const depFrom = deprecationIn(collection, d.value, from);
  const depTo = deprecationIn(collection, d.value, to);
  if (Boolean(depFrom) !== Boolean(depTo)) {
    const [version, dep] = depFrom ? [from, depFrom] : [to, depTo!];
    out.push({
      reason: 'deprecated',
      side: 'both',
      declaration: label,
      path: d.path,
      message: `${label} is in both views, but deprecated in ${version}: ${dep.text} (${dep.section})`,
    });
  }
  // Fields whose availability differs (the 4.10 table): a warning-level use, or an invalid document.
  for (const member of Object.keys(d.value)) {
    const entry = availabilityOf(collection, member);
    if (!entry) continue;
    const versions = availableVersions(entry.available) as string[];
    if (versions.includes(from) === versions.includes(to)) continue;
    const missing = versions.includes(from) ? to : from;
    out.push({
      reason: 'field-availability',
      side: versions.includes(from) ? 'from' : 'to',
      declaration: label,
      path: appendPointer(d.path, member),
      message: `${label}: ${entry.object} field "${member}" is available ${describeAvailability(entry.available)} (${entry.section}), so MCP ${missing} does not define it`,
    });
  }
  // Nested Elicitation Declarations with their own scopes (12.5).
  for (const nested of scopes.declarations) {
    if (nested.parent !== d.path) continue;
    const inFrom = nested.effective.includes(from);
    const inTo = nested.effective.includes(to);
    if (inFrom === inTo) continue;
    const source = scopeSource(nested);
    const nestedLabel = declarationLabel(nested, scopes);
    out.push({
      reason: 'declaration-scope',
      side: inFrom ? 'from' : 'to',
      declaration: nestedLabel,
      path: source.path,
      message: `${nestedLabel} is in the ${inFrom ? from : to} view only: ${source.text}`,
    });
  }
}

function variants(
  a: ScopedDeclaration,
  b: ScopedDeclaration,
  scopes: ScopeIndex,
  from: string,
  to: string,
  out: VersionDifference[],
): void {
  const collection = collectionOf(a);
  const label = declarationLabel(a, scopes);
  out.push({
    reason: 'variant',
    side: 'both',
    declaration: label,
    path: scopeSource(b).path,
    message: `${label} has one variant per version: ${from} sees ${a.path} (${scopeSource(a).text}), ${to} sees ${b.path} (${scopeSource(b).text})`,
  });
  const members = [...new Set([...Object.keys(a.value), ...Object.keys(b.value)])].filter(
    (m) => m !== 'protocolVersions' && !same(a.value[m], b.value[m]),
  );
  for (const member of members) {
    const inA = Object.hasOwn(a.value, member);
    const inB = Object.hasOwn(b.value, member);
    const holder = inB ? b : a;
    const entry = availabilityOf(collection, member);
    const versions = entry ? (availableVersions(entry.available) as string[]) : undefined;
    if (entry && versions && inA !== inB && versions.includes(inA ? from : to) && !versions.includes(inA ? to : from)) {
      out.push({
        reason: 'field-availability',
        side: inA ? 'from' : 'to',
        declaration: label,
        path: appendPointer(holder.path, member),
        message: `${label}: "${member}" only in the ${inA ? from : to} variant; ${entry.object} field "${member}" is available ${describeAvailability(entry.available)} (${entry.section})`,
      });
    } else {
      const what = inA && inB ? 'differs between the variants' : `only in the ${inA ? from : to} variant`;
      out.push({
        reason: 'variant',
        side: inA && inB ? 'both' : inA ? 'from' : 'to',
        declaration: label,
        path: appendPointer(holder.path, member),
        message: `${label}: "${member}" ${what}`,
      });
    }
  }
}

const capabilityMembers = (value: Record<string, unknown>) =>
  Object.keys(value).filter((m) => m !== 'protocolVersions' && !m.startsWith('x-'));

function compareCapabilities(
  a: ScopedDeclaration,
  b: ScopedDeclaration,
  from: string,
  to: string,
  out: VersionDifference[],
): void {
  for (const member of [...new Set([...capabilityMembers(a.value), ...capabilityMembers(b.value)])]) {
    const inA = Object.hasOwn(a.value, member);
    const inB = Object.hasOwn(b.value, member);
    if (inA && inB) {
      if (!same(a.value[member], b.value[member])) {
        out.push({
          reason: 'capability',
          side: 'both',
          declaration: `Capability "${member}"`,
          path: appendPointer(b.path, member),
          message: `Capability "${member}" has different settings: ${JSON.stringify(a.value[member])} for ${from} (${a.path}), ${JSON.stringify(b.value[member])} for ${to} (${b.path})`,
        });
      } else deprecatedCapability(member, a, from, to, out);
      continue;
    }
    const [has, lacks, hasVersion, lacksVersion] = inA ? [a, b, from, to] : [b, a, to, from];
    const entry = availabilityOf('capabilities', member);
    const deprecated = deprecationIn('capabilities', lacks.value, lacksVersion, member);
    let why = `the Capabilities Object for ${lacksVersion} (${lacks.path}) does not declare it`;
    if (entry && !(availableVersions(entry.available) as string[]).includes(lacksVersion))
      why += `; the capability is available ${describeAvailability(entry.available)} (${entry.section})`;
    else if (deprecated) why += `; ${deprecated.text} (${deprecated.section})`;
    out.push({
      reason: 'capability',
      side: inA ? 'from' : 'to',
      declaration: `Capability "${member}"`,
      path: appendPointer(has.path, member),
      message: `Capability "${member}" is declared for ${hasVersion} (${has.path}) but not for ${lacksVersion}: ${why}`,
    });
  }
}

function deprecatedCapabilities(d: ScopedDeclaration, from: string, to: string, out: VersionDifference[]): void {
  for (const member of capabilityMembers(d.value)) deprecatedCapability(member, d, from, to, out);
}

function deprecatedCapability(
  member: string,
  d: ScopedDeclaration,
  from: string,
  to: string,
  out: VersionDifference[],
): void {
  const depFrom = deprecationIn('capabilities', d.value, from, member);
  const depTo = deprecationIn('capabilities', d.value, to, member);
  if (Boolean(depFrom) === Boolean(depTo)) return;
  const [version, dep] = depFrom ? [from, depFrom] : [to, depTo!];
  out.push({
    reason: 'deprecated',
    side: 'both',
    declaration: `Capability "${member}"`,
    path: appendPointer(d.path, member),
    message: `Capability "${member}" is declared for both, but deprecated in ${version}: ${dep.text} (${dep.section})`,
  });
}
