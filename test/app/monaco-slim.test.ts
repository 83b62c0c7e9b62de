// The Monaco modules the page's bundle leaves out (scripts/monaco-slim.ts): each replacement still exports every name
// the real module exports (so a Monaco upgrade that adds one fails here, not in the browser), cannot be used by
// mistake, and the settings' descriptions are emptied without touching anything else.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { leftOutModules, leftOutSource, monacoSlim, withoutSettingDescriptions } from '../../scripts/monaco-slim.ts';

const monacoRoot = fileURLToPath(new URL('../../node_modules/monaco-editor/esm/vs/', import.meta.url));
const read = (path: string) => readFileSync(monacoRoot + path, 'utf8');

/** The names a module exports (`export { A, B as C }`, `export const D`). */
function exportsOf(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export \{([^}]*)\}/gm))
    for (const part of m[1]!.split(','))
      if (part.trim())
        names.add(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        );
  for (const m of source.matchAll(/^export (?:class|const|function) (\w+)/gm)) names.add(m[1]!);
  return [...names].sort();
}

/** Runs a replacement (no imports) and returns its exports. */
async function load(source: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
}

describe('Monaco modules left out of the page bundle', () => {
  it.each(leftOutModules)(
    '%s: the replacement exports what the real module does, and a class throws if used',
    async (path) => {
      const source = leftOutSource(path)!;
      expect(exportsOf(source)).toEqual(exportsOf(read(path)));
      expect(source).not.toMatch(/^import /m);
      const exported = await load(source);
      for (const value of Object.values(exported)) {
        if (typeof value !== 'function') continue;
        const Made = value as new () => unknown;
        expect(() => new Made()).toThrow('is left out of the playground build');
      }
    },
  );

  it('what callers read of a left-out module answers as when its contribution is not registered', async () => {
    const paste = await load(leftOutSource('editor/contrib/dropOrPasteInto/browser/copyPasteController.js')!);
    expect((paste.CopyPasteController as { get(editor: unknown): unknown }).get({})).toBeNull();
    const hints = await load(
      leftOutSource('editor/contrib/inlineCompletions/browser/hintsWidget/inlineCompletionsHintsWidget.js')!,
    );
    expect((hints.InlineSuggestionHintsContentWidget as { dropDownVisible: boolean }).dropDownVisible).toBe(false);
    const colors = await load(leftOutSource('editor/contrib/colorPicker/browser/colorDetector.js')!);
    expect(typeof colors.ColorDecorationInjectedTextMarker).toBe('object');
  });

  it('the plugin replaces only those modules, and never another file', () => {
    const plugin = monacoSlim() as { load(id: string): string | null };
    const id = (path: string) => `${monacoRoot}${path}`;
    expect(plugin.load(id('editor/browser/gpu/viewGpuContext.js'))).toContain('class ViewGpuContext');
    expect(plugin.load(id('editor/browser/view.js'))).toBeNull();
    expect(plugin.load('/work/src/editor/browser/gpu/viewGpuContext.js')).toBeNull();
  });
});

describe("the editor settings' descriptions", () => {
  it('are emptied, and nothing else of the settings changes', () => {
    const source = read('editor/common/config/editorOptions.js');
    const slim = withoutSettingDescriptions(source);
    expect(source).toMatch(/description: localize\(\d+, "/);
    expect(slim).not.toMatch(/[dD]escription: localize\(/);
    expect(slim).not.toMatch(/numDescriptions: \[[^\]]*localize\(/);
    expect(slim.length).toBeLessThan(source.length * 0.85);
    // Every default, name and value stays: only description texts change, line by line.
    const before = source.split('\n');
    const after = slim.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [[line, after[i]!] as const]));
    expect(changed.length).toBeGreaterThan(200);
    for (const [was, is] of changed) {
      expect(was).toMatch(/escription|eprecationMessage|^\s*localize\(/);
      expect(is).toBe(was.replace(/localize\(\d+, (?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')(?:, [^()]*)?\)/g, '""'));
    }
  });

  it('keeps quotes and parentheses inside a description from ending the match early', () => {
    const code =
      'x = { description: localize(1, "a \\"quoted (word)\\" here"), default: 2, enumDescriptions: [localize(2, "b"), localize(3, "c")] };';
    expect(withoutSettingDescriptions(code)).toBe('x = { description: "", default: 2, enumDescriptions: ["", ""] };');
  });
});
