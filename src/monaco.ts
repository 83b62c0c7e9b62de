// A slim Monaco: the editor API, the contributions a user expects, and only the JSON and YAML languages
// (highlighting only: diagnostics, conversion and ordering come from the playground's core), and the contributions
// the language features of src/language-features.ts need: suggest, hover, code actions, go to definition, peek
// references, rename, quick outline (Ctrl+Shift+O), snippets, and Ctrl+M (Tab moves focus).
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/editor/browser/coreCommands';
import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching';
import 'monaco-editor/editor/contrib/clipboard/browser/clipboard';
import 'monaco-editor/editor/contrib/codeAction/browser/codeActionContributions';
import 'monaco-editor/editor/contrib/comment/browser/comment';
import 'monaco-editor/editor/contrib/contextmenu/browser/contextmenu';
import 'monaco-editor/editor/contrib/cursorUndo/browser/cursorUndo';
import 'monaco-editor/editor/contrib/documentSymbols/browser/documentSymbols';
import 'monaco-editor/editor/contrib/find/browser/findController';
import 'monaco-editor/editor/contrib/folding/browser/folding';
import 'monaco-editor/editor/contrib/format/browser/formatActions';
import 'monaco-editor/editor/contrib/gotoError/browser/gotoError';
import 'monaco-editor/editor/contrib/gotoSymbol/browser/goToCommands';
import 'monaco-editor/editor/contrib/gotoSymbol/browser/link/goToDefinitionAtPosition';
import 'monaco-editor/editor/contrib/hover/browser/hoverContribution';
import 'monaco-editor/editor/contrib/indentation/browser/indentation';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations';
import 'monaco-editor/editor/contrib/message/browser/messageController';
import 'monaco-editor/editor/contrib/multicursor/browser/multicursor';
import 'monaco-editor/editor/contrib/rename/browser/rename';
import 'monaco-editor/editor/contrib/smartSelect/browser/smartSelect';
import 'monaco-editor/editor/contrib/snippet/browser/snippetController2';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/symbolIcons/browser/symbolIcons';
import 'monaco-editor/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode';
import 'monaco-editor/editor/contrib/wordHighlighter/browser/wordHighlighter';
import 'monaco-editor/editor/contrib/wordOperations/browser/wordOperations';
import 'monaco-editor/editor/standalone/browser/quickAccess/standaloneGotoLineQuickAccess';
import 'monaco-editor/editor/standalone/browser/quickAccess/standaloneCommandsQuickAccess';
import 'monaco-editor/editor/standalone/browser/quickAccess/standaloneGotoSymbolQuickAccess';
import 'monaco-editor/editor/standalone/browser/referenceSearch/standaloneReferenceSearch';
import 'monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon.css';
import 'monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon-modifiers.css';
import 'monaco-editor/languages/definitions/yaml/register';
// The editor-wide "Tab moves focus" switch that Ctrl+M toggles (tabFocusMode of VS Code), so the UI can show it.
import { TabFocus } from 'monaco-editor/editor/browser/config/tabFocus';
import { isCancellationError } from 'monaco-editor/base/common/errors';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { registerJson } from './json-language.ts';
import { afterEditorReady } from './editor-ready.ts';

// Monaco's own worker (links, word highlights) starts once the editor is ready (src/editor-ready.ts), never delaying it.
self.MonacoEnvironment = {
  getWorker: () => afterEditorReady().then(() => new EditorWorker()),
};

registerJson(monaco);

// Monaco cancels its pending work (a quick-fix menu, a hover) when the text or the model is replaced, and some of those
// promises end rejected with its cancellation error and no handler (microsoft/monaco-editor#5135): nothing failed, yet
// the browser would report an uncaught error. Exactly that error is marked handled; every other rejection still shows.
window.addEventListener('unhandledrejection', (event) => {
  if (isCancellationError(event.reason)) event.preventDefault();
});

export { monaco };

export const tabFocusMode = {
  get: (): boolean => TabFocus.getTabFocusMode(),
  set: (on: boolean): void => TabFocus.setTabFocusMode(on),
  onChange: (listener: (on: boolean) => void): { dispose(): void } => TabFocus.onDidChangeTabFocus(listener),
};
