// The rule reference, offline: an index of every catalogued rule grouped by spec area (a search lists the matches most
// relevant first), and a page per rule with what it checks and why, each requirement with what it asks and a link to
// the canonical spec source, and examples with the diagnostics the worker actually reports for them. Rule pages are
// `#rule=<id>` links; they never replace the user's document.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '../src/store.ts';
import { validateOther } from '../src/live-validation.ts';
import { replaceDocument } from '../src/replace.ts';
import { formatTab } from '../src/tabs.ts';
import { ruleFragment } from '../src/rule-fragment.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { RuleChecking, RuleReferenceEntry } from '../core/reference/rule-reference.ts';
import type { RuleExample } from '../core/reference/rule-examples/types.ts';
import { useRuleReference } from './useRuleReference.ts';
import { rankRules } from '../src/rule-search.ts';
import { countOf } from '../core/lib/plural.ts';

const checkingText: Record<RuleChecking, string> = {
  check: 'Checked by a semantic check of this validator.',
  schema:
    'Checked through the document schema: schema findings at the locations this rule owns are reported under its id (16.5).',
  parser: 'Checked by the parser while it reads the text (15).',
  'not-checked': 'Not checked by this validator yet: rule results report it as not-evaluated, never passed.',
  tools: 'A requirement on projection and merge tools, not on documents: rule results report it as not-applicable.',
};

export function RulesPanel({ rule }: { rule: string | undefined }) {
  const reference = useRuleReference();
  if (reference.state === 'loading') return <p className="panel-empty">Loading the rule reference…</p>;
  if (reference.state === 'failed')
    return (
      <p className="projection-error" role="alert">
        {reference.message}
      </p>
    );
  const entry = rule ? reference.entries.find((e) => e.id === rule) : undefined;
  if (rule && !entry) {
    return (
      <div className="rules">
        <p className="projection-error" role="alert">
          There is no rule <code>{rule}</code> in the catalogue of 0.9.0-rc.3.
        </p>
        <RuleIndex entries={reference.entries} />
      </div>
    );
  }
  return <div className="rules">{entry ? <RulePage entry={entry} /> : <RuleIndex entries={reference.entries} />}</div>;
}

