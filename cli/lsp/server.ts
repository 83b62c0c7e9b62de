// The language server of `mcpdesc lsp`: a thin adapter from LSP (vscode-languageserver) to the core, as
// src/worker/ is for the app. Requests go to core threads over the app's worker protocol (./threads.ts): each open
// description is validated by a thread of its own, scheduled as the app schedules its document
// (src/worker/scheduler.ts), and one thread answers language requests, so none waits for another and the connection
// itself never waits for the core. Documents are *.mcpdesc.json,
// *.mcpdesc.yaml and *.mcpdesc.yml files, and any other JSON or YAML file that declares mcpdesc at its top level; the
// server ignores every other file the editor sends.
import { fileURLToPath } from 'node:url';
import {
  CodeActionKind,
  LSPErrorCodes,
  MarkupKind,
  ResponseError,
  TextDocuments,
  TextDocumentSyncKind,
  type CancellationToken,
  type CodeAction,
  type Connection,
  type InitializeResult,
  type TextDocumentPositionParams,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentFormat } from '../../core/diagnostics.ts';
import type { CompletionItem as CoreCompletionItem } from '../../core/language/types.ts';
import { WorkerRunError } from '../../src/worker/client.ts';
import type { MethodName, WorkerMethods } from '../../src/worker/protocol.ts';
import { createValidationScheduler, type ValidationScheduler } from '../../src/worker/scheduler.ts';
import { formatFromName, isDescriptionName } from '../file-names.ts';
import { version } from '../version.ts';
import {
  fromPosition,
  fromRange,
  toCompletionItem,
  toDiagnostic,
  toFoldingRange,
  toRange,
  toSymbol,
  toTextEdit,
} from './convert.ts';
import { budgetsFrom, coreThread, defaultBudgets } from './threads.ts';

/**
 * When a change is validated (ms), as in the app: at once when the document's last run took at most `fastRunMs`,
 * otherwise after `debounceMs` without a change; a run still going after `supersedeAfterMs` is abandoned for newer text.
 */
/** Most threads validating at once (each holds a copy of the core, about 20 MB): one per recently changed document. */
export const maxValidationThreads = 4;

export const validationTiming = { debounceMs: 200, fastRunMs: 100, supersedeAfterMs: 1000 };

/** The file path of a file: URI (for its name), or the URI itself. */
function pathOf(uri: string): string {
  try {
    return uri.startsWith('file:') ? fileURLToPath(uri) : uri;
  } catch {
    return uri;
  }
}

/** The document format the editor's language id or the file name says; otherwise the core detects it. */
function formatOf(document: TextDocument): DocumentFormat | undefined {
  if (document.languageId === 'json' || document.languageId === 'jsonc') return 'json';
  if (document.languageId === 'yaml') return 'yaml';
  return formatFromName(pathOf(document.uri));
}

/**
 * A JSON object with an "mcpdesc" member, or a YAML block mapping with mcpdesc at its top level (at the start of a
 * line). Both patterns scan the text once (no backtracking over it), whatever it holds.
 */
