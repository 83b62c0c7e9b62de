// 8.2/4.10 req-field-protocol-version-availability (core tasks: MCP 2025-11-25 only) and 8.4 req-capabilities-tasks-distinct.
import { testRule } from './rule-tester.ts';

const doc = (protocolVersions: string[], capabilities: unknown[]) => ({
  mcpdesc: '0.9.0',
  info: { name: 'tasks', version: '1.0.0' },
  protocolVersions,
  capabilities,
});
const tasks = { list: {}, cancel: {}, requests: { tools: { call: {} } } };

testRule('mcp.capabilities.tasks.protocol-version', {
  valid: [
    { name: 'core tasks in MCP 2025-11-25', document: doc(['2025-11-25'], [{ tasks }]) },
    {
      name: 'core tasks scoped to MCP 2025-11-25, the Tasks extension for MCP 2026-07-28',
      document: doc(
        ['2025-11-25', '2026-07-28'],
        [
          { protocolVersions: ['2025-11-25'], tasks },
          { protocolVersions: ['2026-07-28'], extensions: { 'io.example/tasks': {} } },
        ],
      ),
    },
  ],
  invalid: [
    {
      name: 'core tasks applied to other versions, per version',
      document: doc(['2025-06-18', '2025-11-25', '2026-07-28'], [{ tools: {}, tasks }]),
      findings: [
        {
          path: '/capabilities/0/tasks',
          requirement: 'req-field-protocol-version-availability',
          protocolVersion: '2025-06-18',
          message: 'exists only in MCP 2025-11-25, but this Capabilities Object applies to MCP 2025-06-18 (8.2)',
        },
        {
          path: '/capabilities/0/tasks',
          requirement: 'req-capabilities-tasks-distinct',
          protocolVersion: '2026-07-28',
          message: 'is not the Tasks extension of MCP 2026-07-28',
        },
      ],
    },
  ],
});
