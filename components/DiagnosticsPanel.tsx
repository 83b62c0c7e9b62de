// Diagnostics for people: counts per severity, then one row per finding with its rule, version, message
// and location, the requirement it violates (its one section and anchor, linked to the spec source) and what that
// requirement asks. Clicking a row selects the range in the editor; "Quick fix…" lists the core's fixes for the finding
// (in every layout, the phone text area included). All text is rendered as text.
import { useEffect, useMemo, useRef, useState } from 'react';
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

const severities: Severity[] = ['error', 'warning', 'info'];
const labels: Record<Severity, string> = { error: 'Errors', warning: 'Warnings', info: 'Info' };

export function DiagnosticsPanel() {
  const diagnostics = useStore((s) => s.diagnostics);
  const status = useStore((s) => s.status);
  const revealRange = useStore((s) => s.revealRange);
  const rules = useStore((s) => s.rules);
  const requirements = useStore((s) => s.requirements);
  const summaries = useStore((s) => s.requirementSummaries);
  const namesRequirement = diagnostics.some((d) => d.requirement !== undefined);
  useEffect(() => {
    if (namesRequirement) loadRequirementSummaries();
  }, [namesRequirement]);
  /** No result yet (first run still going): counts would say "0 Errors" about a document not yet read. */
  const pending = useStore((s) => s.status === 'idle' || (s.status === 'validating' && s.lastRunMs === undefined));
  const [hidden, setHidden] = useState<Set<Severity>>(new Set());

  const counts = useMemo(() => {
    const c: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
    for (const d of diagnostics) c[d.severity]++;
    return c;
  }, [diagnostics]);

  const shown = diagnostics.filter((d) => !hidden.has(d.severity));

  function toggle(severity: Severity) {
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(severity)) next.delete(severity);
      else next.add(severity);
      return next;
    });
  }

  return (
    <section className="diagnostics" aria-label="Diagnostics" data-testid="diagnostics-panel">
      <div className="diagnostics-summary" role="toolbar" aria-label="Filter by severity">
        {pending && (
          <span className="diagnostics-pending" role="status" data-testid="diagnostics-pending">
            Validating…
          </span>
        )}
        {!pending &&
          severities.map((severity) => (
            <button
              key={severity}
              type="button"
              className={`count count-${severity}`}
              aria-pressed={!hidden.has(severity)}
              onClick={() => toggle(severity)}
              data-testid={`count-${severity}`}
              title={
                hidden.has(severity)
                  ? `Show ${labels[severity].toLowerCase()}`
                  : `Hide ${labels[severity].toLowerCase()}`
              }
            >
              <span className="count-number">{counts[severity]}</span> {labels[severity]}
            </button>
          ))}
        <span className="diagnostics-verdict" data-testid="verdict">
          {status === 'done' && (counts.error === 0 ? 'Valid document' : 'Invalid document')}
        </span>
      </div>
      {shown.length === 0 && status === 'done' && diagnostics.length === 0 && (
        <p className="diagnostics-empty">No problems found.</p>
      )}
      <ol className="diagnostics-list" onCopy={copyFullPointers}>
        {shown.map((d, index) => (
          <li
            key={`${d.rule}|${d.path}|${index}`}
            className={`diagnostic-row diagnostic-${d.severity}`}
            data-testid="diagnostic"
            data-rule={d.rule}
          >
            <button
              type="button"
              className="diagnostic"
              onClick={() => d.range && revealRange(d.range)}
              disabled={!d.range}
              title={d.range ? 'Select in the editor' : undefined}
            >
              <span className={`severity severity-${d.severity}`}>{d.severity}</span>
              <span className="diagnostic-message">{d.message}</span>
              <span className="diagnostic-location">
                {where(d)}
                {d.path && (
                  <>
                    {' · '}
                    <Pointer path={d.path} />
                  </>
                )}
              </span>
            </button>
            <span className="diagnostic-meta">
              <RuleLink id={d.rule} summary={rules[d.rule]} />
              {d.requirement && <RequirementAnchor anchor={d.requirement} link={requirements[d.requirement]} />}
              {d.protocolVersion && <span className="diagnostic-version">MCP {d.protocolVersion}</span>}
            </span>
            {d.requirement && summaries?.[d.requirement] && (
              <p className="diagnostic-requirement-summary" data-testid="diagnostic-requirement-summary">
                {summaries[d.requirement]}
              </p>
            )}
            <RelatedLocations diagnostic={d} />
            {d.range && <QuickFixes diagnostic={d} />}
          </li>
        ))}
      </ol>
    </section>
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
            ref={index === 0 ? (element) => void (answer.current = element) : undefined}
          >
            {fix.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

function RuleLink({ id, summary }: { id: string; summary: RuleSummary | undefined }) {
  if (!summary) return <code className="diagnostic-rule">{id}</code>;
  return (
    <>
      <a
        className="diagnostic-rule"
        href={summary.docUrl}
        title={`${summary.title}: open the rule page (what it checks, why, examples)`}
        data-testid="diagnostic-rule-link"
      >
        <code>{id}</code>
      </a>
      <span className="diagnostic-rule-title">{summary.title}</span>
    </>
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
