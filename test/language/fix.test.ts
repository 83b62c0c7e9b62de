// `mcpdesc fix` in the core (fixText): every safe fix (the only automatic verified fix of its finding), applied one at a
// time until none applies. One fault each is fixed and nothing else changes (comments, extension members, flow style);
// an ambiguous fault is left alone; and on randomly mutated valid documents, fixing never adds an error.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Diagnostic, DocumentFormat } from '../../core/diagnostics.ts';
import { fixText } from '../../core/language/fix.ts';
import { examples } from '../../src/examples/index.ts';
import { validateText } from './fixtures.ts';
import { baseJson, baseYaml } from './fix-fixtures.ts';

const bases: Record<DocumentFormat, string> = { json: baseJson, yaml: baseYaml };

/** The second tool of each base document, as written. */
const secondTool = {
  json: baseJson.slice(
    baseJson.indexOf('    {\n      "name": "get_alerts"'),
    baseJson.indexOf('\n  ],\n  "resources"'),
  ),
  yaml: baseYaml.slice(baseYaml.indexOf('  - name: get_alerts'), baseYaml.indexOf('resources:\n')),
};

/** A fault planted in both base documents: the text to find and what to write instead, per format. */
interface Fault {
  name: string;
  json: [string, string];
  yaml: [string, string];
}

const fixable: Fault[] = [
  {
    name: 'a misspelled member',
    json: ['"description": "Daily', '"descripton": "Daily'],
    yaml: ['description: Daily', 'descripton: Daily'],
  },
  {
    name: 'a misspelled root protocolVersions',
    json: ['"protocolVersions":', '"protocolVersion":'],
    yaml: ['protocolVersions:', 'protocolVersion:'],
  },
  {
    name: 'a string for a boolean',
    json: ['"deprecated": false', '"deprecated": "no"'],
    yaml: ['deprecated: false', 'deprecated: "no"'],
  },
  { name: 'a quoted integer', json: ['"size": 12', '"size": "12"'], yaml: ['size: 12', 'size: "12"'] },
  {
    name: 'a value for a list',
    json: ['"tags": ["forecast"]', '"tags": "forecast"'],
    yaml: ['tags: [forecast]', 'tags: forecast'],
  },
  {
    name: 'an empty collection',
    json: ['  "resources": [', '  "prompts": [],\n  "resources": ['],
    yaml: ['resources:\n', 'prompts: []\nresources:\n'],
  },
  {
    name: 'a duplicate tag',
    json: ['"tags": ["forecast"]', '"tags": ["forecast", "forecast"]'],
    yaml: ['tags: [forecast]', 'tags: [forecast, forecast]'],
  },
  {
    name: 'a duplicate protocol version',
    json: ['["2025-06-18", "2025-11-25"]', '["2025-06-18", "2025-11-25", "2025-11-25"]'],
    yaml: ['  - "2025-11-25"\n', '  - "2025-11-25"\n  - "2025-11-25"\n'],
  },
  {
    name: 'a duplicate required name',
    json: ['"required": ["region"]', '"required": ["region", "region"]'],
    yaml: ['        - region\n', '        - region\n        - region\n'],
  },
  {
    name: 'a misspelled tag',
    json: ['"tags": ["alerts"]', '"tags": ["alert"]'],
    yaml: ['      - alerts\n', '      - alert\n'],
  },
  {
    name: 'a misspelled security scheme',
    json: ['[{"bearerAuth": []}]', '[{"bearerAuht": []}]'],
    yaml: ['  - bearerAuth: []', '  - bearerAuht: []'],
  },
  { name: 'a misspelled component', json: ['schemas/City"', 'schemas/Cty"'], yaml: ['schemas/City"', 'schemas/Cty"'] },
  {
    name: 'an unsupported mcpdesc value',
    json: ['"mcpdesc": "0.9.0"', '"mcpdesc": "0.8.0"'],
    yaml: ['mcpdesc: "0.9.0"', 'mcpdesc: "0.8.0"'],
  },
  { name: 'a misspelled enum value', json: ['"type": "http"', '"type": "htp"'], yaml: ['type: http', 'type: htp'] },
  {
    name: 'a tool written twice',
    json: ['    }\n  ],\n  "resources"', `    },\n${secondTool.json}\n  ],\n  "resources"`],
    yaml: ['resources:\n', `${secondTool.yaml}resources:\n`],
  },
];

