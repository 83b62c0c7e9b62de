// A first visit's welcome: what an MCP Description is, three things to try and the main keys, in a strip above the
// editor (never pushing it below the fold); dismissed for this browser, and shown again from Help.
import { useSyncExternalStore } from 'react';
import { welcome } from '../src/welcome.ts';
import { openExample } from '../src/open-example.ts';
import { useStore } from '../src/store.ts';
import { formatTab } from '../src/tabs.ts';
import '../src/styles/help.css';

/** What this is, in one sentence. */
export const welcomeSentence =
  'An MCP Description is one JSON or YAML file that describes an MCP server — its tools, resources, prompts, transports and security — for each MCP protocol version it supports; this playground checks it against the specification as you type.';

/** The three things to try: an example, the invalid tour, Compare (on a document with several versions). */
export function TryThese({ onDone }: { onDone?: () => void }) {
  const compare = () => {
    const tab = formatTab({ kind: 'compare', from: undefined, to: undefined });
    // Compare needs two protocol versions: the multi-version example has five.
    if (useStore.getState().protocolVersions.length >= 2) useStore.getState().setTab(tab);
    else void openExample('multi-version', tab);
    onDone?.();
  };
  return (
    <span className="welcome-try">
      Try:{' '}
      <button
        type="button"
        className="welcome-link"
        data-testid="try-example"
        onClick={() => {
          void openExample('multi-version');
          onDone?.();
        }}
      >
        an example
      </button>
      ,{' '}
      <button
        type="button"
        className="welcome-link"
        data-testid="try-invalid"
        onClick={() => {
          void openExample('invalid', formatTab({ kind: 'diagnostics' })); // a tour of the findings
          onDone?.();
        }}
      >
        the invalid tour
      </button>{' '}
      (every kind of finding, with quick fixes), or{' '}
      <button type="button" className="welcome-link" data-testid="try-compare" onClick={compare}>
        Compare
      </button>{' '}
      two protocol versions.
    </span>
  );
}

export function Welcome() {
  const shown = useSyncExternalStore(welcome.subscribe, welcome.shown);
  if (!shown) return null;
  return (
    <section className="welcome" aria-label="Welcome" data-testid="welcome">
      <p className="welcome-text">
        <strong>Welcome.</strong> {welcomeSentence} <TryThese />{' '}
        <span className="welcome-keys">
          Keys: <kbd>Ctrl+Space</kbd> complete, <kbd>Ctrl+.</kbd> quick fix, <kbd>Ctrl+M</kbd> Tab mode; all in Help.
        </span>
      </p>
      <button
        type="button"
        className="welcome-dismiss"
        data-testid="welcome-dismiss"
        aria-label="Dismiss the welcome (Help shows it again)"
        title="Dismiss (Help shows it again)"
        onClick={() => welcome.show(false)}
      >
        ×
      </button>
    </section>
  );
}
