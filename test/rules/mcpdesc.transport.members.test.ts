// 6: Transport Objects by type.
import { testRule } from './rule-tester.ts';
import { withRoot } from './structural-docs.ts';

testRule('mcpdesc.transport.members', {
  valid: [
    {
      name: 'stdio and streamable-http',
      document: withRoot({
        transports: [
          { type: 'stdio', command: 'server' },
          { type: 'streamable-http', url: 'https://example.com/mcp' },
        ],
      }),
    },
  ],
  invalid: [
    {
      name: 'stdio without command',
      document: withRoot({ transports: [{ type: 'stdio' }] }),
      findings: [{ path: '/transports/0', requirement: 'req-transport-stdio-fields', message: '"command"' }],
    },
    {
      name: 'a stdio transport with url',
      document: withRoot({ transports: [{ type: 'stdio', command: 'server', url: 'https://example.com' }] }),
      findings: [{ path: '/transports/0/url', requirement: 'req-transport-closed' }],
    },
  ],
});
