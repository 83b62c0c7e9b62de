import { describe, expect, it } from 'vitest';
import { completions } from '../../core/language/index.ts';
import type { CompletionItem } from '../../core/language/types.ts';
import { accept, createLanguageSession, doc, errors, json, withLine, yaml } from './fixtures.ts';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('completion of member names', () => {
  it('JSON, incomplete text: members of the Tool still missing, with description and availability', () => {
    const text = '{\n  "mcpdesc": "0.9.0",\n  "tools": [\n    {\n      "name": "x",\n      "de';
    const items = completions(doc(text, 'json'), { line: 6, column: 10 });
    expect(labels(items)).toContain('description');
    expect(labels(items)).toContain('inputSchema');
    expect(labels(items)).not.toContain('name');
    const description = items.find((i) => i.label === 'description')!;
    expect(description.insertText).toBe('"description": "$1"');
    expect(description.range).toEqual({ start: { line: 6, column: 7 }, end: { line: 6, column: 10 } });
    expect(description.filterText).toBe('"description"');
    expect(description.documentation).toContain('req-tool-fields');
    expect(items.find((i) => i.label === 'title')!.detail).toContain('MCP 2025-06-18 and later');
    expect(items.find((i) => i.label === 'inputSchema')!.detail).toContain('required');
  });

  it('JSON: a comma follows the inserted member when another member comes next, and is added after the previous value', () => {
    const text = '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "a", "version": "1"}\n  \n}';
    const items = completions(doc(text, 'json'), { line: 4, column: 3 });
    const tags = items.find((i) => i.label === 'instructions')!;
    const result = accept(text, tags);
    expect(JSON.parse(result)).toEqual({ mcpdesc: '0.9.0', info: { name: 'a', version: '1' }, instructions: '' });
    const before = '{\n  \n  "mcpdesc": "0.9.0"\n}';
    const inserted = accept(
      before,
      completions(doc(before, 'json'), { line: 2, column: 3 }).find((i) => i.label === 'instructions')!,
    );
    expect(JSON.parse(inserted)).toEqual({ instructions: '', mcpdesc: '0.9.0' });
  });

  it('YAML, incomplete text: members with YAML indentation; present members left out', () => {
    const text = 'mcpdesc: "0.9.0"\ntools:\n  - name: x\n    de\n    inputSchema: {}\n';
    const items = completions(doc(text, 'yaml'), { line: 4, column: 7 });
    expect(labels(items)).toContain('description');
    expect(labels(items)).not.toContain('name');
    expect(labels(items)).not.toContain('inputSchema');
    expect(items.find((i) => i.label === 'description')!.insertText).toBe('description: $1');
    expect(items.find((i) => i.label === 'annotations')!.insertText).toBe('annotations:\n      $1');
    expect(items.find((i) => i.label === 'tags')!.insertText).toBe('tags:\n      - $1');
    expect(items.find((i) => i.label === 'description')!.range).toEqual({
      start: { line: 4, column: 5 },
      end: { line: 4, column: 7 },
    });
  });

  it('YAML: a discriminated object offers the members of the alternative its type selects', () => {
    const text = 'securitySchemes:\n  key:\n    type: apiKey\n    \n';
    const items = labels(completions(doc(text, 'yaml'), { line: 4, column: 5 }));
    expect(items).toEqual(expect.arrayContaining(['in', 'name', 'description']));
    expect(items).not.toContain('scheme');
    expect(items).not.toContain('type');
  });
});

