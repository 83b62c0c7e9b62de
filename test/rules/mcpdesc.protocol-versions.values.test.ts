// 4.9: root protocolVersions is a non-empty list of supported MCP protocol versions.
import { testRule } from './rule-tester.ts';
import { minimal } from './structural-docs.ts';

testRule('mcpdesc.protocol-versions.values', {
  valid: [{ name: 'supported versions', document: { ...minimal, protocolVersions: ['2025-06-18', '2026-07-28'] } }],
  invalid: [
    {
      name: 'an unsupported version',
      document: { ...minimal, protocolVersions: ['2024-01-01'] },
      findings: [{ path: '/protocolVersions/0', requirement: 'req-protocol-versions-values' }],
    },
    {
      name: 'an empty list',
      document: { ...minimal, protocolVersions: [] },
      findings: [{ path: '/protocolVersions', requirement: 'req-protocol-versions-values' }],
    },
  ],
});
