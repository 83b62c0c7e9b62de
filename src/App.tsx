// The app shell: toolbar, editor (Monaco, or a plain text area on small screens), and the result panels.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { Toolbar } from '../components/Toolbar.tsx';
import { ResultsPane } from '../components/ResultsPane.tsx';
import { PlainEditor } from '../components/PlainEditor.tsx';
import { Notice } from '../components/Notice.tsx';
import { StatusBar } from '../components/StatusBar.tsx';
import { DocumentActions } from '../components/DocumentActions.tsx';
import { SkipToResults, VerdictAnnouncer } from '../components/VerdictAnnouncer.tsx';
import { HistoryButton } from '../components/HistoryButton.tsx';
import { HelpButton } from '../components/HelpButton.tsx';
import { Welcome } from '../components/Welcome.tsx';
import { ThemeToggle } from '../components/ThemeToggle.tsx';
import { Splitter } from '../components/Splitter.tsx';
import { startPipeline } from './live-validation.ts';
import { documentRestored, isDocumentRestored } from './persistence-start.ts';
import { useStore } from './store.ts';
import { preloadEditor } from './editor-preload.ts';
import { firstResultShown } from './editor-ready.ts';

/**
 * Monaco's editor component, once its module has loaded (src/monaco.ts and components/Editor.tsx, a lazy chunk). Its
 * chunks are fetched at once (src/editor-preload.ts) and evaluated once the first diagnostics are shown
 * (src/editor-ready.ts firstResultShown): evaluating Monaco's 3 MB on the main thread held the first diagnostics back.
 * Chunks from a cache are evaluated as soon as they are there: the code cache makes that short, and the worker's first
 * answer comes later anyway.
 */
let MonacoEditor: ComponentType | undefined;
let editorModule: Promise<void> | undefined;
const loadEditor = () => {
  if (editorModule) return editorModule;
  const cached = preloadEditor().then((fromCache) => (fromCache ? Promise.resolve() : new Promise<void>(() => {})));
  return (editorModule = Promise.race([firstResultShown(), cached])
    .then(() => import('../components/Editor.tsx'))
    .then((m) => {
      MonacoEditor = m.Editor;
    }));
};

const smallScreen = '(max-width: 640px)';

function subscribeSmallScreen(onChange: () => void) {
  const query = window.matchMedia(smallScreen);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribeSmallScreen, () => window.matchMedia(smallScreen).matches);
}

/**
 * The editor opens on the restored document: Monaco loads meanwhile (not on small screens, which never use it). The
 * pane shows "Loading editor…" itself until both are there, rather than through a Suspense boundary: React holds back
 * what a boundary reveals until 300 ms after its fallback was shown, which on a start with the code cached delayed the
 * editor, and the first diagnostics committed with it, by about 200 ms.
 */
function EditorPane({ small }: { small: boolean }) {
  if (!small) void loadEditor();
  const Editor = !isDocumentRestored() ? undefined : small ? PlainEditor : MonacoEditor;
  const [, loaded] = useState(0);
  useEffect(() => {
    if (Editor) return;
    let mounted = true;
    void Promise.all([documentRestored, small ? undefined : loadEditor()]).then(() => {
      if (mounted) loaded((n) => n + 1);
    });
    return () => {
      mounted = false;
    };
  }, [Editor, small]);
  return Editor ? <Editor /> : <div className="editor-loading">Loading editor…</div>;
}

export function App() {
  const small = useSmallScreen();
  const layout = useStore((s) => s.layout);
  const setLayout = useStore((s) => s.setLayout);
  /** Percent of the workspace the editor takes (the rest is the results'), per screen size, as the splitter left it. */
  const [split, setSplit] = useState({ wide: 60, small: 55 });
  // 'split' is half and half until the splitter is moved, which makes it 'side' at the chosen share.
  const editorShare = small ? split.small : layout === 'split' ? 50 : split.wide;
  // A phone stacks text and results (the splitter sizes them): the results-width choice is for wide screens only.
  const resultsOnly = !small && layout === 'results';
  // Validation starts on the restored document, not on the empty text before it.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    void documentRestored.then(() => {
      if (mounted) stop = startPipeline();
    });
    return () => {
      mounted = false;
      stop?.();
    };
  }, []);

  return (
    <div className="app">
      <SkipToResults />
      <VerdictAnnouncer />
      <Toolbar
        extraActions={
          <>
            <DocumentActions />
            <HistoryButton />
            <ThemeToggle />
            <HelpButton />
          </>
        }
      />
      <Welcome />
      <Notice />
      <main className="workspace" data-layout={layout}>
        <div
          className="pane pane-editor"
          id="editor-pane"
          hidden={resultsOnly}
          style={{ flexBasis: `${editorShare}%` }}
        >
          <EditorPane small={small} />
        </div>
        {!resultsOnly && (
          <Splitter
            value={editorShare}
            sideBySide={!small}
            onChange={(value) => {
              setSplit((previous) => (small ? { ...previous, small: value } : { ...previous, wide: value }));
              if (!small && layout === 'split') setLayout('side');
            }}
          />
        )}
        <div className="pane pane-results" id="results" tabIndex={-1}>
          <ResultsPane />
        </div>
      </main>
      <StatusBar />
    </div>
  );
}