describe('completion of values', () => {
  it('JSON: transport types with their availability', () => {
    const text = '{"transports": [{"type": "s"}]}';
    const items = completions(doc(text, 'json'), { line: 1, column: 28 });
    expect(labels(items)).toEqual(['streamable-http', 'stdio', 'sse']);
    expect(items[0]!.detail).toBe('MCP 2025-03-26 and later');
    expect(items[0]!.documentation).toBe(
      'Available in: MCP 2025-03-26 and later (2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28).',
    );
    expect(items[0]!.insertText).toBe('"streamable-http"');
    expect(items[0]!.range).toEqual({ start: { line: 1, column: 26 }, end: { line: 1, column: 29 } });
  });

  it('the legacy sse transport is marked deprecated where a declared version deprecates it (6.2.3), not elsewhere', () => {
    const only = (versions: string) => `{"protocolVersions": [${versions}], "transports": [{"type": "s"}]}`;
    const at = (text: string) => completions(doc(text, 'json'), { line: 1, column: text.indexOf('"s"}') + 3 });
    const latest = at(only('"2026-07-28"'));
    const sse = latest.find((i) => i.label === 'sse')!;
    expect(sse.deprecated).toBe(true);
    expect(sse.detail).toBe('deprecated · all protocol versions');
    expect(sse.documentation).toContain(
      '**Deprecated** in MCP 2026-07-28: the legacy SSE transport is deprecated since MCP 2025-03-26',
    );
    expect(latest.filter((i) => i.deprecated).map((i) => i.label)).toEqual(['sse']);
    expect(at(only('"2024-11-05"')).find((i) => i.label === 'sse')!.deprecated).toBeUndefined();
    expect(at(only('"2024-11-05", "2025-03-26"')).find((i) => i.label === 'sse')!.documentation).toMatch(
      /^\*\*Deprecated\*\* in MCP 2025-03-26: /,
    );
    // A transport scoped to 2024-11-05 in a document that also declares later versions: not deprecated there.
    const scoped =
      '{"protocolVersions": ["2024-11-05", "2026-07-28"], "transports": [{"protocolVersions": ["2024-11-05"], "type": "s"}]}';
    expect(at(scoped).find((i) => i.label === 'sse')!.deprecated).toBeUndefined();
  });

  it('the logging capability (8.4) and client requirements roots and sampling (8.5) are deprecated in 2026-07-28', () => {
    const caps = (version: string) => `protocolVersions: ["${version}"]\ncapabilities:\n  - lo\n`;
    const logging = (version: string) =>
      completions(doc(caps(version), 'yaml'), { line: 3, column: 7 }).find((i) => i.label === 'logging')!;
    expect(logging('2026-07-28').deprecated).toBe(true);
    expect(logging('2026-07-28').documentation).toContain(
      'the logging capability is deprecated in MCP 2026-07-28 (8.4)',
    );
    expect(logging('2025-11-25').deprecated).toBeUndefined();
    const requirements = 'protocolVersions: ["2026-07-28"]\ntools:\n  - name: t\n    clientRequirements:\n      \n';
    const items = completions(doc(requirements, 'yaml'), { line: 5, column: 7 });
    expect(
      items
        .filter((i) => i.deprecated)
        .map((i) => i.label)
        .sort(),
    ).toEqual(['roots', 'sampling']);
    expect(items.find((i) => i.label === 'elicitation')?.deprecated).toBeUndefined();
  });

  it('YAML: security scheme `in` values and elicitation modes', () => {
    const text = 'securitySchemes:\n  key:\n    type: apiKey\n    in: \n';
    expect(labels(completions(doc(text, 'yaml'), { line: 4, column: 9 }))).toEqual(['header', 'query', 'cookie']);
    const modes = completions(doc('tools:\n  - elicitations:\n      - mode: \n', 'yaml'), { line: 3, column: 15 });
    expect(labels(modes)).toEqual(['form', 'url']);
    expect(modes[1]!.detail).toContain('MCP 2025-11-25 and later');
  });

  it('YAML: root protocol versions, and in a declaration scope only the versions the root declares', () => {
    const root = completions(doc('protocolVersions:\n  - \n', 'yaml'), { line: 2, column: 5 });
    // Newest first; the legacy versions last.
    expect(labels(root)).toEqual(['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']);
    const scoped = completions(doc(withLine(yaml, 26, '    protocolVersions:\n      - '), 'yaml'), {
      line: 27,
      column: 9,
    });
    expect(labels(scoped)).toEqual(['2025-11-25', '2025-06-18']);
    expect(scoped[1]!.insertText).toBe('"2025-06-18"');
  });

  it('JSON: $componentRef targets of the namespace the use site permits, also while the text is incomplete', () => {
    const session = createLanguageSession();
    session.completion(json, { line: 1, column: 1 }, 'json');
    const broken = withLine(json, 36, '      "inputSchema": {"$componentRef": "#/', true);
    const items = session.completion(broken, { line: 36, column: 43 }, 'json');
    expect(labels(items)).toEqual(['#/components/schemas/City']);
    expect(items[0]!.range).toEqual({ start: { line: 36, column: 40 }, end: { line: 36, column: 43 } });
    expect(items[0]!.filterText).toBe('"#/components/schemas/City"');
  });

  it('YAML: tag names from the root catalogue, security scheme names in a requirement', () => {
    const tagged = withLine(yaml, 27, '      - ');
    expect(labels(completions(doc(tagged, 'yaml'), { line: 27, column: 9 }))).toEqual(['forecast']);
    const secured = withLine(yaml, 13, '  - ');
    const items = completions(doc(secured, 'yaml'), { line: 13, column: 5 });
    expect(labels(items)).toContain('bearerAuth');
    expect(items.find((i) => i.label === 'bearerAuth')!.insertText).toBe('bearerAuth: []');
  });

  it('YAML: elicitation names of the same tool in an interaction step', () => {
    const text = [
      'tools:',
      '  - name: deploy',
      '    elicitations:',
      '      - name: confirm',
      '        mode: form',
      '        message: Really?',
      '    interactionExamples:',
      '      happy:',
      '        steps:',
      '          - type: elicitation',
      '            declaration: ',
      '',
    ].join('\n');
    const items = completions(doc(text, 'yaml'), { line: 11, column: 26 });
    expect(labels(items)).toEqual(['confirm']);
    expect(items[0]!.detail).toBe('form elicitation of this tool');
  });
});