const ambiguous: Fault[] = [
  {
    name: 'an undeclared security scheme',
    json: ['[{"bearerAuth": []}]', '[{"sessionCookie": []}]'],
    yaml: ['  - bearerAuth: []', '  - sessionCookie: []'],
  },
  { name: 'a missing version', json: ['"version": "1.0.0", ', ''], yaml: ['  version: "1.0.0"\n', ''] },
  {
    name: 'an unknown member close to nothing',
    json: ['"name": "get_alerts",', '"name": "get_alerts", "colour": "red",'],
    yaml: ['  - name: get_alerts\n', '  - name: get_alerts\n    colour: red\n'],
  },
  {
    name: 'an unsupported protocol version',
    json: ['"2025-11-25"', '"2025-09-01"'],
    yaml: ['"2025-11-25"', '"2025-09-01"'],
  },
  {
    name: 'an undeclared tag close to nothing',
    json: ['"tags": ["alerts"]', '"tags": ["beta"]'],
    yaml: ['      - alerts\n', '      - beta\n'],
  },
];

function plant(fault: Fault, format: DocumentFormat): string {
  const [from, to] = fault[format];
  const base = bases[format];
  expect(base.split(from).length, `${fault.name}: "${from}" once`).toBe(2);
  return base.replace(from, to);
}

function errorsByRule(diagnostics: readonly Diagnostic[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of diagnostics) if (d.severity === 'error') counts.set(d.rule, (counts.get(d.rule) ?? 0) + 1);
  return counts;
}

describe.each(['json', 'yaml'] as const)('fixText (%s)', (format) => {
  it.each(fixable.map((f) => [f.name, f] as const))('%s is fixed, and nothing else changes', (_name, fault) => {
    const text = plant(fault, format);
    expect(validateText(text, { format }).valid).toBe(false);
    const result = fixText(text, { format });
    expect(result.applied).toHaveLength(1);
    expect(result.valid).toBe(true);
    // The fault is gone and the rest of the text is as written: the document is the valid one again.
    expect(result.text).toBe(bases[format]);
  });

  it.each(ambiguous.map((f) => [f.name, f] as const))('%s is left alone and listed', (_name, fault) => {
    const text = plant(fault, format);
    const before = validateText(text, { format });
    const result = fixText(text, { format });
    expect(result.applied).toEqual([]);
    expect(result.text).toBe(text);
    expect(result.valid).toBe(false);
    expect(result.diagnostics.map((d) => [d.rule, d.path])).toEqual(before.diagnostics.map((d) => [d.rule, d.path]));
  });

  it('several faults at once: each safe one is fixed, the ambiguous one stays', () => {
    let text = bases[format];
    for (const fault of [fixable[0]!, fixable[2]!, fixable[5]!, ambiguous[0]!]) {
      const [from, to] = fault[format];
      text = text.replace(from, to);
    }
    const result = fixText(text, { format });
    expect(result.applied.map((a) => a.rule).sort()).toEqual([
      'mcpdesc.document.schema',
      'mcpdesc.tool.members',
      'mcpdesc.tool.members',
    ]);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.rule)).toEqual([
      'mcpdesc.security.requirements',
    ]);
    expect(result.text).toBe(plant(ambiguous[0]!, format));
  });
});

describe('fixText on many faults', () => {
  it('independent safe fixes are applied together, and the result is what fixing each gives', () => {
    const tools = Array.from({ length: 60 }, (_, i) => ({
      name: `tool_${i}`,
      deprecated: i % 2 === 0 ? 'no' : 'yes',
      inputSchema: { type: 'object' },
    }));
    const text = JSON.stringify(
      { mcpdesc: '0.9.0', info: { name: 'many', version: '1' }, protocolVersions: ['2025-11-25'], tools },
      null,
      2,
    );
    const result = fixText(text, { format: 'json' });
    expect(result.valid).toBe(true);
    expect(result.applied).toHaveLength(60);
    expect(JSON.parse(result.text).tools.map((t: { deprecated: boolean }) => t.deprecated)).toEqual(
      tools.map((_, i) => i % 2 !== 0),
    );
    expect(result.text).toBe(
      text.replace(/"deprecated": "no"/g, '"deprecated": false').replace(/"deprecated": "yes"/g, '"deprecated": true'),
    );
  }, 120_000);
});

