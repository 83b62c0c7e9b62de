import { describe, expect, it } from 'vitest';
import { definition, references, rename, renameTarget } from '../../core/language/index.ts';
import { applyEdits, doc, errors, json, withLine, yaml } from './fixtures.ts';

const r = (line: number, start: number, end: number) => ({
  start: { line, column: start },
  end: { line, column: end },
});

describe('go to definition and references', () => {
  it('JSON: a $componentRef leads to its component; references list every use', () => {
    const d = doc(json, 'json');
    expect(definition(d, { line: 32, column: 63 })).toEqual([r(22, 8, 12)]);
    expect(references(d, { line: 22, column: 9 })).toEqual([r(22, 8, 12), r(32, 62, 66), r(36, 62, 66)]);
  });

  it('every segment of a $componentRef (#, components, the namespace, the name) leads to the component', () => {
    const d = doc(json, 'json');
    // Line 32: "#/components/schemas/City" — # at 41, components 43–52, schemas 54–60, City 62–65.
    for (const column of [41, 42, 43, 47, 53, 54, 58, 61, 62, 66])
      expect(definition(d, { line: 32, column }), `column ${column}`).toEqual([r(22, 8, 12)]);
    // Outside the value (its opening quote, the member name), nothing.
    expect(definition(d, { line: 32, column: 40 })).toEqual([]);
    expect(definition(d, { line: 32, column: 30 })).toEqual([]);
    // References and rename stay on the name.
    expect(references(d, { line: 32, column: 45 })).toEqual([]);
    expect(renameTarget(d, { line: 32, column: 45 })).toBeUndefined();
    const y = doc(yaml, 'yaml');
    expect(definition(y, { line: 29, column: 28 })).toEqual([r(19, 5, 9)]); // "components" in YAML
  });

  it('YAML: a $componentRef, a tag and a security scheme lead to their declarations', () => {
    const d = doc(yaml, 'yaml');
    expect(definition(d, { line: 29, column: 45 })).toEqual([r(19, 5, 9)]);
    expect(definition(d, { line: 27, column: 10 })).toEqual([r(15, 11, 19)]);
    expect(definition(d, { line: 13, column: 6 })).toEqual([r(9, 3, 13)]);
    expect(references(d, { line: 9, column: 4 })).toEqual([r(9, 3, 13), r(13, 5, 15)]);
  });

  it('YAML: an elicitation name in an interaction step leads to the declaration of the same tool', () => {
    const text = [
      'tools:',
      '  - name: deploy',
      '    elicitations:',
      '      - name: confirm',
      '    interactionExamples:',
      '      happy:',
      '        steps:',
      '          - type: elicitation',
      '            declaration: confirm',
      '  - name: other',
      '    elicitations:',
      '      - name: confirm',
      '',
    ].join('\n');
    const d = doc(text, 'yaml');
    expect(definition(d, { line: 9, column: 27 })).toEqual([r(4, 15, 22)]);
    expect(references(d, { line: 4, column: 16 })).toEqual([r(4, 15, 22), r(9, 26, 33)]);
    // Rename touches this tool's declaration and step, not the other tool's elicitation of the same name.
    const renamed = rename(d, { line: 9, column: 27 }, 'approve');
    expect(renamed.ok && applyEdits(text, renamed.edits)).toBe(
      text.replace('- name: confirm', '- name: approve').replace('declaration: confirm', 'declaration: approve'),
    );
  });

  it('nothing to navigate outside a name', () => {
    expect(definition(doc(json, 'json'), { line: 2, column: 5 })).toEqual([]);
    expect(renameTarget(doc(json, 'json'), { line: 2, column: 5 })).toBeUndefined();
  });
});

describe('rename', () => {
  it('JSON: a component and every $componentRef to it, in one edit set; the result validates', () => {
    const d = doc(json, 'json');
    expect(renameTarget(d, { line: 32, column: 63 })).toEqual({ range: r(32, 62, 66), text: 'City' });
    const result = rename(d, { line: 32, column: 63 }, 'Town');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.edits).toHaveLength(3);
    const renamed = applyEdits(json, result.edits);
    expect(renamed).toContain('"Town": {');
    expect(renamed.match(/#\/components\/schemas\/Town/g)).toHaveLength(2);
    expect(errors(renamed, 'json')).toEqual([]);
  });

  it('YAML: a tag (quoted when it needs quotes) and a security scheme', () => {
    const d = doc(yaml, 'yaml');
    const tag = rename(d, { line: 27, column: 10 }, 'weather: daily');
    expect(tag.ok).toBe(true);
    if (tag.ok) {
      const renamed = applyEdits(yaml, tag.edits);
      expect(renamed).toContain('  - name: "weather: daily"');
      expect(renamed).toContain('      - "weather: daily"');
      expect(errors(renamed, 'yaml')).toEqual([]);
    }
    const scheme = rename(d, { line: 13, column: 6 }, 'token');
    expect(scheme.ok && errors(applyEdits(yaml, scheme.edits), 'yaml')).toEqual([]);
  });

  it('refuses a name outside the name grammar', () => {
    const result = rename(doc(yaml, 'yaml'), { line: 19, column: 6 }, 'my city');
    expect(result).toEqual({ ok: false, message: expect.stringContaining('not a valid component name') });
  });

  it('YAML: renaming the first reference of several works from any occurrence', () => {
    const text = withLine(yaml, 32, '      $componentRef: "#/components/schemas/City"');
    const result = rename(doc(text, 'yaml'), { line: 32, column: 45 }, 'Place');
    expect(result.ok && applyEdits(text, result.edits).match(/Place/g)).toHaveLength(3);
  });
});
