// Keeps Monaco responsive on any text: above limits of nesting, line length or size, the editor's per-bracket and
// per-line work is switched off ("light mode") and switched back on below them. Monaco's costs on such text are not
// in validation but in bracket-pair colorization, bracket guides, bracket matching, folding and highlighting: on
// 100,000 levels of nesting the bracket decorations alone held the page for seconds.
//
// Light mode is decided before a large text reaches the editor (a replacement, a paste or a drop), so the heavy work
// never starts, and checked again after large changes and after a pause in typing.
import type * as Monaco from 'monaco-editor/editor/editor.api';

/** Above any of these the text is too much for Monaco's decorations: light mode. */
export const LIGHT_MODE_LIMITS = {
  /** Brackets open at once (JSON arrays and objects, YAML flow collections); real descriptions stay under 30. */
  nesting: 100,
  /** Characters on one line (minified JSON); Monaco stops tokenizing lines at 20,000 and rendering them at 10,000. */
  lineLength: 10_000,
  /** Characters in the document. */
  length: 1_000_000,
} as const;
/** Above this many characters code folding is off: Monaco recomputes the folding ranges of the whole text after each edit. */
export const FOLDING_MAX_CHARS = 400_000;
/** Above this many characters the text is shown without highlighting: Monaco tokenizes on the main thread. */
export const HIGHLIGHT_MAX_CHARS = 1_500_000;
/** A change of at least this many characters (inserted plus removed) re-measures the whole text. */
const LARGE_CHANGE = 1000;
/** In light mode, the text is re-measured after this pause in typing (to leave light mode once it is back below). */
const RECHECK_MS = 500;

export interface TextShape {
  /** Deepest bracket nesting outside double-quoted strings. */
  nesting: number;
  longestLine: number;
  length: number;
}

/**
 * One pass over the text (a few milliseconds per megabyte). A text over HIGHLIGHT_MAX_CHARS is not scanned: its
 * length alone decides everything (light mode, no highlighting).
 */
export function measureShape(text: string): TextShape {
  if (text.length > HIGHLIGHT_MAX_CHARS) return { nesting: 0, longestLine: 0, length: text.length };
  let depth = 0;
  let nesting = 0;
  let lineStart = 0;
  let longestLine = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (i - lineStart > longestLine) longestLine = i - lineStart;
      lineStart = i + 1;
      inString = false;
    } else if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > nesting) nesting = depth;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return { nesting, longestLine: Math.max(longestLine, text.length - lineStart), length: text.length };
}

export function needsLightMode(shape: TextShape): boolean {
  return (
    shape.nesting > LIGHT_MODE_LIMITS.nesting ||
    shape.longestLine > LIGHT_MODE_LIMITS.lineLength ||
    shape.length > LIGHT_MODE_LIMITS.length
  );
}

/**
 * Plain text without brackets: the language of pathological shapes and very large texts. Monaco's bracket machinery
 * (its bracket-pair tree, re-parsed whenever a feature asks for brackets after an edit) finds nothing to do in it —
 * Monaco's own 'plaintext' still knows the default brackets.
 */
export const LIGHT_LANGUAGE = 'mcpdesc-plain';

/** Registers LIGHT_LANGUAGE once. */
export function registerLightLanguage(monaco: typeof Monaco): void {
  if (monaco.languages.getLanguages().some((l) => l.id === LIGHT_LANGUAGE)) return;
  monaco.languages.register({ id: LIGHT_LANGUAGE });
  monaco.languages.setLanguageConfiguration(LIGHT_LANGUAGE, {
    brackets: [],
    colorizedBracketPairs: [],
    autoClosingPairs: [],
    surroundingPairs: [],
  });
}

/** The language Monaco uses: the format's, or LIGHT_LANGUAGE for pathological shapes and very large texts. */
export function languageFor(format: string, shape: TextShape): string {
  const pathological = shape.nesting > LIGHT_MODE_LIMITS.nesting || shape.longestLine > LIGHT_MODE_LIMITS.lineLength;
  return pathological || shape.length > HIGHLIGHT_MAX_CHARS ? LIGHT_LANGUAGE : format;
}

