// 8.2-8.4: Capabilities Objects have the MCP server capability fields.
import { testRule } from './rule-tester.ts';
import { withRoot } from './structural-docs.ts';

testRule('mcp.server-capabilities.members', {
  valid: [
    {
      name: 'tools and prompts capabilities',
      document: withRoot({ capabilities: [{ tools: { listChanged: true }, prompts: {} }] }),
    },
  ],
  invalid: [
    {
      name: 'an unknown capability',
      document: withRoot({ capabilities: [{ tools: {}, teleport: {} }] }),
      findings: [{ path: '/capabilities/0/teleport', requirement: 'req-capabilities-closed' }],
    },
    {
      name: 'listChanged that is not a boolean',
      document: withRoot({ capabilities: [{ tools: { listChanged: 'yes' } }] }),
      findings: [{ path: '/capabilities/0/tools/listChanged', requirement: 'req-capabilities-closed' }],
    },
  ],
});
