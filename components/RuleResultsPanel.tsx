// Rule results (spec 16.5): every rule × declared protocol version with its status, exactly as
// `mcpdesc validate --json --rule-results` reports them, failed first, then not evaluated, not applicable and passed. A
// count chip shows only the rules with that status (a second click shows all again, components/Filters.tsx) and a line
// says how many rules a filter hides; the filter is view state, neither in the address nor saved. The rule column stays
// while the version columns scroll inside the pane. A cell with findings lists them (click: the source); the others
// are status text with an icon (the rule's own link is in the first column).
import { Fragment, useEffect, useMemo, useState } from 'react';
import { useStore } from '../src/store.ts';
import { requestRuleResults } from '../src/live-validation.ts';
import { ruleFragment } from '../src/rule-fragment.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { RuleResult, RuleStatus } from '../core/rules/results.ts';
import { useRuleReference } from './useRuleReference.ts';
import { CountChip, FilterInput, HiddenNote } from './Filters.tsx';
import { countOf, nounFor } from '../core/lib/plural.ts';

function StatusText({ status }: { status: RuleStatus }) {
  return (
    <>
      <span className="status-icon" aria-hidden="true">
        {icons[status]}
      </span>{' '}
      {statusText(status)}
    </>
  );
}

/** The order of the chips and of the rows: what needs attention first. */
const statuses: RuleStatus[] = ['failed', 'warning', 'not-evaluated', 'delegated', 'not-applicable', 'passed'];
const icons: Record<RuleStatus, string> = {
  failed: '✕',
  warning: '⚠',
  'not-evaluated': '?',
  delegated: '↗',
  'not-applicable': '–',
  passed: '✓',
};
const statusText = (status: RuleStatus) => status.replace('-', ' ');
/** A row's place: its most pressing status. */
const rank = (row: Row) => Math.min(...row.results.map((r) => statuses.indexOf(r.status)));

interface Row {
  rule: string;
  /** One result per version for version-dependent rules, else one result for every version. */
  results: RuleResult[];
}

function findingsOf(diagnostics: Diagnostic[], result: RuleResult): Diagnostic[] {
  return diagnostics.filter(
    (d) =>
      d.rule === result.rule &&
      (result.protocolVersion === undefined ||
        d.protocolVersion === undefined ||
        d.protocolVersion === result.protocolVersion),
  );
}

