// 8.5: clientRequirements is a non-empty closed map of client capability requirements.
import { testRule } from './rule-tester.ts';
import { tool, withRoot } from './structural-docs.ts';

testRule('mcp.client-capabilities.members', {
  valid: [
    { name: 'a sampling requirement', document: withRoot({ tools: [tool({ clientRequirements: { sampling: {} } })] }) },
  ],
  invalid: [
    {
      name: 'an empty clientRequirements',
      document: withRoot({ tools: [tool({ clientRequirements: {} })] }),
      findings: [{ path: '/tools/0/clientRequirements', requirement: 'req-client-requirements-shape' }],
    },
    {
      name: 'clientRequirements that is not an object',
      document: withRoot({ tools: [tool({ clientRequirements: ['sampling'] })] }),
      findings: [{ path: '/tools/0/clientRequirements', requirement: 'req-client-requirements-shape' }],
    },
  ],
});
