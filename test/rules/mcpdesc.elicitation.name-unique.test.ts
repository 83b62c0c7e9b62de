import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'elicitations', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const inputSchema = { type: 'object', additionalProperties: false };
const url = (name: string) => ({ name, mode: 'url', message: 'Sign in to continue.' });

testRule('mcpdesc.elicitation.name-unique', {
  valid: [
    {
      name: 'distinct names in one Tool',
      document: { ...base, tools: [{ name: 'a', inputSchema, elicitations: [url('login'), url('consent')] }] },
    },
    {
      name: 'the same name in two primitives (names are scoped to their primitive)',
      document: {
        ...base,
        tools: [{ name: 'a', inputSchema, elicitations: [url('login')] }],
        prompts: [{ name: 'p', elicitations: [url('login')] }],
      },
    },
    {
      name: 'names differing only in case are distinct (12.2)',
      document: { ...base, resources: [{ uri: 'file:///r', name: 'r', elicitations: [url('Login'), url('login')] }] },
    },
  ],
  invalid: [
    {
      name: 'a name repeated in one Tool',
      document: {
        ...base,
        tools: [{ name: 'a', inputSchema, elicitations: [url('login'), url('consent'), url('login')] }],
      },
      findings: [
        {
          path: '/tools/0/elicitations/2/name',
          requirement: 'req-elicitation-name-unique',
          message: 'Elicitation name "login" is already used by elicitation 0 of Tool "a"',
        },
      ],
    },
    {
      name: 'repeated in a Resource Template and in a Prompt',
      document: {
        ...base,
        resourceTemplates: [{ uriTemplate: 'file:///t/{id}', name: 't', elicitations: [url('x'), url('x')] }],
        prompts: [{ name: 'p', elicitations: [url('y'), url('y'), url('y')] }],
      },
      findings: [
        {
          path: '/resourceTemplates/0/elicitations/1/name',
          requirement: 'req-elicitation-name-unique',
          message: 'Resource Template "t"',
        },
        { path: '/prompts/0/elicitations/1/name', requirement: 'req-elicitation-name-unique', message: 'Prompt "p"' },
        {
          path: '/prompts/0/elicitations/2/name',
          requirement: 'req-elicitation-name-unique',
          message: 'elicitation 0 of Prompt "p"',
        },
      ],
    },
    {
      name: 'protocol scopes do not make a repeated name unique',
      document: {
        ...base,
        protocolVersions: ['2025-11-25', '2026-07-28'],
        resources: [
          {
            uri: 'file:///r',
            name: 'r',
            elicitations: [
              { ...url('login'), protocolVersions: ['2025-11-25'] },
              { ...url('login'), protocolVersions: ['2026-07-28'] },
            ],
          },
        ],
      },
      findings: [{ path: '/resources/0/elicitations/1/name', requirement: 'req-elicitation-name-unique' }],
    },
  ],
});
