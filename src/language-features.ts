// Monaco providers for the editor language features the core computes (core/language): completion, hover, quick
// fixes, go to definition, references, rename and document symbols, for JSON and YAML. Requests go to a worker of
// their own (the core worker, a second instance) so they never delay validation, and the UI thread never parses.
import type * as Monaco from 'monaco-editor/editor/editor.api';
import type { CompletionItem, DocumentSymbol, SourceRange, SymbolKind } from '../core/language/types.ts';
import type { DocumentFormat } from '../core/diagnostics.ts';
import { requestLanguage, type LanguageRequest } from './language-client.ts';

function toRange(range: SourceRange): Monaco.IRange {
  return {
    startLineNumber: range.start.line,
    startColumn: range.start.column,
    endLineNumber: range.end.line,
    endColumn: range.end.column,
  };
}

function fromRange(range: Monaco.IRange): SourceRange {
  return {
    start: { line: range.startLineNumber, column: range.startColumn },
    end: { line: range.endLineNumber, column: range.endColumn },
  };
}

export interface LanguageFeatureOptions {
  /** The format to ask for with `text` (src/store.ts requestFormat: the user's choice, else detected by the core). */
  format(text: string): DocumentFormat | undefined;
  /** Reads the text in another format (the quick fix of a syntax error in a format chosen by hand). */
  switchFormat?(format: DocumentFormat): void;
  request?: LanguageRequest;
}

/** The command a snippet quick fix runs: the model (its URI and version), the range it replaces, the snippet. */
export const snippetFixCommand = 'mcpdesc.quickFixSnippet';
/** The command of the quick fix that reads the text in the other format. */
const switchFormatCommand = 'mcpdesc.switchFormat';
type SnippetFixArguments = [uri: string, version: number, range: Monaco.IRange, snippet: string];

/** The editor's snippet controller (Monaco's `snippetController2` contribution), as far as a fix uses it. */
interface SnippetController {
  insert(
    template: string,
    options: {
      overwriteBefore: number;
      overwriteAfter: number;
      adjustWhitespace: boolean;
      undoStopBefore: boolean;
      undoStopAfter: boolean;
    },
  ): void;
}

/**
 * Runs a snippet quick fix in the editor showing the model: the range is selected and replaced by the snippet, whose
 * first tab stop (or list of choices) then has the cursor. Indentation is the snippet's own (it is absolute).
 */
function registerSnippetFixCommand(monaco: typeof Monaco): Monaco.IDisposable {
  return monaco.editor.registerCommand(snippetFixCommand, (_accessor: unknown, ...args: unknown[]) => {
    const [uri, version, range, snippet] = args as SnippetFixArguments;
    const editor = monaco.editor.getEditors().find((e) => e.getModel()?.uri.toString() === uri);
    const model = editor?.getModel();
    if (!editor || !model || model.getVersionId() !== version) return;
    const controller = editor.getContribution<Monaco.editor.IEditorContribution & SnippetController>(
      'snippetController2',
    );
    if (!controller) return;
    editor.setSelection(range);
    controller.insert(snippet, {
      overwriteBefore: 0,
      overwriteAfter: 0,
      adjustWhitespace: false,
      undoStopBefore: true,
      undoStopAfter: true,
    });
    editor.focus();
  });
}

