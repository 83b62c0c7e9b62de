// Rule mcpdesc.protocol-scope.consistency (spec 10.5, 11.1, 11.5, 12.5, 4.10, 8.6, 9.5).
import { knownVersions } from '../model/availability.ts';
import { collectionNouns, type ScopedCollection } from '../model/collections.ts';
import { appendPointer, splitPointer } from '../lib/pointer.ts';
import { outsideParent, overlappingVariants, variantIdentity, type Overlap } from '../model/protocol-scope.ts';
import type { ScopedDeclaration, ScopeIndex } from '../model/scopes.ts';
import { defineRule, type Finding } from './define.ts';
import { declarations } from './concerns.ts';

function kindOf(path: string): string {
  return collectionNouns[splitPointer(path)[0] as ScopedCollection] ?? 'declaration';
}

/** `tools[2]`, for naming another declaration in a message. */
function label(path: string): string {
  const [collection, index] = splitPointer(path);
  return `${collection}[${index}]`;
}

/** 4.10 req-scope-root-subset, req-scope-subset; 12.5 req-elicitation-scope. Empty scopes are structural. */
function subsetFindings(scopes: ScopeIndex): Finding[] {
  const parents = new Map(scopes.declarations.map((d) => [d.path, d]));
  const findings: Finding[] = [];
  for (const declaration of scopes.declarations) {
    const explicit = declaration.value.protocolVersions;
    if (!Array.isArray(explicit)) continue;
    const nested = declaration.parent !== '';
    const parentScope = nested ? (parents.get(declaration.parent)?.effective ?? []) : scopes.root;
    // Without a known parent scope there is nothing to compare with (root protocolVersions is a schema error then).
    if (knownVersions(parentScope).length === 0) continue;
    for (const { index, version } of outsideParent(explicit, parentScope)) {
      findings.push({
        path: appendPointer(appendPointer(declaration.path, 'protocolVersions'), index),
        // An Elicitation Declaration within its primitive's scope (12.5); any other declaration within root's (4.10).
        requirement: nested ? 'req-elicitation-scope' : 'req-scope-root-subset',
        message: nested
          ? `MCP ${version} is outside the effective protocol scope of the containing ${kindOf(declaration.parent)}, so this Elicitation Declaration cannot apply to it (12.5)`
          : `MCP ${version} is not listed in root protocolVersions, so this ${kindOf(declaration.path)} cannot apply to it (4.10)`,
        protocolVersion: version,
      });
    }
  }
  return findings;
}

const disjointSections: Record<string, string> = {
  capabilities: '8.6',
  tools: '9.5',
  resources: '10.5',
  resourceTemplates: '10.5',
  prompts: '11.1',
};
/** The disjointness sentence of each collection (8.6, 9.5, 10.5, 11.1). */
const disjointRequirements: Record<string, string> = {
  capabilities: 'req-capability-scopes-disjoint',
  tools: 'req-tool-names-disjoint',
  resources: 'req-resource-scopes-disjoint',
  resourceTemplates: 'req-resource-scopes-disjoint',
  prompts: 'req-prompt-scopes-disjoint',
};

/** Where an overlap is reported: the explicit scope, else the identifier (else the Capabilities Object). */
function overlapPath(declaration: ScopedDeclaration, member: string | null): string {
  if (declaration.explicit !== undefined) return appendPointer(declaration.path, 'protocolVersions');
  return member === null ? declaration.path : appendPointer(declaration.path, member);
}

/** 8.6 req-capability-scopes-disjoint, 9.5 req-tool-names-disjoint, 10.5 req-resource-scopes-disjoint, 11.1/11.5 prompts. */
function overlapFinding({ declaration, earlier }: Overlap): Finding {
  const collection = splitPointer(declaration.path)[0] ?? '';
  const member = variantIdentity[collection] ?? null;
  const shared = [...new Set(earlier.flatMap((e) => e.shared))].sort();
  const versions = shared.map((v) => `MCP ${v}`).join(', ');
  const others = earlier.map((e) => label(e.declaration.path)).join(', ');
  const section = disjointSections[collection] ?? '4.10';
  const message =
    member === null
      ? `This Capabilities Object and ${others} both apply to ${versions}; at most one Capabilities Object may apply to a protocol version (${section})`
      : `${kindOf(declaration.path)}s with the same ${member} "${String(declaration.value[member])}" must have disjoint protocol scopes, but this one and ${others} both apply to ${versions}${declaration.explicit === undefined ? ` (without protocolVersions, a ${kindOf(declaration.path)} applies to every root version)` : ''}; give them protocolVersions that share no version, or rename one (${section})`;
  return {
    path: overlapPath(declaration, member),
    requirement: disjointRequirements[collection] ?? 'req-scope-root-subset',
    message,
    relatedLocations: earlier.map((e) => ({ relation: 'overlapping-declaration', path: e.declaration.path })),
  };
}

export default defineRule({
  id: 'mcpdesc.protocol-scope.consistency',
  title: 'Protocol scopes are non-empty subsets of their parent and disjoint where required',
  sections: ['10.5', '11.1', '11.5', '12.5', '4.10', '8.6', '9.5'],
  anchors: [
    'req-capability-scopes-disjoint',
    'req-elicitation-scope',
    'req-prompt-scopes-disjoint',
    'req-prompt-variants-disjoint',
    'req-resource-scopes-disjoint',
    'req-scope-root-subset',
    'req-scope-subset',
    'req-tool-names-disjoint',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/ProtocolScope'],
  schemaRequirements: {
    '/$defs/ProtocolScope': { elicitations: 'req-elicitation-scope', '*': 'req-scope-root-subset' },
  },
  appliesTo: ['/capabilities/*', ...declarations, '/*/*/**/protocolVersions'],
  check: ({ scopes }) => [...subsetFindings(scopes), ...overlappingVariants(scopes).map(overlapFinding)],
});
