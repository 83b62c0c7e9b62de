import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'completions', version: '1.0.0' },
  protocolVersions: ['2025-06-18'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const result = { completion: { values: ['Ada'] } };
const prompt = (example: Record<string, unknown>) => ({
  ...base,
  prompts: [
    {
      name: 'team_lead',
      arguments: [
        { name: 'department', required: true },
        { name: 'name', required: true },
      ],
      completionExamples: { lead: { ...example, result } },
    },
  ],
});
const template = (uriTemplate: string, example: Record<string, unknown>) => ({
  ...base,
  resourceTemplates: [{ name: 'issue', uriTemplate, completionExamples: { issue: { ...example, result } } }],
});

testRule('mcpdesc.completion-example.target', {
  valid: [
    {
      name: 'Prompt argument with partial context (11.4)',
      document: prompt({ argument: { name: 'name', value: 'a' }, context: { arguments: { department: 'eng' } } }),
    },
    { name: 'Prompt argument without context', document: prompt({ argument: { name: 'department', value: 'e' } }) },
    {
      name: 'template variables identified through operators and modifiers (10.4.6)',
      document: template('repo://{owner,repository}/files/{+path}{?id:3}', {
        argument: { name: 'path', value: 'src' },
        context: { arguments: { owner: 'o', repository: 'r', id: '1' } },
      }),
    },
  ],
  invalid: [
    {
      name: 'a malformed uriTemplate is left to mcp.resource-template.uri-template',
      document: template('repo://{owner/{repository}', { argument: { name: 'issue', value: '1' } }),
      findings: [],
      alsoReported: ['mcp.resource-template.uri-template'],
    },
    {
      name: 'undeclared Prompt argument, context repeating it and an unknown context key',
      document: prompt({
        argument: { name: 'nickname', value: 'a' },
        context: { arguments: { nickname: 'Ada', region: 'emea' } },
      }),
      findings: [
        {
          path: '/prompts/0/completionExamples/lead/argument/name',
          requirement: 'req-prompt-completion-target',
          message:
            'Completion example "lead" completes "nickname", which is not a declared Prompt Argument of Prompt "team_lead" (11.4)',
        },
        {
          path: '/prompts/0/completionExamples/lead/context/arguments/nickname',
          requirement: 'req-prompt-completion-target',
          message: 'also gives the completed argument "nickname" in its context (11.4)',
        },
        {
          path: '/prompts/0/completionExamples/lead/context/arguments/region',
          requirement: 'req-prompt-completion-target',
          message: 'Context argument "region"',
        },
      ],
    },
    {
      name: 'completed argument repeated in context',
      document: prompt({ argument: { name: 'name', value: 'a' }, context: { arguments: { name: 'Ada' } } }),
      findings: [
        {
          path: '/prompts/0/completionExamples/lead/context/arguments/name',
          requirement: 'req-prompt-completion-target',
          message: 'also gives the completed argument "name"',
        },
      ],
    },
    {
      name: 'template variable that does not exist, and an unknown context variable',
      document: template('repo://{owner}/{repository}/issues/{issue}', {
        argument: { name: 'ticket', value: '12' },
        context: { arguments: { issue: '12', workspace: 'docs' } },
      }),
      findings: [
        {
          path: '/resourceTemplates/0/completionExamples/issue/argument/name',
          requirement: 'req-template-completion-target',
          message: '"ticket", which is not a variable of its uriTemplate of Resource Template "issue" (10.4.6)',
        },
        {
          path: '/resourceTemplates/0/completionExamples/issue/context/arguments/workspace',
          requirement: 'req-template-completion-target',
          message: 'Context argument "workspace"',
        },
      ],
    },
    {
      name: 'operator characters are not part of a variable name',
      document: template('file:///{+path}', { argument: { name: '+path', value: 's' } }),
      findings: [
        {
          path: '/resourceTemplates/0/completionExamples/issue/argument/name',
          requirement: 'req-template-completion-target',
        },
      ],
    },
  ],
});