/** Register every provider for JSON and YAML; returns one disposable. */
export function registerLanguageFeatures(monaco: typeof Monaco, options: LanguageFeatureOptions): Monaco.IDisposable {
  const request = options.request ?? requestLanguage;
  const document = (model: Monaco.editor.ITextModel) => {
    const text = model.getValue();
    return { text, format: options.format(text) };
  };
  const params = (model: Monaco.editor.ITextModel, position: Monaco.IPosition) => ({
    ...document(model),
    position: { line: position.lineNumber, column: position.column },
  });
  const languages = monaco.languages;
  const completionKinds: Record<CompletionItem['kind'], Monaco.languages.CompletionItemKind> = {
    member: languages.CompletionItemKind.Property,
    value: languages.CompletionItemKind.EnumMember,
    reference: languages.CompletionItemKind.Reference,
    snippet: languages.CompletionItemKind.Snippet,
  };
  const symbolKinds: Record<SymbolKind, Monaco.languages.SymbolKind> = {
    section: languages.SymbolKind.Namespace,
    transport: languages.SymbolKind.Interface,
    'security-scheme': languages.SymbolKind.Key,
    tool: languages.SymbolKind.Function,
    resource: languages.SymbolKind.File,
    'resource-template': languages.SymbolKind.File,
    prompt: languages.SymbolKind.String,
    component: languages.SymbolKind.Class,
    tag: languages.SymbolKind.Constant,
  };
  const toSymbol = (symbol: DocumentSymbol): Monaco.languages.DocumentSymbol => ({
    name: symbol.name,
    detail: symbol.detail ?? '',
    kind: symbolKinds[symbol.kind],
    tags: [],
    range: toRange(symbol.range),
    selectionRange: toRange(symbol.selectionRange),
    children: symbol.children.map(toSymbol),
  });
  const markdown = (value: string): Monaco.IMarkdownString => ({ value, isTrusted: false, supportHtml: false });

  const disposables: Monaco.IDisposable[] = [
    registerSnippetFixCommand(monaco),
    monaco.editor.registerCommand(switchFormatCommand, (_accessor: unknown, format: unknown) => {
      if (format === 'json' || format === 'yaml') options.switchFormat?.(format);
    }),
  ];
  for (const language of ['json', 'yaml']) {
    // A value is one word (`2025-11-25`, `#/components/schemas/City`, `x-vendor`): otherwise typing its `-` or `/`
    // starts a new word, and the editor re-filters the earlier suggestions instead of asking the core again.
    disposables.push(languages.setLanguageConfiguration(language, { wordPattern: /[^\s"'{}[\],:]+/g }));
    disposables.push(
      languages.registerCompletionItemProvider(language, {
        triggerCharacters: ['"', ':', '/', ' '],
        async provideCompletionItems(model, position, _context, token) {
          const items = await request('completion', params(model, position));
          if (!items || token.isCancellationRequested) return { suggestions: [] };
          const rules = languages.CompletionItemInsertTextRule;
          return {
            // Values are filtered and ranked by the core on what was typed (core/language/completion.ts): ask again on
            // every keystroke rather than letting the editor's fuzzy filter keep values the typed text rules out.
            incomplete: items.some((item) => item.kind === 'value' || item.kind === 'reference'),
            suggestions: items.map((item) => ({
              label: item.label,
              kind: completionKinds[item.kind],
              ...(item.detail !== undefined ? { detail: item.detail } : {}),
              ...(item.documentation !== undefined ? { documentation: markdown(item.documentation) } : {}),
              insertText: item.insertText,
              insertTextRules: item.snippet ? rules.InsertAsSnippet | rules.KeepWhitespace : rules.KeepWhitespace,
              range: toRange(item.range),
              ...(item.deprecated ? { tags: [languages.CompletionItemTag.Deprecated] } : {}),
              ...(item.sortText !== undefined ? { sortText: item.sortText } : {}),
              ...(item.filterText !== undefined ? { filterText: item.filterText } : {}),
              ...(item.additionalEdits
                ? { additionalTextEdits: item.additionalEdits.map((e) => ({ range: toRange(e.range), text: e.text })) }
                : {}),
            })),
          };
        },
      }),
      languages.registerHoverProvider(language, {
        async provideHover(model, position, token) {
          const result = await request('hover', params(model, position));
          if (!result || token.isCancellationRequested) return null;
          return { contents: [markdown(result.contents)], range: toRange(result.range) };
        },
      }),
      languages.registerCodeActionProvider(
        language,
        {
          async provideCodeActions(model, range, context, token) {
            // Every quick fix answers a diagnostic: without one here, nothing to ask (and no validation in the worker).
            if (!context.markers.some((m) => m.source === 'mcpdesc')) return { actions: [], dispose() {} };
            // The light bulb asks on its own whenever the diagnostics change. Before the person works in the editor
            // (its text focused) there is nobody to show it to: the language worker is not started for it (Ctrl+.,
            // the panel's quick fixes and a click in the text ask as always).
            if (
              context.trigger === languages.CodeActionTriggerType.Auto &&
              !monaco.editor.getEditors().some((editor) => editor.getModel() === model && editor.hasTextFocus())
            )
              return { actions: [], dispose() {} };
            const version = model.getVersionId();
            // Moving the cursor on cancels the request: the worker stops verifying fixes nobody will see.
            const abort = new AbortController();
            const listener = token.onCancellationRequested(() => abort.abort());
            const actions = await request(
              'codeActions',
              { ...document(model), range: fromRange(range) },
              { signal: abort.signal },
            );
            listener.dispose();
            if (!actions || token.isCancellationRequested || model.getVersionId() !== version)
              return { actions: [], dispose() {} };
            return {
              // Already verified and ranked by the core: the first is the preferred one, and every one names the markers it removes.
              actions: actions.map((action) => {
                const rules = new Set(
                  (action.fixes.length > 0 ? action.fixes : [action.diagnostic]).map((d) => d.rule),
                );
                const fix = {
                  title: action.title,
                  kind: 'quickfix',
                  diagnostics: context.markers.filter((m) =>
                    rules.has(typeof m.code === 'object' ? m.code.value : (m.code ?? '')),
                  ),
                  isPreferred: action.preferred ?? false,
                };
                // Reading the text in the other format: no edit, the format changes.
                if (action.format !== undefined) {
                  return {
                    ...fix,
                    command: { id: switchFormatCommand, title: action.title, arguments: [action.format] },
                  };
                }
                // A value the user completes: a snippet (tab stops, choices), which a workspace edit cannot carry here.
                if (action.snippet !== undefined && action.edits.length === 1) {
                  const args: SnippetFixArguments = [
                    model.uri.toString(),
                    version,
                    toRange(action.edits[0]!.range),
                    action.snippet,
                  ];
                  return { ...fix, command: { id: snippetFixCommand, title: action.title, arguments: args } };
                }
                return {
                  ...fix,
                  edit: {
                    edits: action.edits.map((edit) => ({
                      resource: model.uri,
                      versionId: version,
                      textEdit: { range: toRange(edit.range), text: edit.text },
                    })),
                  },
                };
              }),
              dispose() {},
            };
          },
        },
        { providedCodeActionKinds: ['quickfix'] },
      ),
      languages.registerDefinitionProvider(language, {
        async provideDefinition(model, position) {
          const ranges = (await request('definition', params(model, position))) ?? [];
          return ranges.map((range) => ({ uri: model.uri, range: toRange(range) }));
        },
      }),
      languages.registerReferenceProvider(language, {
        async provideReferences(model, position) {
          const ranges = (await request('references', params(model, position))) ?? [];
          return ranges.map((range) => ({ uri: model.uri, range: toRange(range) }));
        },
      }),
      languages.registerRenameProvider(language, {
        async resolveRenameLocation(model, position) {
          const target = await request('renameTarget', params(model, position));
          if (!target)
            return {
              range: {
                startLineNumber: position.lineNumber,
                startColumn: position.column,
                endLineNumber: position.lineNumber,
                endColumn: position.column,
              },
              text: '',
              rejectReason: 'Place the cursor on a component, tag, security scheme or elicitation name to rename it.',
            };
          return { range: toRange(target.range), text: target.text };
        },
        async provideRenameEdits(model, position, newName) {
          const version = model.getVersionId();
          const result = await request('rename', { ...params(model, position), newName });
          if (!result) return { edits: [], rejectReason: 'Rename is not available right now.' };
          if (!result.ok) return { edits: [], rejectReason: result.message };
          return {
            edits: result.edits.map((edit) => ({
              resource: model.uri,
              versionId: version,
              textEdit: { range: toRange(edit.range), text: edit.text },
            })),
          };
        },
      }),
      languages.registerDocumentSymbolProvider(language, {
        displayName: 'MCP Description',
        async provideDocumentSymbols(model) {
          const symbols = await request('symbols', document(model));
          return (symbols ?? []).map(toSymbol);
        },
      }),
    );
  }
  return { dispose: () => disposables.forEach((d) => d.dispose()) };
}

/** The symbols (outline) that contain a position, outermost first: the editor's breadcrumbs. */
export function symbolPath(symbols: readonly DocumentSymbol[], line: number, column: number): DocumentSymbol[] {
  const path: DocumentSymbol[] = [];
  let level: readonly DocumentSymbol[] = symbols;
  for (;;) {
    const found = level.find((s) => {
      const { start, end } = s.range;
      const afterStart = line > start.line || (line === start.line && column >= start.column);
      const beforeEnd = line < end.line || (line === end.line && column <= end.column);
      return afterStart && beforeEnd;
    });
    if (!found) return path;
    path.push(found);
    level = found.children;
  }
}

/**
 * Keep the outline of the editor's text: asked of the language worker once the person first works in the editor (its
 * text is focused, its cursor moves, or the pointer moves over it, ahead of a hover), then after each pause in typing;
 * reported with the symbols around the cursor whenever either changes. Until then the breadcrumbs show the document itself, as at the first position, and the
 * language worker does not start: a visit that only reads the results never pays for it. Its first outline request
 * starts it and, once idle, prepares the quick fixes (src/worker/handler.ts), before the first completion or Ctrl+.
 */
export function watchBreadcrumbs(
  editor: Monaco.editor.IStandaloneCodeEditor,
  options: LanguageFeatureOptions,
  onChange: (path: DocumentSymbol[]) => void,
): Monaco.IDisposable {
  const request = options.request ?? requestLanguage;
  let symbols: DocumentSymbol[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  /** Whether the person has worked in the editor yet (its text focused, its cursor moved, or the pointer over it). */
  let working = false;
  const report = () => {
    const position = editor.getPosition();
    onChange(position ? symbolPath(symbols, position.lineNumber, position.column) : []);
  };
  const refresh = () => {
    const model = editor.getModel();
    if (!model) return;
    const version = model.getVersionId();
    const text = model.getValue();
    void request('symbols', { text, format: options.format(text) }).then((result) => {
      if (disposed || !result || editor.getModel()?.getVersionId() !== version) return;
      symbols = result;
      report();
    });
  };
  const schedule = () => {
    if (!working) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(refresh, 400);
  };
  const startWorking = () => {
    if (working) return;
    working = true;
    refresh();
  };
  const subscriptions = [
    editor.onDidChangeModelContent(schedule),
    editor.onDidFocusEditorText(startWorking),
    editor.onMouseMove(startWorking),
    editor.onDidChangeCursorPosition(() => {
      startWorking();
      report();
    }),
  ];
  if (editor.hasTextFocus()) startWorking();
  return {
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      subscriptions.forEach((s) => s.dispose());
    },
  };
}
