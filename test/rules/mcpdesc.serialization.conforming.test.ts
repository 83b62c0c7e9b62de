// 15.2, 15.3: the JSON and restricted YAML serializations. Aliases are forbidden, anchors alone are not (15.3.5).
import { testRule } from './rule-tester.ts';

const head = 'mcpdesc: "0.9.0"\ninfo:\n  name: x\n  version: "1"\n';

testRule('mcpdesc.serialization.conforming', {
  valid: [
    { name: 'restricted YAML', text: `${head}protocolVersions: ["2026-07-28"]\n` },
    {
      name: 'anchors that no alias uses (15.3.5 req-serialization-yaml-aliases)',
      text: `mcpdesc: "0.9.0"\ninfo: &info\n  name: x\n  version: &v "1"\nprotocolVersions: &versions ["2026-07-28"]\n`,
    },
    {
      name: 'JSON',
      text: '{"mcpdesc": "0.9.0", "info": {"name": "x", "version": "1"}, "protocolVersions": ["2026-07-28"]}',
    },
  ],
  invalid: [
    {
      name: 'an alias (15.3.5)',
      text: `${head}protocolVersions: &v ["2026-07-28"]\ninstructions: *v\n`,
      findings: [
        {
          path: '/instructions',
          requirement: 'req-serialization-yaml-aliases',
          line: 6,
          column: 15,
          message: "Alias '*v' is not allowed",
        },
      ],
      alsoReported: ['mcpdesc.document.schema'],
    },
    {
      name: 'a duplicate key (15.3.2)',
      text: `${head}protocolVersions: ["2026-07-28"]\nprotocolVersions: ["2025-11-25"]\n`,
      findings: [
        { path: '/protocolVersions', requirement: 'req-serialization-yaml-duplicate-keys', line: 6, column: 1 },
      ],
    },
    {
      name: 'JSON syntax error',
      text: '{"mcpdesc": "0.9.0",\n "info": }',
      findings: [{ path: '', requirement: 'req-serialization-json', line: 2, column: 10 }],
    },
  ],
});