const jsonDeclares = /^\s*\{[\s\S]*?"mcpdesc"\s*:/;
const yamlDeclares = /^(["']?)mcpdesc\1[ \t]*:/m;

function isDescription(document: TextDocument): boolean {
  if (isDescriptionName(pathOf(document.uri))) return true;
  const text = document.getText();
  return jsonDeclares.test(text) || yamlDeclares.test(text);
}

export function startServer(connection: Connection): void {
  const documents = new TextDocuments(TextDocument);
  // Set at initialize, with the time budgets the editor asks for.
  let budgets = defaultBudgets;
  let language = coreThread(budgets.language);

  // ---- findings: each open description has its scheduler and thread; the newest text's are published ----
  const validations = new Map<string, { scheduler: ValidationScheduler; version: number; pending: boolean }>();

  const stopValidating = (uri: string) => {
    const validation = validations.get(uri);
    if (!validation) return;
    validation.scheduler.dispose();
    validations.delete(uri);
    void connection.sendDiagnostics({ uri, diagnostics: [] });
  };

  /**
   * Past the bound, the threads of the documents changed longest ago whose findings are published end (the findings
   * stay published; a document's next change starts a thread again). Done after each change and each publication.
   */
  const trim = () => {
    for (const [uri, { scheduler, pending }] of validations) {
      if (validations.size <= maxValidationThreads) return;
      if (pending) continue;
      scheduler.dispose();
      validations.delete(uri);
    }
  };

  const startValidating = (uri: string) => {
    const validation = {
      version: 0,
      /** A text was handed to the scheduler and its findings are not published yet. */
      pending: false,
      scheduler: createValidationScheduler(coreThread(budgets.validate), {
        ...validationTiming,
        timeoutMs: budgets.validate,
        indicatorAfterMs: budgets.validate,
        // The scheduler hands over only results of the newest text it was given: that of `validation.version`.
        onResult: (result) => {
          validation.pending = false;
          void connection.sendDiagnostics({
            uri,
            version: validation.version,
            diagnostics: result.diagnostics.map((d) => toDiagnostic(d, uri, result)),
          });
          trim();
        },
        onBusy: () => undefined,
        onFailure: (_reason, message) => {
          validation.pending = false;
          connection.console.warn(`${pathOf(uri)} was not validated: ${message}`);
          trim();
        },
      }),
    };
    validations.set(uri, validation);
    return validation;
  };

  const changed = (document: TextDocument) => {
    if (!isDescription(document)) return stopValidating(document.uri);
    const validation = validations.get(document.uri) ?? startValidating(document.uri);
    // The most recently changed last (see trim).
    validations.delete(document.uri);
    validations.set(document.uri, validation);
    validation.pending = true;
    validation.version = document.version;
    trim();
    validation.scheduler.schedule(document.getText(), formatOf(document));
  };

  documents.onDidOpen(({ document }) => changed(document));
  documents.onDidChangeContent(({ document }) => changed(document));
  documents.onDidClose(({ document }) => stopValidating(document.uri));

  // ---- language requests: each timed (a thread that overruns is replaced) and dropped when the editor cancels ----
  async function ask<M extends MethodName>(
    method: M,
    params: WorkerMethods[M]['params'],
    token: CancellationToken,
    timeoutMs?: number,
  ): Promise<WorkerMethods[M]['result'] | undefined> {
    const cancelled = () => new ResponseError(LSPErrorCodes.RequestCancelled, 'Cancelled.');
    // Cancelled before it started (the cancellation arrived with the request): never sent to the core.
    if (token.isCancellationRequested) throw cancelled();
    const controller = new AbortController();
    const listener = token.onCancellationRequested(() => controller.abort());
    try {
      const timeout = timeoutMs ?? budgets.language;
      return (await language.request(method, params, { signal: controller.signal, timeoutMs: timeout })).result;
    } catch (error) {
      if (token.isCancellationRequested) throw cancelled();
      if (!(error instanceof WorkerRunError)) throw error;
      connection.console.warn(`${method}: ${error.message}`);
      return undefined;
    } finally {
      listener.dispose();
    }
  }

  /** The document and its text and format, when it is an MCP Description. */
  const described = (uri: string) => {
    const document = documents.get(uri);
    return document && isDescription(document) ? { text: document.getText(), format: formatOf(document) } : undefined;
  };

  // The items of the last completion list; completionItem/resolve adds the documentation of one of them.
  let lastList = { id: 0, items: [] as CoreCompletionItem[] };

  connection.onInitialize((params): InitializeResult => {
    budgets = budgetsFrom(params.initializationOptions);
    language.dispose();
    language = coreThread(budgets.language);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        completionProvider: { resolveProvider: true, triggerCharacters: ['"', ':', '/', ' '] },
        hoverProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: { prepareProvider: true },
        documentSymbolProvider: true,
        foldingRangeProvider: true,
      },
      serverInfo: { name: 'mcpdesc', version },
    };
  });

  connection.onCompletion(async ({ textDocument, position }, token) => {
    const document = described(textDocument.uri);
    if (!document) return null;
    const items = await ask('completion', { ...document, position: fromPosition(position) }, token);
    if (!items) return null;
    lastList = { id: lastList.id + 1, items };
    return items.map((item, index) => toCompletionItem(item, { list: lastList.id, index }));
  });

  connection.onCompletionResolve((item) => {
    const { list, index } = (item.data ?? {}) as { list?: number; index?: number };
    const documentation =
      list === lastList.id && index !== undefined ? lastList.items[index]?.documentation : undefined;
    return documentation ? { ...item, documentation: { kind: MarkupKind.Markdown, value: documentation } } : item;
  });

  connection.onHover(async ({ textDocument, position }, token) => {
    const document = described(textDocument.uri);
    const found = document && (await ask('hover', { ...document, position: fromPosition(position) }, token));
    return found
      ? { contents: { kind: MarkupKind.Markdown, value: found.contents }, range: toRange(found.range) }
      : null;
  });

  connection.onCodeAction(async ({ textDocument, range, context }, token) => {
    const document = described(textDocument.uri);
    if (!document || (context.only && !context.only.some((kind) => CodeActionKind.QuickFix.startsWith(kind))))
      return null;
    const actions = await ask('codeActions', { ...document, range: fromRange(range) }, token, budgets.codeActions);
    // A fix that reads the text in the other format has no edit: an editor takes the format from the file name.
    return (actions ?? [])
      .filter((action) => action.format === undefined)
      .map((action): CodeAction => ({
        title: action.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: context.diagnostics.filter((d) =>
          action.fixes.some((f) => d.source === 'mcpdesc' && d.code === f.rule && d.message === f.message),
        ),
        edit: { changes: { [textDocument.uri]: action.edits.map(toTextEdit) } },
        // The fix `mcpdesc fix` applies: what an editor's "fix all" and "auto fix" take.
        ...(action.safe ? { isPreferred: true } : {}),
      }));
  });

  /** Go to definition and find references: places in the same document. */
  const locations =
    (method: 'definition' | 'references') =>
    async ({ textDocument, position }: TextDocumentPositionParams, token: CancellationToken) => {
      const document = described(textDocument.uri);
      if (!document) return null;
      const ranges = await ask(method, { ...document, position: fromPosition(position) }, token);
      return (ranges ?? []).map((range) => ({ uri: textDocument.uri, range: toRange(range) }));
    };
  connection.onDefinition(locations('definition'));
  connection.onReferences(locations('references'));

  connection.onPrepareRename(async ({ textDocument, position }, token) => {
    const document = described(textDocument.uri);
    const target = document && (await ask('renameTarget', { ...document, position: fromPosition(position) }, token));
    return target ? { range: toRange(target.range), placeholder: target.text } : null;
  });

  connection.onRenameRequest(async ({ textDocument, position, newName }, token) => {
    const document = described(textDocument.uri);
    if (!document) return null;
    const result = await ask('rename', { ...document, position: fromPosition(position), newName }, token);
    if (!result) return null;
    if (!result.ok) throw new ResponseError(LSPErrorCodes.RequestFailed, result.message);
    return { changes: { [textDocument.uri]: result.edits.map(toTextEdit) } };
  });

  connection.onDocumentSymbol(async ({ textDocument }, token) => {
    const document = described(textDocument.uri);
    return document ? ((await ask('symbols', document, token)) ?? []).map(toSymbol) : null;
  });

  connection.onFoldingRanges(async ({ textDocument }, token) => {
    const document = described(textDocument.uri);
    return document ? ((await ask('folding', document, token)) ?? []).map(toFoldingRange) : null;
  });

  connection.onShutdown(() => {
    for (const { scheduler } of validations.values()) scheduler.dispose();
    validations.clear();
    language.dispose();
  });

  documents.listen(connection);
  connection.listen();
}
