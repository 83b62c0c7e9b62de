// 5: the Info Object has name and version and only its defined fields.
import { testRule } from './rule-tester.ts';
import { minimal } from './structural-docs.ts';

testRule('mcpdesc.info.members', {
  valid: [
    {
      name: 'name, version and contact',
      document: { ...minimal, info: { name: 'demo', version: '1.0.0', contact: { email: 'a@example.com' } } },
    },
  ],
  invalid: [
    {
      name: 'info without version',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
protocolVersions: ["2025-11-25"]
`,
      findings: [{ path: '/info', requirement: 'req-info-fields', line: 3, column: 3, message: '"version"' }],
    },
    {
      name: 'an unknown info member',
      document: { ...minimal, info: { name: 'demo', version: '1', owner: 'me' } },
      findings: [{ path: '/info/owner', requirement: 'req-info-fields' }],
    },
  ],
});
