import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Toolbar } from '../../components/Toolbar.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PlainEditor } from '../../components/PlainEditor.tsx';
import { applyEdits, rangeToOffsets } from '../../core/lib/text-positions.ts';
import { examples } from '../../src/examples/index.ts';

const range = (sl: number, sc: number, el: number, ec: number) => ({
  start: { line: sl, column: sc },
  end: { line: el, column: ec },
});

describe('applyEdits (quick fixes outside an editor model)', () => {
  it('applies several edits against the original positions, from last to first', () => {
    const text = '{\n  "descripton": "x",\n  "a": 1\n}';
    const edits = [
      { range: range(2, 3, 2, 15), text: '"description"' },
      { range: range(3, 9, 3, 9), text: ',\n  "b": 2' },
    ];
    expect(applyEdits(text, edits)).toBe('{\n  "description": "x",\n  "a": 1,\n  "b": 2\n}');
  });

  it('inserts at the end and deletes a range', () => {
    expect(applyEdits('abc', [{ range: range(1, 4, 1, 4), text: 'd' }])).toBe('abcd');
    expect(applyEdits('a\nbc\nd', [{ range: range(1, 2, 3, 1), text: '' }])).toBe('ad');
  });
});

describe('PlainEditor range mapping', () => {
  it('maps 1-based line/column ranges to text offsets', () => {
    const text = 'ab\ncdef\n\nxyz';
    const at = (r: ReturnType<typeof range>) => {
      const { start, end } = rangeToOffsets(text, r);
      return text.slice(start, end);
    };
    expect(at(range(1, 1, 1, 3))).toBe('ab');
    expect(at(range(2, 2, 2, 4))).toBe('de');
    expect(at(range(1, 2, 4, 2))).toBe('b\ncdef\n\nx');
    expect(at(range(4, 1, 4, 99))).toBe('xyz');
  });

  it('counts \\r\\n and a lone \\r as one line break and never selects past a line end', () => {
    const text = 'a\r\nbc\rde';
    const { start, end } = rangeToOffsets(text, range(2, 1, 2, 10));
    expect(text.slice(start, end)).toBe('bc');
    const third = rangeToOffsets(text, range(3, 2, 3, 3));
    expect(text.slice(third.start, third.end)).toBe('e');
  });

  it('clamps ranges outside the text', () => {
    expect(rangeToOffsets('abc', range(7, 1, 9, 1))).toEqual({ start: 3, end: 3 });
    expect(rangeToOffsets('abc', range(0, 0, 1, 2))).toEqual({ start: 0, end: 1 });
    expect(rangeToOffsets('', range(1, 1, 1, 1))).toEqual({ start: 0, end: 0 });
  });

  it('counts columns in UTF-16 code units, as the core does', () => {
    const text = '😀x';
    const { start, end } = rangeToOffsets(text, range(1, 3, 1, 4));
    expect(text.slice(start, end)).toBe('x');
  });
});

describe('rendered markup', () => {
  it('the toolbar lists every example and exposes its controls and the extra-actions slot', () => {
    const html = renderToStaticMarkup(
      createElement(Toolbar, { extraActions: createElement('button', { 'data-testid': 'slot-probe' }, 'Convert') }),
    );
    for (const id of [
      'toolbar',
      'examples-select',
      'open-button',
      'open-file-input',
      'download-button',
      'share-button',
      'format-select',
      'slot-probe',
    ]) {
      expect(html).toContain(`data-testid="${id}"`);
    }
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(html).toContain(`value="${example.id}"`);
  });

  it('the plain editor is a labelled text area', () => {
    const html = renderToStaticMarkup(createElement(PlainEditor));
    expect(html).toMatch(/<textarea[^>]*data-testid="plain-editor"/);
    const id = /<textarea[^>]*\sid="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toContain(`for="${id}"`);
  });

  it('no notice renders nothing', () => {
    expect(renderToStaticMarkup(createElement(Notice))).toBe('');
  });
});
