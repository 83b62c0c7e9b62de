// 7.2: Security Scheme Objects by type.
import { testRule } from './rule-tester.ts';
import { withRoot } from './structural-docs.ts';

testRule('mcpdesc.security-scheme.members', {
  valid: [
    {
      name: 'an http bearer scheme',
      document: withRoot({ securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } }),
    },
  ],
  invalid: [
    {
      name: 'an http scheme without scheme',
      document: withRoot({ securitySchemes: { bearer: { type: 'http' } } }),
      findings: [{ path: '/securitySchemes/bearer', requirement: 'req-security-scheme-fields', message: '"scheme"' }],
    },
    {
      name: 'an apiKey scheme with an unknown member',
      document: withRoot({ securitySchemes: { key: { type: 'apiKey', name: 'X-Key', in: 'header', color: 'red' } } }),
      findings: [{ path: '/securitySchemes/key/color', requirement: 'req-security-scheme-fields' }],
    },
  ],
});
