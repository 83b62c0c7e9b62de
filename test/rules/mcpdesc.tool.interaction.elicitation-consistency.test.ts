import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'interactions', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const approval = { type: 'object', properties: { approved: { type: 'boolean' }, note: { type: 'string', maxLength: 5 } }, required: ['approved'] };
const confirm = { name: 'confirm', mode: 'form', message: 'Approve?', requestedSchema: approval };
const login = { name: 'login', mode: 'url', message: 'Sign in.', url: 'https://auth.example.com/login' };
const result = { content: [{ type: 'text', text: 'done' }] };
const formStep = (response: object, extra: object = {}, requestedSchema: unknown = approval) => ({
  type: 'elicitation',
  declaration: 'confirm',
  request: { mode: 'form', message: 'Approve?', requestedSchema },
  response,
  ...extra,
});
const urlStep = (response: object, url = 'https://auth.example.com/login') => ({ type: 'elicitation', declaration: 'login', request: { mode: 'url', message: 'Sign in.', url }, response });
const tool = (steps: object[], elicitations: object[] = [confirm, login]) => ({
  name: 'deploy',
  inputSchema: { type: 'object' },
  elicitations,
  interactionExamples: { scenario: { input: {}, steps, result } },
});
const doc = (steps: object[], elicitations?: object[], extra: object = {}) => ({ ...base, tools: [tool(steps, elicitations)], ...extra });
const steps = '/tools/0/interactionExamples/scenario/steps';

testRule('mcpdesc.tool.interaction.elicitation-consistency', {
  valid: [
    {
      name: 'steps that match their declarations; accepted, declined and cancelled responses',
      document: doc([
        formStep({ action: 'accept', content: { approved: true, note: 'ok' } }),
        formStep({ action: 'decline' }),
        formStep({ action: 'cancel' }),
        urlStep({ action: 'accept' }),
      ]),
    },
    { name: 'a step without a declaration is checked only for its response', document: doc([{ ...formStep({ action: 'accept', content: { approved: false } }), declaration: undefined }], [login]) },
    {
      name: 'a declaration whose requestedSchema is a component (resolved before comparison)',
      document: doc([formStep({ action: 'accept', content: { approved: true } })], [{ ...confirm, requestedSchema: { $componentRef: '#/components/schemas/approval' } }], { components: { schemas: { approval } } }),
    },
    { name: 'a URL declaration without a known URL accepts any step URL', document: doc([urlStep({ action: 'accept' }, 'https://auth.example.com/other')], [{ ...login, url: undefined }]) },
  ],
  invalid: [
    {
      name: 'the step names no declaration of the Tool (9.4)',
      document: doc([{ ...formStep({ action: 'decline' }), declaration: 'missing' }]),
      findings: [{ path: `${steps}/0/declaration`, message: 'Interaction step names elicitation "missing", which Tool "deploy" does not declare (9.4)' }],
    },
    {
      name: 'mode, requestedSchema and known URL differ from the declarations',
      document: doc([
        { ...urlStep({ action: 'accept' }), declaration: 'confirm' },
        formStep({ action: 'decline' }, {}, { type: 'object', properties: { approved: { type: 'string' } } }),
        urlStep({ action: 'accept' }, 'https://evil.example.com/'),
      ]),
      findings: [
        { path: `${steps}/0/request/mode`, message: 'Interaction step uses mode "url", but Elicitation Declaration "confirm" has mode "form" (9.4)' },
        { path: `${steps}/1/request/requestedSchema`, message: 'differs from the requestedSchema of Elicitation Declaration "confirm"' },
        { path: `${steps}/2/request/url`, message: 'known URL "https://auth.example.com/login"' },
      ],
    },
    {
      name: 'responses: missing content on accept, content on decline, cancel and URL mode',
      document: doc([formStep({ action: 'accept' }), formStep({ action: 'decline', content: { approved: false } }), formStep({ action: 'cancel', content: {} }), urlStep({ action: 'accept', content: {} })]),
      findings: [
        { path: `${steps}/0/response`, message: 'An accepted form-mode elicitation response must contain "content"' },
        { path: `${steps}/1/response/content`, message: 'A declined form-mode elicitation response must not contain "content"' },
        { path: `${steps}/2/response/content`, message: 'A cancelled' },
        { path: `${steps}/3/response/content`, message: 'A URL-mode elicitation response must omit "content"' },
      ],
    },
    {
      name: 'accepted content that does not conform to the request schema',
      document: doc([formStep({ action: 'accept', content: { approved: 'yes', note: 'too long' } }), formStep({ action: 'accept', content: { note: 'ok' } })]),
      findings: [
        { path: `${steps}/0/response/content/approved`, message: 'does not conform to the request schema' },
        { path: `${steps}/0/response/content/note`, message: 'does not conform to the request schema' },
        { path: `${steps}/1/response/content`, message: 'approved' },
      ],
    },
  ],
});
