// 17.1, 17.2: the Components Object and Reference Objects.
import { testRule } from './rule-tester.ts';
import { withRoot } from './structural-docs.ts';

testRule('mcpdesc.components.members', {
  valid: [
    { name: 'a schema component', document: withRoot({ components: { schemas: { Args: { type: 'object' } } } }) },
  ],
  invalid: [
    {
      name: 'an empty Components Object',
      document: withRoot({ components: {} }),
      findings: [{ path: '/components', requirement: 'req-components-fields' }],
    },
    {
      name: 'an unknown namespace',
      document: withRoot({ components: { widgets: { a: {} } } }),
      findings: [{ path: '/components/widgets', requirement: 'req-components-closed' }],
    },
    {
      name: 'a Reference Object with a sibling',
      document: withRoot({
        tools: [{ name: 't', inputSchema: { $componentRef: '#/components/schemas/A', description: 'x' } }],
        components: { schemas: { A: { type: 'object' } } },
      }),
      findings: [{ path: '/tools/0/inputSchema/description', requirement: 'req-reference-object-fields' }],
    },
  ],
});