export function RuleResultsPanel() {
  const results = useStore((s) => s.ruleResults);
  const diagnostics = useStore((s) => s.diagnostics);
  const runStatus = useStore((s) => s.status);
  const shownRun = useStore((s) => s.shownRun);
  const current = useStore((s) => s.ruleResultsRun === s.shownRun);
  const revealRange = useStore((s) => s.revealRange);
  const reference = useRuleReference();
  const filter = useStore((s) => s.ruleStatusFilter) as RuleStatus | undefined;
  const setFilter = useStore((s) => s.setRuleStatusFilter);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | undefined>();
  // The validation answers carry no rule results: asked for when the tab opens and for every result shown while it is open.
  useEffect(() => requestRuleResults(), [shownRun]);

  const titles = useMemo(
    () => new Map(reference.state === 'done' ? reference.entries.map((e) => [e.id, e.title]) : []),
    [reference],
  );
  const rows = useMemo(() => {
    const byRule = new Map<string, Row>();
    for (const result of results) {
      const row = byRule.get(result.rule) ?? { rule: result.rule, results: [] };
      row.results.push(result);
      byRule.set(result.rule, row);
    }
    // Stable sort: rules of the same rank keep the catalogue's order.
    return [...byRule.values()].sort((a, b) => rank(a) - rank(b));
  }, [results]);
  const versions = useMemo(
    () => [...new Set(results.map((r) => r.protocolVersion).filter((v): v is string => v !== undefined))],
    [results],
  );
  const counts = useMemo(() => {
    const c = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<RuleStatus, number>;
    for (const r of results) c[r.status]++;
    return c;
  }, [results]);

  if (results.length === 0)
    return (
      <p className="panel-empty">
        {current && runStatus === 'done' ? 'No rule results for this text.' : 'Validating…'}
      </p>
    );
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = rows.filter(
    (row) =>
      (filter === undefined || row.results.some((r) => r.status === filter)) &&
      words.every((w) => `${row.rule} ${titles.get(row.rule) ?? ''}`.toLowerCase().includes(w)),
  );
  const columns = Math.max(1, versions.length);
  const toggle = (status: RuleStatus) => setFilter(filter === status ? undefined : status);

  const cell = (row: Row, result: RuleResult, span: number) => {
    const key = `${result.rule}|${result.protocolVersion ?? ''}`;
    const findings = findingsOf(diagnostics, result);
    const withFindings = (result.status === 'failed' || result.status === 'warning') && findings.length > 0;
    const title =
      result.reason ?? (withFindings ? `${countOf(findings.length, 'finding')}: show them` : statusText(result.status));
    return (
      <td
        key={key}
        colSpan={span}
        className={`status-cell status-${result.status}${filter !== undefined && result.status !== filter ? ' status-other' : ''}`}
        data-testid="rule-result"
        data-rule={result.rule}
        data-version={result.protocolVersion ?? ''}
        data-status={result.status}
      >
        {withFindings ? (
          <button
            type="button"
            className="status-button"
            aria-expanded={open === key}
            title={title}
            onClick={() => setOpen(open === key ? undefined : key)}
          >
            <StatusText status={result.status} /> ({findings.length.toLocaleString('en-US')})
          </button>
        ) : (
          <span className="status-text" title={title}>
            <StatusText status={result.status} />
          </span>
        )}
      </td>
    );
  };

  return (
    <section
      className="projection rule-results"
      aria-label="Rule results"
      aria-busy={!current}
      data-testid="rule-results-panel"
      data-run={current ? shownRun : undefined}
    >
      <p className="projection-help">
        One status per rule, and per declared protocol version where the rule depends on it (spec 16.5): the same
        results as <code>mcpdesc validate --json --rule-results</code>. A rule this validator does not check is never
        reported passed.
      </p>
      <div
        className="diagnostics-summary rule-status-filter"
        role="group"
        aria-label="Show only the rules with one status"
      >
        {statuses.map((status) => (
          <CountChip
            key={status}
            count={counts[status]}
            label={status === 'warning' ? nounFor(counts[status], 'warning') : statusText(status)}
            pressed={filter === status}
            onToggle={() => toggle(status)}
            kind={`status-${status}`}
            testId={`status-${status}`}
            only={`the rules with a ${statusText(status)} result`}
          />
        ))}
        <FilterInput label="Filter rules" value={query} onChange={setQuery} testId="rule-results-search" />
      </div>
      <HiddenNote
        hidden={shown.length < rows.length ? [countOf(rows.length - shown.length, 'rule')] : []}
        onShowAll={() => {
          setFilter(undefined);
          setQuery('');
        }}
        testId="rule-results-hidden"
      />
      <div className="matrix-scroll rule-results-scroll">
        <table className="matrix rule-results-table" data-testid="rule-results-table">
          <thead>
            <tr>
              <th scope="col">Rule</th>
              {versions.length === 0 ? (
                <th scope="col">Result</th>
              ) : (
                versions.map((v) => (
                  <th scope="col" key={v}>
                    {v}
                  </th>
                ))
              )}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td colSpan={columns + 1} className="panel-empty" data-testid="rule-results-none">
                  No rule {filter ? `has a ${statusText(filter)} result` : 'matches'}
                  {words.length > 0 ? ' among those matching the filter text' : ''}.
                </td>
              </tr>
            )}
            {shown.map((row) => {
              const expanded = row.results.map((r) => `${r.rule}|${r.protocolVersion ?? ''}`).includes(open ?? '')
                ? row.results.find((r) => `${r.rule}|${r.protocolVersion ?? ''}` === open)
                : undefined;
              return (
                <Fragment key={row.rule}>
                  <tr data-testid="rule-results-row" data-rule={row.rule}>
                    <th scope="row">
                      <a href={ruleFragment(row.rule)}>
                        <code>{row.rule}</code>
                      </a>
                      {titles.get(row.rule) && <span className="rules-title">{titles.get(row.rule)}</span>}
                    </th>
                    {row.results.length === 1 && row.results[0]!.protocolVersion === undefined
                      ? cell(row, row.results[0]!, columns)
                      : versions.map((v) => {
                          const result = row.results.find((r) => r.protocolVersion === v);
                          return result ? cell(row, result, 1) : <td key={v} />;
                        })}
                  </tr>
                  {expanded && (
                    <tr className="rule-results-findings">
                      <td colSpan={columns + 1}>
                        <ul>
                          {findingsOf(diagnostics, expanded).map((d, i) => (
                            <li key={i}>
                              <button
                                type="button"
                                className="difference"
                                onClick={() => d.range && revealRange(d.range)}
                                disabled={!d.range}
                                data-testid="rule-result-finding"
                              >
                                <span className={`severity severity-${d.severity}`}>{d.severity}</span>{' '}
                                {d.range ? `line ${d.range.start.line}: ` : ''}
                                {d.message}
                              </button>
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