describe('snippets', () => {
  const minimal = {
    json: '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "a", "version": "1.0.0"},\n  "protocolVersions": ["2025-11-25"]\n  \n}\n',
    yaml: 'mcpdesc: "0.9.0"\ninfo:\n  name: a\n  version: "1.0.0"\nprotocolVersions:\n  - "2025-11-25"\n',
  };

  for (const format of ['json', 'yaml'] as const) {
    it(`${format}: every new-declaration snippet at the root validates once filled`, () => {
      const text = format === 'json' ? minimal.json : `${minimal.yaml}\n`;
      const position = format === 'json' ? { line: 5, column: 3 } : { line: 7, column: 1 };
      const snippets = completions(doc(text, format), position).filter((i) => i.kind === 'snippet');
      expect(snippets.map((s) => s.label)).toEqual(
        expect.arrayContaining([
          'New tool (tools)',
          'New resource (resources)',
          'New resource template (resourceTemplates)',
          'New prompt (prompts)',
          'New stdio transport (transports)',
          'New security scheme (securitySchemes)',
        ]),
      );
      for (const snippet of snippets) {
        const result = accept(text, snippet);
        expect(errors(result, format), `${snippet.label}:\n${result}`).toEqual([]);
      }
    });
  }

  it('YAML: a new tool as a sequence item, indented under `tools`', () => {
    const text = `${minimal.yaml}tools:\n  - \n`;
    const item = completions(doc(text, 'yaml'), { line: 8, column: 5 }).find((i) => i.label === 'New tool')!;
    const result = accept(text, item);
    expect(result).toContain(
      '  - name: get_weather\n    description: Current weather for a city\n    inputSchema:\n      type: object',
    );
    expect(errors(result, 'yaml')).toEqual([]);
  });

  it('JSON: a new tool as an array item', () => {
    const text = minimal.json
      .replace('  \n}', '  "tools": [\n    \n  ]\n}')
      .replace('["2025-11-25"]\n', '["2025-11-25"],\n');
    const item = completions(doc(text, 'json'), { line: 6, column: 5 }).find((i) => i.label === 'New tool')!;
    const result = accept(text, item);
    expect(errors(result, 'json')).toEqual([]);
  });

  it('an empty document offers a starter that validates', () => {
    for (const format of ['json', 'yaml'] as const) {
      const [starter] = completions(doc('', format), { line: 1, column: 1 });
      expect(starter!.label).toBe('New MCP Description');
      expect(errors(accept('', starter!), format)).toEqual([]);
    }
  });
});

