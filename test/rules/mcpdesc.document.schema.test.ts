// 16.1: the document schema's own findings (root members, the mcpdesc version).
import { testRule } from './rule-tester.ts';
import { minimal } from './structural-docs.ts';

testRule('mcpdesc.document.schema', {
  valid: [{ name: 'a minimal document', document: minimal }],
  invalid: [
    {
      name: 'an unknown root member',
      text: `mcpdesc: "0.9.0"
info: { name: demo, version: 1.0.0 }
protocolVersions: ["2025-11-25"]
unknownThing: true
`,
      findings: [{ path: '/unknownThing', requirement: 'req-closed-objects', line: 4, column: 1 }],
    },
    {
      name: 'an unrecognized mcpdesc version',
      document: { ...minimal, mcpdesc: '0.8.0' },
      findings: [{ path: '/mcpdesc', requirement: 'req-mcpdesc-version' }],
    },
    {
      name: 'a missing info',
      document: { mcpdesc: '0.9.0', protocolVersions: ['2025-11-25'] },
      findings: [{ path: '', requirement: 'req-info-required', message: '"info"' }],
    },
  ],
});