describe('fixText on the examples', () => {
  it('valid examples are left exactly as they are', () => {
    for (const example of examples.filter((e) => e.id !== 'invalid')) {
      const result = fixText(example.text, { format: example.format });
      expect(result.applied, example.id).toEqual([]);
      expect(result.text).toBe(example.text);
    }
  });

  it('the invalid example: the safe faults are fixed, comments stay, the ambiguous ones are listed', () => {
    const text = examples.find((e) => e.id === 'invalid')!.text;
    const result = fixText(text, { format: 'yaml' });
    expect(result.applied.map((a) => a.path)).toEqual([
      '/tools/0/deprecated',
      '/tools/0/examples/berlin today',
      '/prompts',
    ]);
    for (const comment of text.split('\n').filter((l) => l.trim().startsWith('#')))
      expect(result.text).toContain(comment);
    const left = result.diagnostics.map((d) => d.rule);
    expect(left).toContain('mcpdesc.security.requirements');
    expect(left).toContain('mcpdesc.info.members');
  });
});

/** Mutations a user's typing makes: a changed character, a quoted value, a repeated, dropped or re-indented line. */
function mutate(text: string, kind: number, at: number, other: number): string {
  const lines = text.split('\n');
  const line = at % lines.length;
  const content = lines[line]!;
  switch (kind) {
    case 0: {
      // A typo in a member name (a character dropped, repeated or swapped).
      const key = /"?([A-Za-z$][A-Za-z0-9_$-]*)"?\s*:/.exec(content);
      if (!key) return text;
      const name = key[1]!;
      const i = other % name.length;
      const typo = [
        name.slice(0, i) + name.slice(i + 1),
        name.slice(0, i) + name[i] + name.slice(i),
        name.slice(0, i) + (name[i + 1] ?? '') + name[i] + name.slice(i + 2),
      ][other % 3]!;
      lines[line] = content.replace(name, typo || name);
      break;
    }
    case 1:
      // A scalar value quoted (a string where a boolean or number was).
      lines[line] = content.replace(/: (true|false|\d+(\.\d+)?)\b/, ': "$1"');
      break;
    case 2:
      // A line repeated (a duplicate item or member).
      lines.splice(line, 0, content);
      break;
    case 3:
      lines.splice(line, 1);
      break;
    case 4:
      lines[line] = content.startsWith('  ') && other % 2 === 0 ? content.slice(2) : `  ${content}`;
      break;
    default:
      // A list emptied.
      lines[line] = content.replace(/\[[^\]]+\]/, '[]');
  }
  return lines.join('\n');
}

describe('fixText never adds an error (property)', () => {
  const documents = [
    { text: baseJson, format: 'json' as const },
    { text: baseYaml, format: 'yaml' as const },
    ...examples.filter((e) => e.id !== 'invalid').map((e) => ({ text: e.text, format: e.format })),
  ];

  it('on mutated valid documents', () => {
    let fixedSome = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: documents.length - 1 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.nat(), fc.nat()), { minLength: 1, maxLength: 2 }),
        (which, mutations) => {
          const { text: valid, format } = documents[which]!;
          const text = mutations.reduce((t, [kind, at, other]) => mutate(t, kind, at, other), valid);
          const before = validateText(text, { format });
          const result = fixText(text, { format });
          if (result.applied.length === 0) {
            expect(result.text).toBe(text);
            return;
          }
          fixedSome++;
          // No rule reports more errors than before, and there are fewer findings overall.
          const was = errorsByRule(before.diagnostics);
          for (const [rule, n] of errorsByRule(result.diagnostics))
            expect(n, `${rule} after fixing:\n${result.text}`).toBeLessThanOrEqual(was.get(rule) ?? 0);
          expect(result.diagnostics.length).toBeLessThan(before.diagnostics.length);
        },
      ),
      { numRuns: 80 },
    );
    // Not vacuous: some of the mutations were fixed.
    expect(fixedSome).toBeGreaterThan(2);
  }, 120_000);
});
