// The Monaco editor bound to the store: text both ways (with undo), language per format,
// diagnostics as markers, and "reveal this range" requests from the diagnostics panel.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { monaco, tabFocusMode } from '../src/monaco.ts';
import { registerLanguageFeatures, watchBreadcrumbs } from '../src/language-features.ts';
import type { DocumentSymbol } from '../core/language/types.ts';
import { requestFormat, useStore } from '../src/store.ts';
import type { Diagnostic, SourceRange } from '../core/diagnostics.ts';
import type { RequirementLink } from '../core/reference/rule-pages.ts';
import { relatedInformation } from '../src/related.ts';
import { guardPastes } from '../src/paste-guard.ts';
import { SLICED_INSERT_FROM, insertSliced, isInserting } from '../src/large-insert.ts';
import { isOverSizeLimit } from '../src/worker/size.ts';
import { followTheme, syncModelToStore } from '../src/editor-sync.ts';
import {
  LIGHT_MODE_LIMITS,
  languageFor,
  measureShape,
  registerLightLanguage,
  watchEditorLoad,
  type EditorLoad,
} from '../src/editor-load.ts';
import { currentTheme } from '../src/theme.ts';
import { markEditorMounted } from '../src/editor-ready.ts';
import { tabEntry, watchTabEntry } from '../src/editor-tab-entry.ts';
import { loadRequirementSummaries } from '../src/live-validation.ts';

const markerOwner = 'mcpdesc';
const documentUri = monaco.Uri.parse('inmemory://playground/document');