describe('YAML flow collections', () => {
  it('values inside a flow sequence are written JSON-style, with a comma before the next item', () => {
    const text = 'protocolVersions: ["2025-06-18", ]\ntools:\n  - protocolVersions: [ "2025-06-18"]\n';
    const root = completions(doc(text, 'yaml'), { line: 1, column: 34 });
    expect(root.map((i) => i.insertText)).toContain('"2025-11-25"');
    const scoped = completions(doc(text, 'yaml'), { line: 3, column: 24 });
    expect(scoped.map((i) => i.label)).toEqual(['2025-06-18']);
    expect(scoped[0]!.insertText).toBe('"2025-06-18",');
  });
});

describe('completion ranks values by what was typed', () => {
  const head = 'mcpdesc: "0.9.0"\ninfo:\n  name: a\n  version: "1.0.0"\nprotocolVersions:\n';
  const sorted = (items: CompletionItem[]) =>
    [...items].sort((a, b) => (a.sortText ?? '').localeCompare(b.sortText ?? '')).map((i) => i.label);

  it('YAML: a typed prefix keeps only the versions it starts, and the editor ranks them first', () => {
    const items = completions(doc(`${head}  - 2025-11\n`, 'yaml'), { line: 6, column: 12 });
    expect(sorted(items)).toEqual(['2025-11-25']);
    expect(sorted(completions(doc(`${head}  - 2025\n`, 'yaml'), { line: 6, column: 9 }))).toEqual([
      '2025-11-25',
      '2025-06-18',
      '2025-03-26',
    ]);
  });

  it('JSON: the same, inside the quotes', () => {
    const text = '{"mcpdesc": "0.9.0", "protocolVersions": ["2025-11"]}';
    const items = completions(doc(text, 'json'), { line: 1, column: 51 });
    expect(sorted(items)).toEqual(['2025-11-25']);
    expect(items[0]!.insertText).toBe('"2025-11-25"');
  });

  it('on an empty item: versions the document declares first, newest first; legacy versions last, struck through, saying why', () => {
    const text = `${head}  - "2025-06-18"\n  - \n`;
    const items = completions(doc(text, 'yaml'), { line: 7, column: 5 });
    expect(sorted(items)).toEqual(['2025-06-18', '2026-07-28', '2025-11-25', '2025-03-26', '2024-11-05']);
    const legacy = items.find((i) => i.label === '2024-11-05')!;
    expect(legacy.deprecated).toBe(true);
    expect(legacy.detail).toBe('MCP revision of 5 November 2024 · legacy');
    expect(legacy.documentation).toContain('validation is incomplete');
    expect(items.find((i) => i.label === '2025-06-18')!.detail).toBe(
      'MCP revision of 18 June 2025 · declared in this document',
    );
    expect(items.find((i) => i.label === '2026-07-28')!.detail).toBe('MCP revision of 28 July 2026 · newest');
    for (const item of items) expect(item.detail).not.toContain('Available in');
  });

  it('enums, $componentRef targets, tags and scheme names are filtered by the typed prefix, in JSON and YAML', () => {
    const enumYaml = completions(doc('securitySchemes:\n  key:\n    type: apiKey\n    in: qu\n', 'yaml'), {
      line: 4,
      column: 11,
    });
    expect(labels(enumYaml)).toEqual(['query']);
    const enumJson = completions(doc('{"securitySchemes": {"key": {"type": "apiKey", "in": "co"}}}', 'json'), {
      line: 1,
      column: 57,
    });
    expect(labels(enumJson)).toEqual(['cookie']);
    const refs =
      'components:\n  schemas:\n    City: {type: object}\n    Area: {type: object}\ntools:\n  - name: t\n    inputSchema:\n      $componentRef: "#/components/schemas/C"\n';
    expect(labels(completions(doc(refs, 'yaml'), { line: 8, column: 45 }))).toEqual(['#/components/schemas/City']);
    const tags = 'tags:\n  - name: weather\n  - name: admin\ntools:\n  - name: t\n    tags:\n      - we\n';
    expect(labels(completions(doc(tags, 'yaml'), { line: 7, column: 11 }))).toEqual(['weather']);
  });
});
