// Rule mcpdesc.extensions.catalogue-maturity (spec 8.4).
import { isReservedPrefix, parseMetaKey } from '../model/meta.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';
import { isObject } from '../lib/data-model.ts';
import { ofDeclarations } from './concerns.ts';
import { primitiveCollections } from '../model/collections.ts';

/** Maturity stages of official MCP extensions (MCP SEP-3392: experimental, beta, stable). */
export type ExtensionMaturity = 'experimental' | 'beta' | 'stable' | 'unassigned';

/** An extension catalogue: validator metadata, disclosed with its source and effective date (8.4). */
export interface ExtensionCatalogue {
  source: string;
  effectiveDate: string;
  extensions: Readonly<Record<string, ExtensionMaturity>>;
}

/**
 * The pinned catalogue of this validator. Maturity 'unassigned' means the identifier is recognized as official but
 * the source gave no stage this snapshot could pin; such entries get no maturity warning.
 */
export const extensionCatalogue: ExtensionCatalogue = {
  source:
    'modelcontextprotocol.io/extensions (official extension overview and support matrix), the ext-tasks and ext-auth repositories of the modelcontextprotocol GitHub organization, and the pinned MCP 2026-07-28 schema',
  effectiveDate: '2026-11-30',
  extensions: {
    'io.modelcontextprotocol/tasks': 'stable',
    'io.modelcontextprotocol/oauth-client-credentials': 'stable',
    'io.modelcontextprotocol/ui': 'unassigned',
    'io.modelcontextprotocol/enterprise-managed-authorization': 'unassigned',
  },
};

/** Every protocol-extension map: server `capabilities[*].extensions` and primitive `clientRequirements.extensions` (8.4, 8.5). */
function extensionMaps(document: unknown): { path: string; map: Record<string, unknown> }[] {
  const maps: { path: string; map: Record<string, unknown> }[] = [];
  if (!isObject(document)) return maps;
  for (const collection of ['capabilities', ...primitiveCollections]) {
    const entries = document[collection];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      if (!isObject(entry)) return;
      const base = appendPointer(appendPointer('', collection), index);
      const owner = collection === 'capabilities' ? entry : entry.clientRequirements;
      const ownerPath = collection === 'capabilities' ? base : appendPointer(base, 'clientRequirements');
      if (isObject(owner) && isObject(owner.extensions))
        maps.push({ path: appendPointer(ownerPath, 'extensions'), map: owner.extensions });
    });
  }
  return maps;
}

/** Identifier-authority and maturity warnings for every extension identifier of the document under `catalogue`. */
export function extensionIdentifierFindings(document: unknown, catalogue: ExtensionCatalogue): Finding[] {
  const findings: Finding[] = [];
  const snapshot = `the validator's extension catalogue of ${catalogue.effectiveDate}`;
  for (const { path, map } of extensionMaps(document)) {
    for (const identifier of Object.keys(map)) {
      const parsed = parseMetaKey(identifier);
      // Malformed identifiers and a missing prefix are structural findings (mcp.server-capabilities.members).
      if (!parsed.ok || parsed.labels.length === 0) continue;
      const at = { path: appendPointer(path, identifier), detail: { kind: 'unexpected-member', member: identifier } };
      const maturity = Object.hasOwn(catalogue.extensions, identifier) ? catalogue.extensions[identifier] : undefined;
      if (maturity === 'experimental') {
        findings.push({
          ...at,
          requirement: 'req-extensions-catalogue-maturity',
          message: `Extension ${JSON.stringify(identifier)} is an experimental official MCP extension in ${snapshot}; its maturity must be reviewed (8.4)`,
        });
      } else if (maturity === undefined && isReservedPrefix(parsed.labels, '2026-07-28')) {
        const prefix = `${parsed.labels.join('.')}/`;
        findings.push({
          ...at,
          requirement: 'req-extensions-reserved-identifiers',
          message: `Extension identifier ${JSON.stringify(identifier)} is under the MCP-reserved prefix ${JSON.stringify(prefix)} but is not in ${snapshot} (8.4)`,
        });
      }
    }
  }
  return findings;
}

export default defineRule({
  id: 'mcpdesc.extensions.catalogue-maturity',
  title: 'Extension identifier is unknown under a reserved prefix or experimental',
  sections: ['8.4'],
  anchors: [
    'req-extensions-catalogue-maturity',
    'req-extensions-official-no-warning',
    'req-extensions-reserved-identifiers',
  ],
  severity: 'warning',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: ['/capabilities/*/extensions', ...ofDeclarations('clientRequirements/extensions')],
  needs: ['capabilities', 'tools', 'resources', 'resourceTemplates', 'prompts'],
  check: ({ document }) => extensionIdentifierFindings(document, extensionCatalogue),
});
