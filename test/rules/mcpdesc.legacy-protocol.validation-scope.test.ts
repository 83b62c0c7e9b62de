// 16.2 req-legacy-validation-scope and 12.5 req-elicitation-legacy-incomplete: for MCP 2024-11-05 and 2025-03-26
// validation is incomplete, which is warned once per legacy version the document describes.
import { testRule } from './rule-tester.ts';

const doc = (protocolVersions: string[], extra: Record<string, unknown> = {}) => ({
  mcpdesc: '0.9.0',
  info: { name: 'legacy', version: '1.0.0' },
  protocolVersions,
  ...extra,
});

testRule('mcpdesc.legacy-protocol.validation-scope', {
  valid: [
    { name: 'only fully validated protocol versions', document: doc(['2025-06-18', '2025-11-25', '2026-07-28']) },
  ],
  invalid: [
    {
      name: 'each legacy version in root protocolVersions',
      text: `mcpdesc: "0.9.0"
info: { name: legacy, version: 1.0.0 }
protocolVersions:
  - "2024-11-05"
  - "2025-03-26"
  - "2025-11-25"
`,
      findings: [
        {
          path: '/protocolVersions/0',
          requirement: 'req-legacy-validation-scope',
          line: 4,
          column: 5,
          severity: 'warning',
          protocolVersion: '2024-11-05',
          message: 'Validation for MCP 2024-11-05, a legacy compatibility protocol version, is incomplete',
        },
        {
          path: '/protocolVersions/1',
          requirement: 'req-legacy-validation-scope',
          line: 5,
          column: 5,
          severity: 'warning',
          protocolVersion: '2025-03-26',
          message: '(16.2)',
        },
      ],
    },
    {
      name: 'the location is the entry as written, after a malformed entry',
      document: doc([1 as unknown as string, '2024-11-05', '2024-11-05']),
      findings: [
        { path: '/protocolVersions/1', requirement: 'req-legacy-validation-scope', protocolVersion: '2024-11-05' },
      ],
      alsoReported: ['mcpdesc.protocol-versions.values'],
    },
    {
      name: 'elicitation declarations in a legacy scope get the same, single diagnostic (12.5)',
      document: doc(['2025-03-26'], {
        tools: [
          {
            name: 'run',
            inputSchema: { type: 'object' },
            elicitations: [
              {
                name: 'confirm',
                mode: 'form',
                message: 'Confirm?',
                requestedSchema: { type: 'object', properties: {} },
              },
            ],
          },
        ],
      }),
      findings: [
        {
          path: '/protocolVersions/0',
          requirement: 'req-legacy-validation-scope',
          severity: 'warning',
          protocolVersion: '2025-03-26',
        },
      ],
      alsoReported: ['mcp.elicitation.protocol-version'],
    },
  ],
});
