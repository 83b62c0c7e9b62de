// Rule mcpdesc.legacy-protocol.validation-scope (spec 12.5, 16.2).
import { appendPointer } from '../lib/pointer.ts';
import { rootVersionEntries } from '../model/protocol-scope.ts';
import { legacyProtocolVersions } from '../model/versions.ts';
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.legacy-protocol.validation-scope',
  title: 'Validation is incomplete for legacy protocol versions',
  sections: ['12.5', '16.2'],
  anchors: ['req-elicitation-legacy-incomplete', 'req-legacy-validation-scope'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/protocolVersions/*'],
  // 16.2 req-legacy-validation-scope: one warning per legacy version the document describes. 12.5
  // req-elicitation-legacy-incomplete asks for this same ("existing") diagnostic, not another one per declaration.
  needs: ['protocolVersions'],
  check: ({ document }) =>
    rootVersionEntries(document)
      .filter(({ version }) => legacyProtocolVersions.includes(version))
      .map(({ index, version }) => ({
        path: appendPointer('/protocolVersions', index),
        requirement: 'req-legacy-validation-scope',
        message: `Validation for MCP ${version}, a legacy compatibility protocol version, is incomplete: only structural and selected sound checks apply, so it does not establish complete MCP semantic conformance (16.2)`,
        protocolVersion: version,
      })),
});
