// Diagnostics as a compact problems list: counts per severity (a chip shows only that severity), a text filter and
// grouping by severity or rule, then one line per finding (severity icon, message, line:column, rule id; ArrowUp and
// ArrowDown move between them). Focusing or selecting a finding opens its details: the whole message and location, the
// requirement it violates (its section and anchor, linked to the spec source) and what that requirement asks, related
// locations and "Quick fix…" (in every layout, the phone text area included). Clicking a finding also selects its
// range in the editor. All text is rendered as text.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { requestFormat, useStore } from '../src/store.ts';
import type { Diagnostic, Severity } from '../core/diagnostics.ts';
import type { RequirementLink, RuleSummary } from '../core/reference/rule-pages.ts';
import type { CodeAction } from '../core/language/types.ts';
import { RelatedLocations } from './RelatedLocations.tsx';
import { Pointer, copyFullPointers } from './Pointer.tsx';
import { requestLanguage } from '../src/language-client.ts';
import { applyEdits } from '../core/lib/text-positions.ts';
import { replaceDocument } from '../src/replace.ts';
import { loadRequirementSummaries } from '../src/live-validation.ts';
import { countOf, nounFor } from '../core/lib/plural.ts';
import { CountChip, FilterInput, HiddenNote } from './Filters.tsx';

const severities: Severity[] = ['error', 'warning', 'info'];
/** Singular and plural of each severity in counts ("1 error", "2 errors", "2 info"). */
const nouns: Record<Severity, [string, string]> = {
  error: ['error', 'errors'],
  warning: ['warning', 'warnings'],
  info: ['info', 'info'],
};
type Grouping = 'none' | 'severity' | 'rule';

const keyOf = (d: Diagnostic, index: number) => `${d.rule}|${d.path}|${d.message}|${index}`;

