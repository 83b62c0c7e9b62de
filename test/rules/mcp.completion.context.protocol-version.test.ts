import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'completions', version: '1.0.0' },
  transports: [{ type: 'stdio', command: 'server' }],
};
const withContext = { argument: { name: 'name', value: 'a' }, context: { arguments: { department: 'eng' } }, result: { completion: { values: ['Ada'] } } };
const withoutContext = { argument: { name: 'name', value: 'a' }, result: { completion: { values: ['Ada'] } } };
const prompt = (examples: object, extra: object = {}) => ({ name: 'team_lead', arguments: [{ name: 'department' }, { name: 'name' }], completionExamples: examples, ...extra });
const template = (examples: object, extra: object = {}) => ({ uriTemplate: 'org://{department}/{name}', name: 'member', completionExamples: examples, ...extra });

testRule('mcp.completion.context.protocol-version', {
  valid: [
    { name: 'context from MCP 2025-06-18 on', document: { ...base, protocolVersions: ['2025-06-18', '2025-11-25'], prompts: [prompt({ a: withContext })], resourceTemplates: [template({ a: withContext })] } },
    { name: 'no context in MCP 2025-03-26', document: { ...base, protocolVersions: ['2025-03-26'], prompts: [prompt({ a: withoutContext })] } },
    {
      name: 'split into disjoint protocol-scoped variants when context is needed (11.4)',
      document: { ...base, protocolVersions: ['2025-03-26', '2025-06-18'], prompts: [prompt({ a: withoutContext }, { protocolVersions: ['2025-03-26'] }), prompt({ a: withContext }, { protocolVersions: ['2025-06-18'] })] },
    },
  ],
  invalid: [
    {
      name: 'a Prompt spanning MCP 2025-03-26 and a later version uses context (11.4)',
      document: { ...base, protocolVersions: ['2025-03-26', '2025-06-18'], prompts: [prompt({ a: withoutContext, b: withContext })] },
      findings: [{ path: '/prompts/0/completionExamples/b/context', protocolVersion: '2025-03-26', message: 'Completion example "b" of Prompt "team_lead" uses "context", which MCP 2025-03-26 does not define' }],
    },
    {
      name: 'a Resource Template scoped to MCP 2025-03-26 (10.4.6)',
      document: { ...base, protocolVersions: ['2025-03-26', '2025-11-25'], resourceTemplates: [template({ a: withContext }, { protocolVersions: ['2025-03-26'] })] },
      findings: [{ path: '/resourceTemplates/0/completionExamples/a/context', protocolVersion: '2025-03-26', message: 'Resource Template "member"' }],
    },
    {
      name: 'MCP 2024-11-05 is left to mcp.completion.protocol-version',
      document: { ...base, protocolVersions: ['2024-11-05', '2025-03-26'], prompts: [prompt({ a: withContext })] },
      findings: [{ path: '/prompts/0/completionExamples/a/context', protocolVersion: '2025-03-26' }],
      alsoReported: ['mcp.completion.protocol-version'],
    },
  ],
});
