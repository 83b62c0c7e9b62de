// Rule mcpdesc.transports.coverage (spec 6.5).
import { knownVersions } from '../model/availability.ts';
import { appendPointer } from '../lib/pointer.ts';
import { outsideParent, rootVersionEntries } from '../model/protocol-scope.ts';
import { defineRule, type Finding } from './define.ts';

export default defineRule({
  id: 'mcpdesc.transports.coverage',
  title: 'Transports cover exactly the root protocol versions',
  sections: ['6.5'],
  anchors: ['req-transport-coverage', 'req-transport-coverage-omitted'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: ['/transports'],
  // req-transport-coverage: the union of the transports' effective scopes equals root protocolVersions, so a root
  // version no transport applies to, and a transport scope entry outside root, are both coverage findings (a scope
  // entry outside root is also mcpdesc.protocol-scope.consistency's 4.10 error: findings of independent rules are all
  // kept, 16.5). req-transport-coverage-omitted: without transports, nothing applies.
  needs: ['transports'],
  check: ({ document, scopes }) => {
    const transports = scopes.declarations.filter((d) => d.path.startsWith('/transports/'));
    if (transports.length === 0) return [];
    const covered = new Set<string>(transports.flatMap((t) => knownVersions(t.effective)));
    const findings: Finding[] = rootVersionEntries(document)
      .filter(({ version }) => !covered.has(version))
      .map(({ index, version }) => ({
        path: '/transports',
        requirement: 'req-transport-coverage',
        message: `No transport applies to MCP ${version}, which root protocolVersions lists; transports must cover every root protocol version (6.5)`,
        protocolVersion: version,
        relatedLocations: [{ relation: 'root-protocol-version', path: appendPointer('/protocolVersions', index) }],
      }));
    for (const transport of transports) {
      if (transport.explicit === undefined || !Array.isArray(transport.value.protocolVersions)) continue;
      for (const { index, version } of outsideParent(transport.value.protocolVersions, scopes.root)) {
        findings.push({
          path: appendPointer(appendPointer(transport.path, 'protocolVersions'), index),
          requirement: 'req-transport-coverage',
          message: `This transport applies to MCP ${version}, which root protocolVersions does not list; the transports must cover exactly the root protocol versions (6.5)`,
          protocolVersion: version,
        });
      }
    }
    return findings;
  },
});
