// The app shell: toolbar, editor (Monaco, or a plain text area on small screens), and the result panels.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Toolbar } from '../components/Toolbar.tsx';
import { ResultsPane } from '../components/ResultsPane.tsx';
import { PlainEditor } from '../components/PlainEditor.tsx';
import { Notice } from '../components/Notice.tsx';
import { StatusBar } from '../components/StatusBar.tsx';
import { DocumentActions } from '../components/DocumentActions.tsx';
import { SkipToResults, VerdictAnnouncer } from '../components/VerdictAnnouncer.tsx';
import { HistoryButton } from '../components/HistoryButton.tsx';
import { ThemeToggle } from '../components/ThemeToggle.tsx';
import { startPipeline } from './pipeline.ts';

const MonacoEditor = lazy(() => import('../components/Editor.tsx').then((m) => ({ default: m.Editor })));

const smallScreen = '(max-width: 640px)';

function subscribeSmallScreen(onChange: () => void) {
  const query = window.matchMedia(smallScreen);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribeSmallScreen, () => window.matchMedia(smallScreen).matches);
}

export function App() {
  const small = useSmallScreen();
  useEffect(() => startPipeline(), []);

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
          </>
        }
      />
      <Notice />
      <main className="workspace">
        <div className="pane pane-editor">
          {small ? (
            <PlainEditor />
          ) : (
            <Suspense fallback={<div className="editor-loading">Loading editor…</div>}>
              <MonacoEditor />
            </Suspense>
          )}
        </div>
        <div className="pane pane-results" id="results" tabIndex={-1}>
          <ResultsPane />
        </div>
      </main>
      <StatusBar />
    </div>
  );
}
