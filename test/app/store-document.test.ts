// The store's format choice (Auto, JSON, YAML) and the name of the opened document (an example, a file), which edits
// keep and a text pasted over most of it drops; New document's text in either format.
import { describe, expect, it } from 'vitest';
import { useStore } from '../../src/store.ts';
import { newDocumentText } from '../../src/new-document.ts';
import { validateText } from '../../core/index.ts';

describe('store: format choice and the opened document', () => {
  it('Auto can be chosen again after JSON or YAML', () => {
    const s = useStore.getState();
    s.loadDocument({ text: '{}', format: 'json' });
    s.setFormat('yaml');
    expect(useStore.getState()).toMatchObject({ format: 'yaml', formatAuto: false });
    s.setFormat('auto');
    expect(useStore.getState()).toMatchObject({ format: 'yaml', formatAuto: true });
  });

  it('an example keeps its name through edits; a text pasted over most of it is another document', () => {
    const s = useStore.getState();
    const text = 'mcpdesc: "0.9.0"\ninfo:\n  name: tide\n  version: "1.0.0"\nprotocolVersions: ["2025-11-25"]\n';
    s.loadDocument({ text, format: 'yaml', source: { kind: 'example', id: 'minimal', name: 'Minimal document' } });
    s.setText(text.replace('tide', 'tides'));
    expect(useStore.getState().source?.name).toBe('Minimal document');
    s.setText('{"mcpdesc": "0.9.0", "info": {"name": "other"}}');
    expect(useStore.getState().source).toBeUndefined();
    s.loadDocument({ text, format: 'yaml' });
    expect(useStore.getState().source).toBeUndefined();
  });
});

describe('New document', () => {
  it.each(['json', 'yaml'] as const)('is a valid %s document with no finding', (format) => {
    const result = validateText(newDocumentText(format), { format });
    expect(result.format).toBe(format);
    expect(result.diagnostics).toEqual([]);
  });
});
