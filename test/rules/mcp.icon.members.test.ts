// Appendix A: Icon objects have src and only the MCP Icon fields.
import { testRule } from './rule-tester.ts';
import { tool, withRoot } from './structural-docs.ts';

testRule('mcp.icon.members', {
  valid: [
    {
      name: 'an icon with src and sizes',
      document: withRoot({
        tools: [tool({ icons: [{ src: 'https://example.com/i.png', mimeType: 'image/png', sizes: ['48x48'] }] })],
      }),
    },
  ],
  invalid: [
    {
      name: 'an icon without src',
      document: withRoot({ tools: [tool({ icons: [{ mimeType: 'image/png' }] })] }),
      findings: [{ path: '/tools/0/icons/0', requirement: 'req-icon-fields', message: '"src"' }],
    },
    {
      name: 'an unknown icon member',
      document: withRoot({ tools: [tool({ icons: [{ src: 'https://example.com/i.png', href: 'x' }] })] }),
      findings: [{ path: '/tools/0/icons/0/href', requirement: 'req-icon-fields' }],
    },
  ],
});