export function DiagnosticsPanel() {
  const diagnostics = useStore((s) => s.diagnostics);
  const status = useStore((s) => s.status);
  const requirements = useStore((s) => s.requirements);
  const namesRequirement = diagnostics.some((d) => d.requirement !== undefined);
  useEffect(() => {
    if (namesRequirement) loadRequirementSummaries();
  }, [namesRequirement]);
  /** No result yet (first run still going): counts would say "0 errors" about a document not yet read. */
  const pending = useStore((s) => s.status === 'idle' || (s.status === 'validating' && s.lastRunMs === undefined));
  const [only, setOnly] = useState<Severity | undefined>();
  const [query, setQuery] = useState('');
  const [grouping, setGrouping] = useState<Grouping>('none');
  const [selected, setSelected] = useState<string | undefined>();

  const counts = useMemo(() => {
    const c: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
    for (const d of diagnostics) c[d.severity]++;
    return c;
  }, [diagnostics]);

  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const rows = diagnostics.map((d, index) => ({ d, key: keyOf(d, index) }));
  const shown = rows.filter(
    ({ d }) =>
      (only === undefined || d.severity === only) &&
      words.every((w) => `${d.message} ${d.rule} ${d.path} ${d.requirement ?? ''}`.toLowerCase().includes(w)),
  );
  const hiddenCounts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const { d } of rows) hiddenCounts[d.severity]++;
  for (const { d } of shown) hiddenCounts[d.severity]--;
  const hidden = severities.filter((s) => hiddenCounts[s] > 0).map((s) => countOf(hiddenCounts[s], ...nouns[s]));
  const groups = groupRows(shown, grouping);

  const row = ({ d, key }: { d: Diagnostic; key: string }) => (
    <Finding
      key={key}
      diagnostic={d}
      open={selected === key}
      onOpen={() => setSelected(key)}
      requirement={d.requirement ? requirements[d.requirement] : undefined}
    />
  );

  return (
    <section className="diagnostics" aria-label="Diagnostics" data-testid="diagnostics-panel">
      <div className="diagnostics-summary" role="toolbar" aria-label="Filter findings">
        {pending && (
          <span className="diagnostics-pending" role="status" data-testid="diagnostics-pending">
            Validating…
          </span>
        )}
        {!pending &&
          severities.map((severity) => (
            <CountChip
              key={severity}
              count={counts[severity]}
              label={nounFor(counts[severity], ...nouns[severity])}
              pressed={only === severity}
              onToggle={() => setOnly(only === severity ? undefined : severity)}
              kind={`count-${severity}`}
              testId={`count-${severity}`}
              only={`the ${nouns[severity][1]}`}
            />
          ))}
        <span className="diagnostics-verdict" data-testid="verdict">
          {status === 'done' && (counts.error === 0 ? 'Valid document' : 'Invalid document')}
        </span>
      </div>
      {diagnostics.length > 0 && (
        <div className="diagnostics-tools">
          <FilterInput label="Filter findings" value={query} onChange={setQuery} testId="diagnostics-search" />
          <label className="diagnostics-grouping">
            Group by{' '}
            <select
              value={grouping}
              onChange={(e) => setGrouping(e.target.value as Grouping)}
              data-testid="diagnostics-grouping"
            >
              <option value="none">nothing</option>
              <option value="severity">severity</option>
              <option value="rule">rule</option>
            </select>
          </label>
        </div>
      )}
      {status === 'done' && diagnostics.length === 0 && <p className="diagnostics-empty">No problems found.</p>}
      <HiddenNote
        hidden={hidden}
        onShowAll={() => {
          setOnly(undefined);
          setQuery('');
        }}
        testId="diagnostics-hidden"
      />
      {groups === undefined ? (
        <ol className="diagnostics-list" onCopy={copyFullPointers}>
          {shown.map(row)}
        </ol>
      ) : (
        groups.map((group) => (
          <section key={group.name} className="diagnostics-group" data-testid="diagnostics-group">
            <h3 className="diagnostics-group-heading">
              {group.name} <span className="diagnostics-group-count">{countOf(group.rows.length, 'finding')}</span>
            </h3>
            <ol className="diagnostics-list" onCopy={copyFullPointers}>
              {group.rows.map(row)}
            </ol>
          </section>
        ))
      )}
    </section>
  );
}