export function Editor() {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  /** The text the model last handed to the store: a keystroke's echo is recognized without reading the model again. */
  const synced = useRef<string | undefined>(undefined);
  const text = useStore((s) => s.text);
  const format = useStore((s) => s.format);
  const diagnostics = useStore((s) => s.diagnostics);
  const requirements = useStore((s) => s.requirements);
  const summaries = useStore((s) => s.requirementSummaries);
  const reveal = useStore((s) => s.reveal);
  const [crumbs, setCrumbs] = useState<DocumentSymbol[]>([]);
  const load = useRef<EditorLoad | null>(null);
  /** Replaces the whole text as one undoable edit (set while the editor is mounted). */
  const replaceRef = useRef<((text: string) => void) | null>(null);
  const [light, setLight] = useState(false);

  useEffect(() => {
    if (!host.current) return;
    const state = useStore.getState();
    registerLightLanguage(monaco);
    const model = monaco.editor.createModel(
      state.text,
      languageFor(state.format, measureShape(state.text)),
      documentUri,
    );
    const editor = monaco.editor.create(host.current, {
      model,
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      tabSize: 2,
      scrollBeyondLastLine: false,
      renderValidationDecorations: 'on',
      theme: currentTheme() === 'dark' ? 'vs-dark' : 'vs',
      ariaLabel: 'MCP Description document',
      quickSuggestions: { other: true, strings: true, comments: false },
      // Only the format's own suggestions: no words picked from the text where the schema has nothing to offer.
      wordBasedSuggestions: 'off',
      // A list as wide as each item's detail needs (availability, deprecation), up to the editor's width. Monaco 0.57
      // reads `fitWidthToDetails` (editorOptions.js) though its typings do not list it yet.
      suggest: { showDeprecated: true, ...({ fitWidthToDetails: true } as monaco.editor.ISuggestOptions) },
    });
    const languageOptions = {
      format: (text: string) => requestFormat(text, useStore.getState()),
      switchFormat: (format: 'json' | 'yaml') => useStore.getState().setFormat(format),
    };
    const features = registerLanguageFeatures(monaco, languageOptions);
    const breadcrumbs = watchBreadcrumbs(editor, languageOptions, setCrumbs);
    editorRef.current = editor;
    const editorLoad = watchEditorLoad(monaco, editor, model, {
      format: () => useStore.getState().format,
      onChange: setLight,
    });
    load.current = editorLoad;
    setLight(editorLoad.light());
    const sync = syncModelToStore(model, {
      onText(value) {
        synced.current = value;
        if (value !== useStore.getState().text) useStore.getState().setText(value);
      },
    });
    // While a large text goes in slice by slice (src/large-insert.ts), the store and light mode wait for the whole.
    const holding = {
      hold: () => {
        sync.hold();
        editorLoad.hold();
      },
      release: () => {
        editorLoad.release();
        sync.release();
      },
    };
    let insertion: Promise<void> = Promise.resolve();
    /** Replaces the whole text as one undoable edit (in slices when large), after any sliced insert under way. */
    const replaceWhole = (value: string): void => {
      const run = (): Promise<void> | void => {
        if (model.isDisposed() || model.getValue() === value) return;
        editorLoad.beforeReplace(value);
        if (value.length >= SLICED_INSERT_FROM)
          return insertSliced(editor, model, model.getFullModelRange(), value, holding);
        editor.pushUndoStop();
        model.pushEditOperations([], [{ range: model.getFullModelRange(), text: value }], () => null);
        editor.pushUndoStop();
      };
      if (isInserting()) insertion = insertion.then(run);
      else insertion = run() ?? insertion;
    };
    replaceRef.current = replaceWhole;
    const stopGuard = guardPastes(host.current, {
      text: () => useStore.getState().text,
      selected: () => (editor.getSelections() ?? []).map((selection) => model.getValueInRange(selection)),
      accepted(inserted, kind) {
        const selections = editor.getSelections() ?? [];
        editorLoad.beforeInsert(
          inserted,
          selections.reduce((sum, selection) => sum + model.getValueLengthInRange(selection), 0),
        );
        // A large paste over one selection goes in slices; anything else is Monaco's own paste.
        if (
          kind !== 'paste' ||
          inserted.length < SLICED_INSERT_FROM ||
          selections.length !== 1 ||
          isInserting() ||
          editor.getOption(monaco.editor.EditorOption.readOnly)
        )
          return false;
        insertion = insertSliced(editor, model, selections[0]!, inserted, { ...holding, caretAtEnd: true });
        return true;
      },
    });
    const stopTheme = followTheme();
    // The Docs preview follows the declaration being edited; moves made while the editor lacks focus do not count.
    const cursor = editor.onDidChangeCursorPosition((event) => {
      if (editor.hasTextFocus()) useStore.getState().setCursorLine(event.position.lineNumber);
    });
    const tabs = watchTabEntry(editor);
    exposeTestHook(editor, replaceWhole);
    markEditorMounted();
    return () => {
      tabs.dispose();
      cursor.dispose();
      editorLoad.dispose();
      load.current = null;
      breadcrumbs.dispose();
      features.dispose();
      stopTheme();
      stopGuard();
      sync.stop();
      replaceRef.current = null;
      editor.dispose();
      model.dispose();
      editorRef.current = null;
    };
  }, []);

  // Text replaced from outside the editor (example, file, link, conversion): one undoable edit.
  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model || text === synced.current || model.getValue() === text) return;
    replaceRef.current?.(text);
  }, [text]);

  useEffect(() => load.current?.formatChanged(), [format]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    if (summaries === undefined && diagnostics.some((d) => d.requirement !== undefined)) loadRequirementSummaries();
    monaco.editor.setModelMarkers(
      model,
      markerOwner,
      diagnostics.filter((d) => d.range).map((d) => toMarker(d, requirements, summaries)),
    );
    markersApplied();
  }, [diagnostics, requirements, summaries]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || !reveal) return;
    const range = toMonacoRange(reveal.range);
    editor.setSelection(range);
    editor.revealRangeInCenterIfOutsideViewport(range);
    editor.focus();
  }, [reveal]);

  return (
    <>
      <EditorKeys light={light} />
      <Breadcrumbs
        path={crumbs}
        onSelect={(symbol) => {
          const editor = editorRef.current;
          if (!editor) return;
          const range = toMonacoRange(symbol.selectionRange);
          editor.setSelection(range);
          editor.revealRangeInCenterIfOutsideViewport(range);
          editor.focus();
        }}
      />
      <div className="editor-host" ref={host} data-testid="editor" data-light-mode={light} />
    </>
  );
}