function RuleIndex({ entries }: { entries: RuleReferenceEntry[] }) {
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const shown = useMemo(() => rankRules(entries, query), [entries, query]);
  const areas = useMemo(() => {
    const grouped = new Map<string, RuleReferenceEntry[]>();
    for (const entry of shown) grouped.set(entry.area, [...(grouped.get(entry.area) ?? []), entry]);
    return [...grouped.entries()].sort((a, b) => Number(a[0]) - Number(b[0]));
  }, [shown]);
  return (
    <section aria-label="Rule index" data-testid="rule-index">
      <div className="rules-search">
        <label>
          Search {entries.length} rules{' '}
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="id, title, word, section or req-…"
            data-testid="rule-search"
          />
        </label>
        <span className="panel-empty" aria-live="polite" data-testid="rule-count">
          {shown.length} shown{searching && shown.length > 1 ? ', most relevant first' : ''}
        </span>
      </div>
      {searching && (
        <ol className="rules-list rules-ranked" aria-label="Matching rules, most relevant first">
          {shown.map((e) => (
            <RuleIndexEntry key={e.id} entry={e} area />
          ))}
        </ol>
      )}
      {!searching &&
        areas.map(([area, group]) => (
          <section key={area} className="rules-area" aria-labelledby={`rules-area-${area}`}>
            <h3 id={`rules-area-${area}`}>
              {area}. {group[0]!.areaTitle}
            </h3>
            <ul className="rules-list">
              {group.map((e) => (
                <RuleIndexEntry key={e.id} entry={e} />
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}

function RuleIndexEntry({ entry, area = false }: { entry: RuleReferenceEntry; area?: boolean }) {
  return (
    <li data-testid="rule-index-entry" data-rule={entry.id}>
      <a href={ruleFragment(entry.id)}>
        <code>{entry.id}</code>
      </a>{' '}
      <span className="rules-title">{entry.title}</span>{' '}
      <span className={`severity severity-${entry.severity}`}>{entry.severity}</span>
      {area && (
        <span className="rules-area-name">
          {' '}
          · {entry.area}. {entry.areaTitle}
        </span>
      )}
    </li>
  );
}

function RulePage({ entry }: { entry: RuleReferenceEntry }) {
  const setTab = useStore((s) => s.setTab);
  return (
    <article className="rule-page" aria-labelledby="rule-page-title" data-testid="rule-page" data-rule={entry.id}>
      <p>
        <a
          href="#rule-index"
          onClick={(event) => {
            event.preventDefault();
            setTab(formatTab({ kind: 'rules', rule: undefined }));
          }}
        >
          ← All rules
        </a>
      </p>
      <h3 id="rule-page-title">{entry.title}</h3>
      <p>
        <code data-testid="rule-id">{entry.id}</code>{' '}
        <span className={`severity severity-${entry.severity}`}>{entry.severity}</span>
      </p>
      <dl className="rule-facts">
        <dt>What it checks</dt>
        <dd data-testid="rule-checks">{entry.checks}</dd>
        <dt>Why</dt>
        <dd>{entry.why}</dd>
        <dt>Protocol version</dt>
        <dd data-testid="rule-version-dependent">
          {entry.protocolVersionDependent
            ? 'Depends on the MCP protocol version: findings name the version, and rule results are given per declared version.'
            : 'Does not depend on the MCP protocol version.'}
        </dd>
        <dt>How it is checked</dt>
        <dd>{checkingText[entry.checking]}</dd>
        <dt>Spec area</dt>
        <dd>
          {entry.area}. {entry.areaTitle}
        </dd>
      </dl>
      <h4>Requirements it checks</h4>
      <ul className="rule-requirements" data-testid="rule-requirements">
        {entry.requirements.map((r) => (
          <li key={r.anchor} data-testid="rule-requirement" data-anchor={r.anchor}>
            <a
              href={r.url}
              target="_blank"
              rel="noopener noreferrer"
              title="The requirement in the specification source (v0.9.0-rc.3)"
            >
              <code>{r.anchor}</code>
            </a>
            {r.section && r.sectionUrl && (
              <>
                {' in '}
                <a href={r.sectionUrl} target="_blank" rel="noopener noreferrer">
                  § {r.section} {r.heading}
                </a>
              </>
            )}
            <p className="rule-requirement-summary" data-testid="rule-requirement-summary">
              {r.summary}
            </p>
          </li>
        ))}
      </ul>
      <h4>Examples</h4>
      {entry.withoutExamples && <p className="panel-empty">{entry.withoutExamples}</p>}
      {entry.invalid.map((example, i) => (
        <RuleExampleView key={`invalid-${i}`} rule={entry.id} example={example} kind="invalid" />
      ))}
      {entry.valid.map((example, i) => (
        <RuleExampleView key={`valid-${i}`} rule={entry.id} example={example} kind="valid" />
      ))}
    </article>
  );
}

type ExampleRun =
  { state: 'loading' } | { state: 'done'; diagnostics: Diagnostic[] } | { state: 'failed'; message: string };

function RuleExampleView({ rule, example, kind }: { rule: string; example: RuleExample; kind: 'valid' | 'invalid' }) {
  const [run, setRun] = useState<ExampleRun>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    validateOther(example.text, example.format).then(
      (result) => current && setRun({ state: 'done', diagnostics: result.diagnostics }),
      (error: unknown) =>
        current && setRun({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [example.text, example.format]);

  const mine = run.state === 'done' ? run.diagnostics.filter((d) => d.rule === rule) : [];
  return (
    <section
      className={`rule-example rule-example-${kind}`}
      data-testid={`rule-example-${kind}`}
      aria-label={`${kind} example: ${example.title}`}
    >
      <h5>
        <span className={`example-kind example-kind-${kind}`}>{kind === 'invalid' ? 'Invalid' : 'Valid'}</span>{' '}
        {example.title}
      </h5>
      <pre className="projection-text rule-example-text">{example.text}</pre>
      <div className="rule-example-actions">
        <button
          type="button"
          data-testid="open-example"
          onClick={() =>
            replaceDocument(
              { text: example.text, format: example.format },
              `the ${kind} example “${example.title}” of ${rule}`,
            )
          }
        >
          Open in editor
        </button>
      </div>
      <div className="rule-example-result" data-testid="example-diagnostics">
        {run.state === 'loading' && <p className="panel-empty">Validating the example…</p>}
        {run.state === 'failed' && <p className="projection-error">{run.message}</p>}
        {run.state === 'done' && (
          <>
            <p className="panel-empty">
              {mine.length === 0
                ? `The validator reports no finding of this rule${run.diagnostics.length ? ` (${countOf(run.diagnostics.length, 'other finding')})` : ''}.`
                : `The validator reports ${countOf(mine.length, 'finding')} of this rule:`}
            </p>
            <ul className="rule-example-diagnostics">
              {run.diagnostics.map((d, i) => (
                <li key={i} className={d.rule === rule ? 'is-rule' : undefined} data-rule={d.rule}>
                  <span className={`severity severity-${d.severity}`}>{d.severity}</span> <code>{d.rule}</code>
                  {d.range ? ` line ${d.range.start.line}, column ${d.range.start.column}` : ''} <code>{d.path}</code>
                  {d.protocolVersion ? ` · MCP ${d.protocolVersion}` : ''}: {d.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