/** The editor options of each mode (what light mode switches off, and back on). */
export function loadOptions(light: boolean, length: number): Monaco.editor.IEditorOptions {
  return {
    bracketPairColorization: { enabled: !light },
    // Monaco's defaults in normal mode (no bracket-pair guides; the active pair's horizontal guide and highlight).
    guides: {
      bracketPairs: false,
      bracketPairsHorizontal: !light && 'active',
      highlightActiveBracketPair: !light,
      indentation: !light,
      highlightActiveIndentation: !light,
    },
    matchBrackets: light ? 'never' : 'always',
    autoClosingBrackets: light ? 'never' : 'languageDefined',
    folding: !light && length <= FOLDING_MAX_CHARS,
    occurrencesHighlight: light ? 'off' : 'singleFile',
    selectionHighlight: !light,
    links: !light,
    // Chromium's EditContext receives the whole text of the lines the selection spans after every change: on a
    // line of megabytes, or a selection of the whole of a huge document, seconds of native work. The textarea input
    // hands over only what it needs.
    editContext: !light,
  };
}

export interface EditorLoad {
  /** Light mode is on. */
  light(): boolean;
  /** A text is about to replace the whole document (example, file, link, conversion): adapt before it lands. */
  beforeReplace(text: string): void;
  /** Text is about to be pasted or dropped over `replaced` characters: adapt before the editor inserts it. */
  beforeInsert(text: string, replaced: number): void;
  /** The format changed: the language follows it (unless light mode keeps plain text). */
  formatChanged(): void;
  /** Ignore changes until `release` (a sliced insert is under way), which measures the text once. */
  hold(): void;
  release(): void;
  dispose(): void;
}

/** Watches `model` in `editor`, switching light mode on and off; `onChange(light)` hears every switch. */
export function watchEditorLoad(
  monaco: typeof Monaco,
  editor: Monaco.editor.IStandaloneCodeEditor,
  model: Monaco.editor.ITextModel,
  options: { format(): string; onChange?(light: boolean): void },
): EditorLoad {
  let shape = measureShape(model.getValue());
  let light = false;
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const apply = (next: TextShape): void => {
    shape = next;
    // The language first: a bracket-pair tree rebuilt by the option changes below then finds no brackets in light mode.
    const language = languageFor(options.format(), next);
    if (model.getLanguageId() !== language) monaco.editor.setModelLanguage(model, language);
    const wanted = needsLightMode(next);
    if (wanted !== light) {
      light = wanted;
      editor.updateOptions(loadOptions(light, next.length));
      model.updateOptions({
        bracketColorizationOptions: { enabled: !light, independentColorPoolPerBracketType: false },
      });
      options.onChange?.(light);
    } else {
      const folding = !light && next.length <= FOLDING_MAX_CHARS;
      if (editor.getOption(monaco.editor.EditorOption.folding) !== folding) editor.updateOptions({ folding });
    }
  };
  registerLightLanguage(monaco);
  editor.updateOptions(loadOptions(false, shape.length));
  apply(shape);

  const recheck = (): void => {
    timer = undefined;
    const length = model.getValueLength();
    // A very large text is judged by its length alone, without copying it out of the model.
    apply(length > HIGHLIGHT_MAX_CHARS ? { nesting: 0, longestLine: 0, length } : measureShape(model.getValue()));
  };

  const subscription = model.onDidChangeContent((event) => {
    if (held) return;
    const changed = event.changes.reduce((sum, c) => sum + c.text.length + c.rangeLength, 0);
    const length = model.getValueLength();
    if (changed >= LARGE_CHANGE || event.isFlush) return recheck();
    // A small edit: only the length is known at no cost; nesting and line length are re-measured after a pause.
    apply({ ...shape, length });
    if (light) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(recheck, RECHECK_MS);
    }
  });

  return {
    light: () => light,
    beforeReplace(text) {
      const next = measureShape(text);
      // Switched on before the text lands; switched off only after (on the change), so the old text is never re-decorated.
      if (needsLightMode(next)) apply(next);
    },
    beforeInsert(text, replaced) {
      if (light || text.length < LARGE_CHANGE) return; // already light, or typed-size: checked after it lands
      const inserted = measureShape(text);
      const next = {
        nesting: Math.max(shape.nesting, inserted.nesting),
        longestLine: Math.max(shape.longestLine, inserted.longestLine),
        length: shape.length - replaced + text.length,
      };
      if (needsLightMode(next)) apply(next);
    },
    formatChanged: () => apply(shape),
    hold: () => void (held = true),
    release() {
      held = false;
      recheck();
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      subscription.dispose();
    },
  };
}