function groupRows<T extends { d: Diagnostic }>(
  rows: T[],
  grouping: Grouping,
): { name: string; rows: T[] }[] | undefined {
  if (grouping === 'none') return undefined;
  const groups = new Map<string, T[]>();
  const order = grouping === 'severity' ? severities.map((s) => nouns[s][1]) : [];
  for (const name of order) groups.set(name, []);
  for (const r of rows) {
    const name = grouping === 'severity' ? nouns[r.d.severity][1] : r.d.rule;
    groups.set(name, [...(groups.get(name) ?? []), r]);
  }
  return [...groups]
    .filter(([, members]) => members.length > 0)
    .map(([name, members]) => ({ name: grouping === 'severity' ? capitalized(name) : name, rows: members }));
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One finding: a single line (severity icon, message, line:column, rule id) that opens its details when focused or
 * selected (pointer or keyboard); clicking it also selects the range in the editor.
 */
function Finding({
  diagnostic: d,
  open,
  onOpen,
  requirement,
}: {
  diagnostic: Diagnostic;
  open: boolean;
  onOpen(): void;
  requirement: RequirementLink | undefined;
}) {
  const revealRange = useStore((s) => s.revealRange);
  const summary = useStore((s) => (d.requirement ? s.requirementSummaries?.[d.requirement] : undefined));
  const rule = useStore((s) => s.rules[d.rule]);
  return (
    <li
      className={`diagnostic-row diagnostic-${d.severity}`}
      data-testid="diagnostic"
      data-rule={d.rule}
      data-open={open}
      onFocus={onOpen}
    >
      <button
        type="button"
        className="diagnostic"
        aria-expanded={open}
        onClick={() => {
          onOpen();
          if (d.range) revealRange(d.range);
        }}
        title={d.range ? 'Show the details and select in the editor' : 'Show the details'}
        onKeyDown={moveInList}
      >
        <SeverityIcon severity={d.severity} />
        <span className="diagnostic-message">{d.message}</span>
        <span className="diagnostic-position" data-testid="diagnostic-position">
          {d.range ? `${d.range.start.line}:${d.range.start.column}` : ''}
        </span>
        <code className="diagnostic-rule-id">{d.rule}</code>
      </button>
      {open && (
        <div className="diagnostic-details" data-testid="diagnostic-details">
          <span className="diagnostic-location">
            {where(d)}
            {d.path && (
              <>
                {' · '}
                <Pointer path={d.path} />
              </>
            )}
          </span>
          <span className="diagnostic-meta">
            <RuleLink id={d.rule} summary={rule} />
            {d.requirement && <RequirementAnchor anchor={d.requirement} link={requirement} />}
            {d.protocolVersion && <span className="diagnostic-version">MCP {d.protocolVersion}</span>}
          </span>
          {/* What the violated requirement asks; the rule's title only where no requirement is named, since a
              rule's title covers all its parts and may not be the one that fired. */}
          {summary !== undefined ? (
            <p className="diagnostic-requirement-summary" data-testid="diagnostic-requirement-summary">
              {summary}
            </p>
          ) : (
            !d.requirement &&
            rule && (
              <p className="diagnostic-rule-title" data-testid="diagnostic-rule-title">
                {rule.title}
              </p>
            )
          )}
          <RelatedLocations diagnostic={d} />
          {d.range && <QuickFixes diagnostic={d} />}
        </div>
      )}
    </li>
  );
}

/** Each severity's shape (a circle, a triangle) and the mark drawn on it, so the icon is not told by colour alone. */
/** ArrowUp and ArrowDown move between the findings' lines (and so open the next one's details), as in a list. */
function moveInList(event: KeyboardEvent<HTMLButtonElement>) {
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return;
  const panel = event.currentTarget.closest('[data-testid="diagnostics-panel"]');
  const lines = [...(panel?.querySelectorAll<HTMLElement>('button.diagnostic') ?? [])];
  const next = lines[lines.indexOf(event.currentTarget) + step];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

const severityShapes: Record<Severity, { shape: string; mark: string }> = {
  error: { shape: 'M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Z', mark: 'M5.5 5.5l5 5m0-5-5 5' },
  warning: { shape: 'M8 1.2 15.2 14.6H.8Z', mark: 'M8 6v4.2m0 1.4v1.3' },
  info: { shape: 'M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Z', mark: 'M8 7v5m0-7.6v1.5' },
};

/** The severity as an icon with its name for assistive technology (and as a tooltip). */
export function SeverityIcon({ severity }: { severity: Severity }) {
  return (
    <svg
      className={`severity-icon severity-${severity}`}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      role="img"
      aria-label={severity}
      data-severity={severity}
    >
      <title>{severity}</title>
      <path fill="currentColor" d={severityShapes[severity].shape} />
      <path className="severity-mark" d={severityShapes[severity].mark} />
    </svg>
  );
}

/** Fixes for one finding, asked of the language worker on demand; each applies to the text it was computed for. */
function QuickFixes({ diagnostic }: { diagnostic: Diagnostic }) {
  const [found, setFound] = useState<{ text: string; fixes: CodeAction[] } | 'looking' | undefined>();
  // A list computed for another text (the user edited since) is not offered: its ranges would be wrong. Only a row
  // holding a list follows the text (a boolean selector), so typing does not re-render every row.
  const current = useStore((s) => typeof found === 'object' && s.text === found.text);
  const fixes = current && typeof found === 'object' ? found.fixes : undefined;
  // The "Quick fix…" button gives way to the list: keyboard focus moves to its first fix (or to the "no fix" line).
  const answer = useRef<HTMLElement | null>(null);
  const focusAnswer = useRef(false);
  useEffect(() => {
    if (fixes === undefined || !focusAnswer.current) return;
    focusAnswer.current = false;
    answer.current?.focus();
  }, [fixes]);

  async function look() {
    const state = useStore.getState();
    const current = state.text;
    setFound('looking');
    focusAnswer.current = true;
    const actions = await requestLanguage('codeActions', {
      text: current,
      format: requestFormat(current, state),
      range: diagnostic.range!,
    });
    // The same verified, ranked list as Ctrl+. in the editor: the fixes that remove this finding, in that order.
    const same = (d: CodeAction['diagnostic']) =>
      d.rule === diagnostic.rule && d.path === diagnostic.path && d.message === diagnostic.message;
    const mine = (actions ?? []).filter((a) => same(a.diagnostic) || a.fixes.some(same));
    setFound({ text: current, fixes: mine });
  }

  function apply(fix: CodeAction) {
    const { text: current, format, formatAuto, setFormat, revealRange } = useStore.getState();
    if (typeof found !== 'object' || found.text !== current) return;
    setFound(undefined);
    if (fix.format) return setFormat(fix.format); // read the text in the other format: nothing to edit
    replaceDocument({ text: applyEdits(current, fix.edits), format }, `the quick fix “${fix.title}”`, {
      sameDocument: true,
      verb: 'Applied',
    });
    if (!formatAuto) setFormat(format);
    setFound(undefined);
    // A value left for the user to complete (the editor's snippet tab stop): the cursor goes there.
    if (fix.selection) revealRange(fix.selection);
  }

  if (fixes === undefined) {
    return (
      <button
        type="button"
        className="diagnostic-fixes"
        onClick={() => void look()}
        disabled={found === 'looking'}
        data-testid="diagnostic-fixes"
      >
        {found === 'looking' ? 'Looking for fixes…' : 'Quick fix…'}
      </button>
    );
  }
  if (fixes.length === 0) {
    return (
      <span
        className="diagnostic-no-fix"
        data-testid="diagnostic-no-fix"
        tabIndex={-1}
        ref={(element) => void (answer.current = element)}
      >
        No quick fix for this finding.
      </span>
    );
  }
  return (
    <ul className="diagnostic-fix-list" aria-label="Quick fixes">
      {fixes.map((fix, index) => (
        <li key={index}>
          <button
            type="button"
            className="diagnostic-fix"
            onClick={() => apply(fix)}
            data-testid="diagnostic-fix"
            title={fix.description}
            ref={index === 0 ? (element) => void (answer.current = element) : undefined}
          >
            {fix.title}
          </button>
          {fix.description && (
            <span className="diagnostic-fix-detail" data-testid="diagnostic-fix-detail">
              {fix.description}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function RuleLink({ id, summary }: { id: string; summary: RuleSummary | undefined }) {
  if (!summary) return <code className="diagnostic-rule">{id}</code>;
  return (
    <a
      className="diagnostic-rule"
      href={summary.docUrl}
      title={`${summary.title}: open the rule page (what it checks, why, examples)`}
      data-testid="diagnostic-rule-link"
    >
      Rule <code>{id}</code>
    </a>
  );
}

/** `§ 5.1 req-info-fields`: the one section holding the requirement the finding violates, linked to its anchor. */
function RequirementAnchor({ anchor, link }: { anchor: string; link: RequirementLink | undefined }) {
  if (!link) return <code className="diagnostic-section">{anchor}</code>;
  return (
    <a
      className="diagnostic-section"
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      title={`Read the requirement in § ${link.section} ${link.heading} of the specification source (v0.9.0-rc.3)`}
      data-testid="diagnostic-requirement"
    >
      § {link.section} <code>{anchor}</code>
    </a>
  );
}

function where(d: Diagnostic): string {
  return d.range ? `line ${d.range.start.line}, column ${d.range.start.column}` : 'no position';
}
