// 12.1-12.4: Elicitation Declaration fields by mode.
import { testRule } from './rule-tester.ts';
import { tool, withRoot } from './structural-docs.ts';

const form = { name: 'ask', mode: 'form', message: 'More?', requestedSchema: { type: 'object', properties: {} } };

testRule('mcpdesc.elicitation.members', {
  valid: [{ name: 'a form declaration', document: withRoot({ tools: [tool({ elicitations: [form] })] }) }],
  invalid: [
    {
      name: 'a form declaration with url',
      document: withRoot({ tools: [tool({ elicitations: [{ ...form, url: 'https://example.com' }] })] }),
      findings: [{ path: '/tools/0/elicitations/0/url', requirement: 'req-elicitation-form-no-url' }],
    },
    {
      name: 'a declaration without message',
      document: withRoot({ tools: [tool({ elicitations: [{ name: 'go', mode: 'url' }] })] }),
      findings: [
        { path: '/tools/0/elicitations/0', requirement: 'req-elicitation-declaration-fields', message: '"message"' },
      ],
    },
  ],
});
