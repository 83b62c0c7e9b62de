// Rule mcpdesc.transports.coverage (spec 6.5).
import { knownVersions } from '../availability.ts';
import { appendPointer } from '../pointer.ts';
import { rootVersionEntries } from '../protocol-scope.ts';
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.transports.coverage',
  title: 'Transports cover exactly the root protocol versions',
  sections: ['6.5'],
  anchors: ['req-transport-coverage', 'req-transport-coverage-omitted'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  // req-transport-coverage: every root version needs an applicable transport. A transport scope entry outside root
  // coverage is the same defect as a scope outside root protocolVersions and is reported once, by
  // mcpdesc.protocol-scope.consistency (4.10). req-transport-coverage-omitted: without transports, nothing applies.
  check: ({ document, scopes }) => {
    const transports = scopes.declarations.filter((d) => d.path.startsWith('/transports/'));
    if (transports.length === 0) return [];
    const covered = new Set<string>(transports.flatMap((t) => knownVersions(t.effective)));
    return rootVersionEntries(document)
      .filter(({ version }) => !covered.has(version))
      .map(({ index, version }) => ({
        path: '/transports',
        message: `No transport applies to MCP ${version}, which root protocolVersions lists; transports must cover every root protocol version (6.5)`,
        protocolVersion: version,
        relatedLocations: [{ relation: 'root-protocol-version', path: appendPointer('/protocolVersions', index) }],
      }));
  },
});
