// Elicitation Declaration Objects (12.2): a union discriminated by `mode`, form (12.3) or URL (12.4), on Tools,
// Resources, Resource Templates and Prompts (12.1).
import { describe, expect, it } from 'vitest';
import { protocolVersions } from '../../core/model/versions.ts';
import { checkCase, documentWith, formats, type StructuralCase, checkClosed, type ClosedCase } from './helpers.ts';

const rule = 'mcpdesc.elicitation.members';
const shared = ['name', 'message', 'when', 'onDecline', 'onCancel', 'protocolVersions'];
const formMembers = [...shared, 'mode', 'requestedSchema'];
const urlMembers = [...shared, 'mode', 'url'];
const namePattern = '^[A-Za-z0-9._-]+$';

const requestedSchema = {
  type: 'object',
  properties: { assignee: { type: 'string', title: 'Assignee' } },
  required: ['assignee'],
};
const form = (extra: Record<string, unknown> = {}) => ({
  name: 'choose_assignee',
  mode: 'form',
  message: 'Who should own this issue?',
  requestedSchema,
  ...extra,
});
const url = (extra: Record<string, unknown> = {}) => ({
  name: 'sign_in',
  mode: 'url',
  message: 'Sign in to continue',
  ...extra,
});
const tool = (elicitations: unknown[]) => ({ name: 'assign_issue', inputSchema: { type: 'object' }, elicitations });
const withElicitations = (...elicitations: unknown[]) => documentWith({ tools: [tool(elicitations)] });
const at = (i: number, member?: string) => `/tools/0/elicitations/${i}${member === undefined ? '' : `/${member}`}`;

/** A valid declaration, and the same declaration with an undeclared member (3.9); declarations accept `x-*` (14.2). */
type DeclarationCase = Omit<ClosedCase, 'rule' | 'extensible'>;

const closedCases: DeclarationCase[] = [
  {
    name: 'form-mode declaration with every member (12.2, 12.3, 12.7)',
    document: documentWith({
      protocolVersions: ['2025-11-25', '2026-07-28'],
      tools: [
        tool([
          form({
            when: 'No assignee was supplied.',
            onDecline: 'Leave the issue unassigned.',
            onCancel: 'Abort without modifying the issue.',
            protocolVersions: ['2026-07-28'],
          }),
        ]),
      ],
    }),
    object: at(0),
    allowedMembers: formMembers,
  },
  {
    name: 'form-mode declaration referencing a schema component (12.3, 17.3)',
    document: documentWith({
      components: { schemas: { Assignee: requestedSchema } },
      tools: [tool([form({ requestedSchema: { $componentRef: '#/components/schemas/Assignee' } })])],
    }),
    object: at(0),
    allowedMembers: formMembers,
  },
  {
    name: 'URL-mode declaration with a known URL (12.4)',
    document: withElicitations(url({ url: 'https://issues.example.com/oauth/start', when: 'On first use.' })),
    object: at(0),
    allowedMembers: urlMembers,
  },
  {
    name: 'URL-mode declaration whose URL is chosen at runtime (12.4)',
    document: withElicitations(url()),
    object: at(0),
    allowedMembers: urlMembers,
  },
  {
    name: 'declaration on a Resource (12.1)',
    document: documentWith({ resources: [{ uri: 'issues://board', name: 'board', elicitations: [form()] }] }),
    object: '/resources/0/elicitations/0',
    allowedMembers: formMembers,
  },
  {
    name: 'declaration on a Resource Template (12.1)',
    document: documentWith({
      resourceTemplates: [{ uriTemplate: 'issues://{id}', name: 'issue', elicitations: [url()] }],
    }),
    object: '/resourceTemplates/0/elicitations/0',
    allowedMembers: urlMembers,
  },
  {
    name: 'declaration on a Prompt (12.1)',
    document: documentWith({ prompts: [{ name: 'triage', elicitations: [form()] }] }),
    object: '/prompts/0/elicitations/0',
    allowedMembers: formMembers,
  },
];

