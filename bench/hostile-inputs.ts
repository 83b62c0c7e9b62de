// The hostile inputs of issue 10 (bounded work on untrusted documents), as generators: each builds one small
// document and the core call that used to take unbounded time or memory on it. Shared by `npm run hostile` (time and
// peak memory per input, each in its own process) and the regression tests (test/hostile.test.ts).
export type HostileCall = 'validate' | 'convert' | 'organize';

export interface HostileInput {
  id: string;
  /** What the input is (the issue's item). */
  title: string;
  text: () => string;
  call: HostileCall;
}

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'hostile', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const result = { content: [{ type: 'text', text: 'done' }] };

/** One Tool whose inputSchema is `schema`, with one example whose input is `input`. */
function toolDocument(schema: unknown, input: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    ...base,
    tools: [{ name: 't', inputSchema: schema, examples: { e: { input, result } }, ...extra }],
  });
}

function patternCase(id: string, pattern: string, subject: string): HostileInput {
  return {
    id,
    title: `pattern ${JSON.stringify(pattern)} against ${JSON.stringify(subject.length > 12 ? `${subject.slice(0, 6)}…(${subject.length})` : subject)}`,
    call: 'validate',
    text: () => toolDocument({ type: 'object', properties: { q: { type: 'string', pattern } } }, { q: subject }),
  };
}

/** 25 `$defs`, each an allOf/anyOf of two references to the next. */
function fanOut(applicator: 'allOf' | 'anyOf'): string {
  const defs: Record<string, unknown> = {};
  for (let i = 0; i < 25; i++)
    defs[`d${i}`] =
      i === 24 ? { type: 'string' } : { [applicator]: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] };
  return toolDocument({ type: 'object', properties: { q: { $ref: '#/$defs/d0' } }, $defs: defs }, { q: 'x' });
}

function duplicateResources(n: number): string {
  const resources = Array.from({ length: n }, () => ({ uri: 'file:///same', name: 'same' }));
  return JSON.stringify({ ...base, resources });
}

function duplicateTools(n: number): string {
  const tools = Array.from({ length: n }, () => ({ name: 'same', inputSchema: { type: 'object' } }));
  return JSON.stringify({ ...base, tools });
}

function unknownInfoMembers(n: number): string {
  const info: Record<string, unknown> = { name: 'hostile', version: '1.0.0' };
  for (let i = 0; i < n; i++) info[`u${i}`] = i;
  return JSON.stringify({ ...base, info });
}

function yamlSequence(n: number): string {
  return 'x:\n' + '- 1\n'.repeat(n);
}

function yamlMapping(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += `k${i}: 1\n`;
  return out;
}

function yamlAliases(n: number): string {
  return 'a: &x 1\nb:\n' + '- *x\n'.repeat(n);
}

export const hostileInputs: HostileInput[] = [
  patternCase('pattern-alternation', '^(a|a)*$', `${'a'.repeat(30)}!`),
  patternCase('pattern-optional-spaces', '\\s*#?\\s*$', `${' '.repeat(2000)}x`),
  patternCase('pattern-adjacent-digits', '^\\d*\\d*\\d*\\d*x$', '1'.repeat(800)),
  patternCase('pattern-a-or-aa', '(a|aa)*$', `${'a'.repeat(60)}!`),
  patternCase('pattern-class-overlap', '([a-z]|[a-z0-9])*$', `${'a'.repeat(60)}!`),
  patternCase('pattern-bounded-nested', '(a{1,30}){1,30}$', `${'a'.repeat(60)}!`),
  patternCase('pattern-word-or-underscore', '(\\w|_)+@', '_'.repeat(60)),
  {
    id: 'patternProperties-alternation',
    title: 'patternProperties "^(a|a)*$" against a 30-"a" member name',
    call: 'validate',
    text: () =>
      toolDocument(
        { type: 'object', patternProperties: { '^(a|a)*$': { type: 'string' } }, additionalProperties: false },
        { [`${'a'.repeat(30)}!`]: 1 },
      ),
  },
  {
    id: 'propertyNames-alternation',
    title: 'propertyNames pattern "^(a|a)*$" against a 30-"a" member name',
    call: 'validate',
    text: () => toolDocument({ type: 'object', propertyNames: { pattern: '^(a|a)*$' } }, { [`${'a'.repeat(30)}!`]: 1 }),
  },
  {
    id: 'ref-fan-out-allOf',
    title: '25 $defs, each allOf of two $refs to the next',
    call: 'validate',
    text: () => fanOut('allOf'),
  },
  {
    id: 'ref-fan-out-anyOf',
    title: '25 $defs, each anyOf of two $refs to the next',
    call: 'validate',
    text: () => fanOut('anyOf'),
  },
  {
    id: 'duplicate-resources-2000',
    title: '2,000 identical resources',
    call: 'validate',
    text: () => duplicateResources(2000),
  },
  {
    id: 'duplicate-resources-4000',
    title: '4,000 identical resources',
    call: 'validate',
    text: () => duplicateResources(4000),
  },
  {
    id: 'duplicate-tools-20000',
    title: '20,000 identically named tools',
    call: 'validate',
    text: () => duplicateTools(20000),
  },
  {
    id: 'unknown-info-members-6000',
    title: '6,000 unknown members in info',
    call: 'validate',
    text: () => unknownInfoMembers(6000),
  },
  {
    id: 'unknown-info-members-99990',
    title: '99,990 unknown members in info',
    call: 'validate',
    text: () => unknownInfoMembers(99990),
  },
  {
    id: 'yaml-sequence-1000000',
    title: 'YAML block sequence of 1,000,000 items',
    call: 'validate',
    text: () => yamlSequence(1_000_000),
  },
  {
    id: 'yaml-sequence-1000000-convert',
    title: 'YAML block sequence of 1,000,000 items (convert)',
    call: 'convert',
    text: () => yamlSequence(1_000_000),
  },
  {
    id: 'yaml-mapping-200000',
    title: 'YAML mapping of 200,000 members',
    call: 'validate',
    text: () => yamlMapping(200_000),
  },
  { id: 'yaml-aliases-100000', title: 'YAML with 100,000 aliases', call: 'validate', text: () => yamlAliases(100_000) },
  {
    id: 'json-long-member-name',
    title: 'JSON member name of 1,048,588 characters',
    call: 'convert',
    text: () => JSON.stringify({ ...base, info: { ...base.info, ['n'.repeat(1_048_588)]: 1 } }),
  },
];