/** Where the cursor is in the outline (Tools › get_forecast); each part selects its declaration. */
function Breadcrumbs({ path, onSelect }: { path: DocumentSymbol[]; onSelect: (symbol: DocumentSymbol) => void }) {
  return (
    <nav className="editor-breadcrumbs" aria-label="Position in the document" data-testid="breadcrumbs">
      {path.length === 0 ? (
        <span className="editor-breadcrumbs-empty">Document</span>
      ) : (
        <ol>
          {path.map((symbol, index) => (
            <li key={`${index}:${symbol.name}`}>
              <button
                type="button"
                onClick={() => onSelect(symbol)}
                aria-current={index === path.length - 1 ? 'location' : undefined}
              >
                {symbol.name}
              </button>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}

function subscribeTabFocus(onChange: () => void) {
  const subscription = tabFocusMode.onChange(onChange);
  return () => subscription.dispose();
}

/** The editor's keys, visible: above all that Ctrl+M decides whether Tab indents or moves focus out of the editor. */
function EditorKeys({ light }: { light: boolean }) {
  const tabMovesFocus = useSyncExternalStore(subscribeTabFocus, tabFocusMode.get);
  const passing = useSyncExternalStore(tabEntry.subscribe, tabEntry.passing);
  return (
    <div className="editor-keys" data-testid="editor-keys">
      <button
        type="button"
        className="editor-tab-mode"
        aria-pressed={tabMovesFocus}
        onClick={() => tabFocusMode.set(!tabMovesFocus)}
        data-testid="tab-focus-mode"
        title="Ctrl+M toggles whether Tab indents in the editor or moves focus to the next control"
      >
        {passing
          ? 'Tab moves focus until you type or press Enter'
          : tabMovesFocus
            ? 'Tab moves focus'
            : 'Tab inserts indentation'}{' '}
        <kbd>Ctrl+M</kbd>
      </button>
      <span className="editor-key-hints">
        <kbd>Ctrl+Space</kbd> complete · <kbd>Ctrl+.</kbd> quick fix · <kbd>F12</kbd> definition · <kbd>Shift+F12</kbd>{' '}
        references · <kbd>F2</kbd> rename · <kbd>Ctrl+Shift+O</kbd> outline
      </span>
      {light && (
        <span
          className="editor-light-mode"
          role="status"
          data-testid="light-mode"
          title={`Over ${LIGHT_MODE_LIMITS.nesting} levels of nesting, ${LIGHT_MODE_LIMITS.lineLength.toLocaleString('en')} characters on a line or ${LIGHT_MODE_LIMITS.length.toLocaleString('en')} characters in all, the editor stays responsive by leaving these off; they come back when the text is below again.`}
        >
          Light mode: no bracket colours, guides or folding for this text
        </span>
      )}
    </div>
  );
}

function toMonacoRange(range: SourceRange): monaco.IRange {
  return {
    startLineNumber: range.start.line,
    startColumn: range.start.column,
    endLineNumber: range.end.line,
    endColumn: range.end.column,
  };
}

/**
 * A finding as an editor marker. Its hover shows the message, then the requirement it violates (`§ 5.1
 * req-info-fields`) with what that requirement asks once the summaries are loaded; the rule id links to the anchor.
 */
function toMarker(
  d: Diagnostic,
  requirements: Record<string, RequirementLink>,
  summaries: Record<string, string> | undefined,
): monaco.editor.IMarkerData {
  const severity =
    d.severity === 'error'
      ? monaco.MarkerSeverity.Error
      : d.severity === 'warning'
        ? monaco.MarkerSeverity.Warning
        : monaco.MarkerSeverity.Info;
  const version = d.protocolVersion ? ` [MCP ${d.protocolVersion}]` : '';
  const link = d.requirement !== undefined ? requirements[d.requirement] : undefined;
  const summary = d.requirement !== undefined ? summaries?.[d.requirement] : undefined;
  const requirement =
    d.requirement === undefined ? '' : `\n${link?.label ?? d.requirement}${summary ? `: ${summary}` : ''}`;
  const code = link ? { value: d.rule, target: monaco.Uri.parse(link.url) } : d.rule;
  return {
    ...toMonacoRange(d.range!),
    severity,
    message: `${d.message}${version}${requirement}`,
    source: 'mcpdesc',
    code,
    ...relatedInformation(d, documentUri),
  };
}

/** Counts marker updates and stamps the last one (performance.now()), for `npm run measure`. */
function markersApplied() {
  const hook = (window as unknown as { __playground?: { markerUpdates: number; markersAt: number } }).__playground;
  if (!hook) return;
  hook.markerUpdates++;
  hook.markersAt = performance.now();
}

/** Lets end-to-end tests set text as a paste would, without auto-indent or auto-closing. */
function exposeTestHook(editor: monaco.editor.IStandaloneCodeEditor, replaceWhole: (text: string) => void) {
  (window as unknown as { __playground?: object }).__playground = {
    markerUpdates: 0,
    markersAt: 0,
    setEditorText(value: string) {
      const model = editor.getModel();
      if (!model) return;
      if (isOverSizeLimit(value)) {
        useStore.getState().setNotice({
          kind: 'error',
          message:
            'That text is over the size limit of the playground, so it was not set. Your document was not changed.',
        });
        return;
      }
      replaceWhole(value);
    },
    getEditorText: () => editor.getModel()?.getValue() ?? '',
    getSelection: () => editor.getSelection(),
    /** Put the cursor at a 1-based line and column and focus the editor (as a click there would). */
    setPosition(line: number, column: number) {
      editor.setPosition({ lineNumber: line, column });
      editor.revealPositionInCenter({ lineNumber: line, column });
      editor.focus();
    },
    getMarkers: () => monaco.editor.getModelMarkers({ owner: markerOwner }),
  };
}