const cases: StructuralCase[] = [
  {
    name: 'declaration without mode: no alternative is guessed (12.2, 16.5)',
    document: withElicitations({ name: 'choose_assignee', message: 'Who?', requestedSchema }),
    expected: [
      {
        rule,
        path: at(0),
        detail: { kind: 'missing-member', member: 'mode' },
        message: 'Elicitation Declaration Object at tools[0].elicitations[0] is missing required member "mode"',
      },
    ],
  },
  {
    name: 'unknown mode (12.2)',
    document: withElicitations(form({ mode: 'modal' })),
    expected: [{ rule, path: at(0, 'mode'), detail: { kind: 'invalid-value', allowedValues: ['form', 'url'] } }],
  },
  {
    name: 'name and message are required in either mode (12.2)',
    document: withElicitations({ mode: 'form', requestedSchema }, { mode: 'url' }),
    expected: [
      {
        rule,
        path: at(0),
        detail: { kind: 'missing-member', member: 'name' },
        message: 'Elicitation Declaration Object (form mode)',
      },
      { rule, path: at(0), detail: { kind: 'missing-member', member: 'message' } },
      {
        rule,
        path: at(1),
        detail: { kind: 'missing-member', member: 'name' },
        message: 'Elicitation Declaration Object (url mode)',
      },
      { rule, path: at(1), detail: { kind: 'missing-member', member: 'message' } },
    ],
  },
  {
    name: 'names follow ^[A-Za-z0-9._-]+$ (12.2)',
    document: withElicitations(form({ name: 'choose assignee' }), url({ name: 'sign-in.v2_x' })),
    expected: [
      {
        rule,
        path: at(0, 'name'),
        detail: { kind: 'constraint', keyword: 'pattern', pattern: namePattern },
        message: 'is not a name made only of letters, digits',
      },
    ],
  },
  {
    name: 'message, when, onDecline and onCancel are non-empty (12.2)',
    document: withElicitations(form({ message: '', when: '', onDecline: '', onCancel: '' })),
    expected: ['message', 'when', 'onDecline', 'onCancel'].map((member) => ({
      rule,
      path: at(0, member),
      detail: { kind: 'constraint', keyword: 'minLength', limit: 1 },
    })),
  },
  {
    name: 'form mode requires requestedSchema and rejects url (12.3, 16.5)',
    document: withElicitations({
      name: 'choose_assignee',
      mode: 'form',
      message: 'Who?',
      url: 'https://issues.example.com/assign',
    }),
    expected: [
      { rule, path: at(0), detail: { kind: 'missing-member', member: 'requestedSchema' } },
      {
        rule,
        path: at(0, 'url'),
        detail: { kind: 'unexpected-member', member: 'url', allowedMembers: formMembers },
        message: 'Elicitation Declaration Object (form mode)',
      },
    ],
  },
  {
    name: 'URL mode rejects requestedSchema (12.4, 16.5)',
    document: withElicitations(url({ requestedSchema })),
    expected: [
      {
        rule,
        path: at(0, 'requestedSchema'),
        detail: { kind: 'unexpected-member', member: 'requestedSchema', allowedMembers: urlMembers },
      },
    ],
  },
  {
    name: 'URL mode url is a syntactically valid URI (12.4)',
    document: withElicitations(
      url({ url: 'issues.example.com/start' }),
      url({ url: 'https://issues.example.com/a b' }),
    ),
    expected: [
      { rule, path: at(0, 'url'), detail: { kind: 'constraint', keyword: 'format', format: 'uri' } },
      { rule, path: at(1, 'url'), detail: { kind: 'constraint', keyword: 'format', format: 'uri' } },
    ],
  },
  {
    name: 'requestedSchema is an object or a Reference Object to schemas (12.3, 17.2, 17.3)',
    document: withElicitations(
      form({ requestedSchema: 'assignee' }),
      form({ requestedSchema: { $componentRef: '#/components/schemas/Assignee', type: 'object' } }),
      form({ requestedSchema: { $componentRef: '#/components/promptExamples/Assignee' } }),
    ),
    expected: [
      {
        rule: 'mcp.elicitation.form-schema.members',
        path: at(0, 'requestedSchema'),
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
      {
        rule: 'mcpdesc.components.members',
        path: at(1, 'requestedSchema/type'),
        detail: { kind: 'unexpected-member', member: 'type', allowedMembers: ['$componentRef'] },
      },
      {
        rule: 'mcpdesc.components.references',
        path: at(2, 'requestedSchema/$componentRef'),
        detail: { kind: 'constraint', keyword: 'pattern', pattern: '^#/components/schemas/[A-Za-z0-9._-]+$' },
      },
    ],
  },
  {
    name: 'declaration protocolVersions is a non-empty set of known versions (12.5, 4.9)',
    document: withElicitations(form({ protocolVersions: [] }), url({ protocolVersions: ['2099-01-01'] })),
    expected: [
      {
        rule: 'mcpdesc.protocol-scope.consistency',
        path: at(0, 'protocolVersions'),
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
      {
        rule: 'mcpdesc.protocol-versions.values',
        path: at(1, 'protocolVersions/0'),
        detail: { kind: 'invalid-value', allowedValues: [...protocolVersions] },
      },
    ],
  },
  {
    name: 'Elicitation Declarations carry no tags (13.4)',
    document: withElicitations(url({ tags: ['auth'] })),
    expected: [
      { rule, path: at(0, 'tags'), detail: { kind: 'unexpected-member', member: 'tags', allowedMembers: urlMembers } },
    ],
  },
  {
    name: 'elicitations hold declaration objects (12.1)',
    document: withElicitations('choose_assignee'),
    expected: [{ rule, path: at(0), detail: { kind: 'type-mismatch', expectedTypes: ['object'] } }],
  },
];

describe('Elicitation Declaration Objects (12)', () => {
  for (const format of formats) {
    it.each(closedCases.map((c) => [c.name, c] as const))(
      `${format}: valid %s; undeclared members are rejected`,
      (_name, testCase) => checkClosed({ ...testCase, rule, extensible: true }, format, expect),
    );
    it.each(cases.map((c) => [c.name, c] as const))(`${format}: %s`, (_name, testCase) =>
      checkCase(testCase, format, expect),
    );
  }
});
