// One line of run status: validating…, timings, cancellations.
import { useStore } from '../src/store.ts';
// An asset URL, not code: the UI links to the generated schema file and never runs it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import schemaUrl from '../core/generated/mcp-description-0.9.0-rc.3.schema.json?url';
import { countOf } from '../core/lib/plural.ts';

export function StatusBar() {
  const status = useStore((s) => s.status);
  const lastRunMs = useStore((s) => s.lastRunMs);
  const runs = useStore((s) => s.runs);
  const shownRun = useStore((s) => s.shownRun);
  const format = useStore((s) => s.format);
  const text = useStore((s) => s.text);
  return (
    <footer className="status-bar" data-testid="status-bar">
      {/* data-run: the run whose result is shown; data-runs: the newest run (e2e/fixtures.ts waits on them). */}
      <span data-testid="run-status" data-status={status} data-run={shownRun} data-runs={runs}>
        {status === 'validating' && 'Validating…'}
        {status === 'done' && lastRunMs !== undefined && `Validated in ${lastRunMs.toFixed(0)} ms`}
        {status === 'timeout' && 'Validation cancelled: time budget exceeded'}
        {status === 'failed' && 'Validation failed'}
      </span>
      <span>
        {format.toUpperCase()} · {countOf(text.length, 'character')}
      </span>
      <span className="status-spec">
        mcpdesc 0.9.0-rc.3 ·{' '}
        <a
          href={schemaUrl}
          download="mcp-description-0.9.0-rc.3.schema.json"
          data-testid="schema-download"
          title="The document schema this playground validates against (JSON Schema 2020-12), for your editor or CI"
        >
          document schema
        </a>
      </span>
    </footer>
  );
}
