// The results side of the workspace: diagnostics, Effective Protocol Views (4.12), native list previews (4.14) and the
// rule reference. The tabs follow the WAI-ARIA tabs pattern: one tab stop, arrow keys/Home/End move and select. They
// keep one row at every width: the tabs that do not fit go into one "More" menu at the end of the row, and a count
// sits in a badge of fixed width, so a changing count never moves a tab.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from '../src/store.ts';
import { formatTab, parseTab, tabVersion, type Tab, type TabKind } from '../src/tabs.ts';
import { followRuleFragments, showRuleInAddress } from '../src/rule-fragment.ts';
import { DiagnosticsPanel } from './DiagnosticsPanel.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { onDemand } from './on-demand.tsx';
import { focusSibling, rovingIndex } from './roving.ts';
import { usePopup } from './usePopup.ts';
import type { WorkspaceLayout } from '../src/store.ts';
import '../src/styles/learn.css';

// The other tabs load when first opened: the first page load carries only the diagnostics.
const loadingPanel = () => <p className="panel-loading">Loading…</p>;
const ViewPanel = onDemand(() => import('./ViewPanel.tsx').then((m) => m.ViewPanel), loadingPanel);
const NativePanel = onDemand(() => import('./NativePanel.tsx').then((m) => m.NativePanel), loadingPanel);
const DocsPanel = onDemand(() => import('./DocsPanel.tsx').then((m) => m.DocsPanel), loadingPanel);
const ComparePanel = onDemand(() => import('./ComparePanel.tsx').then((m) => m.ComparePanel), loadingPanel);
const RuleResultsPanel = onDemand(() => import('./RuleResultsPanel.tsx').then((m) => m.RuleResultsPanel), loadingPanel);
const RulesPanel = onDemand(() => import('./RulesPanel.tsx').then((m) => m.RulesPanel), loadingPanel);

interface TabSpec {
  id: TabKind;
  label: string;
  /** Shown in a badge of fixed width after the label. */
  count?: number;
  title: string;
  next: Tab;
}

export function ResultsPane() {
  const tab = parseTab(useStore((s) => s.tab));
  const setTab = useStore((s) => s.setTab);
  const count = useStore((s) => s.diagnostics.length);
  const listRef = useRef<HTMLDivElement>(null);
  const version = tabVersion(tab);
  const shown = useFittingTabs(listRef);

  const tabs: TabSpec[] = [
    {
      id: 'diagnostics',
      label: 'Diagnostics',
      count,
      title: 'Findings of every rule, located in your text',
      next: { kind: 'diagnostics' },
    },
    {
      id: 'view',
      label: 'Protocol views',
      title: 'The document as one MCP protocol version sees it (spec 4.12)',
      next: { kind: 'view', version },
    },
    {
      id: 'native',
      label: 'Native lists',
      title: 'What tools/list, resources/list, resources/templates/list and prompts/list return (spec 4.14)',
      next: { kind: 'native', version, list: tab.kind === 'native' ? tab.list : 'tools' },
    },
    {
      id: 'docs',
      label: 'Docs',
      title: 'The description as server documentation for one protocol version',
      next: { kind: 'docs', version },
    },
    {
      id: 'compare',
      label: 'Compare',
      title: 'Two protocol versions side by side, every difference explained, and the availability matrix',
      next: { kind: 'compare', from: undefined, to: undefined },
    },
    {
      id: 'results',
      label: 'Rule results',
      title: 'Every rule × declared protocol version with its status (spec 16.5)',
      next: { kind: 'results' },
    },
    {
      id: 'rules',
      label: 'Rules',
      title: 'The rule reference: what each rule checks and why, with examples',
      next: { kind: 'rules', rule: undefined },
    },
  ];
  const selected = Math.max(
    0,
    tabs.findIndex((t) => t.id === tab.kind),
  );

  // `#rule=<id>` links (diagnostics, shared URLs) open the rule page without touching the document.
  useEffect(() => followRuleFragments((rule) => useStore.getState().setTab(formatTab({ kind: 'rules', rule }))), []);
  // The address shows the open rule page, so it can be shared; leaving the page removes the fragment.
  const openRule = tab.kind === 'rules' ? tab.rule : undefined;
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    showRuleInAddress(openRule);
  }, [openRule]);

  function select(index: number) {
    const t = tabs[index]!;
    if (t.id !== tab.kind) setTab(formatTab(t.next));
  }

  const current = tabs[selected]!;
  return (
    <section className="results" aria-label="Results">
      <div className="results-header">
        <div className="results-tabs-row">
          <div className="results-tabs" role="tablist" aria-label="Result views" ref={listRef}>
            {tabs.map((t, index) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`results-tab-${t.id}`}
                aria-selected={index === selected}
                aria-controls={`results-panel-${t.id}`}
                tabIndex={index === (selected < shown ? selected : 0) ? 0 : -1}
                className="results-tab"
                data-testid={`tab-${t.id}`}
                data-overflow={index >= shown}
                title={t.title}
                onClick={() => select(index)}
                onKeyDown={(event) => {
                  const target = rovingIndex(event, index, Math.min(shown, tabs.length));
                  if (target === undefined) return;
                  select(target);
                  focusSibling(listRef.current, '[role="tab"]', target);
                }}
              >
                {t.label}
                {t.id === 'diagnostics' && (
                  <span className="tab-count" data-testid="tab-count">
                    {t.count ? t.count.toLocaleString('en-US') : ''}
                  </span>
                )}
              </button>
            ))}
          </div>
          {shown < tabs.length && (
            <MoreTabs
              tabs={tabs.slice(shown)}
              selected={current.id}
              onSelect={(id) => select(tabs.findIndex((t) => t.id === id))}
            />
          )}
        </div>
        <LayoutPicker />
      </div>
      {/* Every tab controls a panel that exists; only the selected one has content. */}
      {tabs
        .filter((t) => t.id !== current.id)
        .map((t) => (
          <div key={t.id} role="tabpanel" id={`results-panel-${t.id}`} aria-labelledby={`results-tab-${t.id}`} hidden />
        ))}
      <div
        className="results-body"
        role="tabpanel"
        id={`results-panel-${current.id}`}
        aria-labelledby={`results-tab-${current.id}`}
        tabIndex={0}
      >
        {tab.kind === 'diagnostics' && <DiagnosticsPanel />}
        {tab.kind === 'view' && <ViewPanel wanted={tab.version} />}
        {tab.kind === 'native' && <NativePanel wanted={tab.version} list={tab.list} />}
        {tab.kind === 'docs' && <DocsPanel wanted={tab.version} />}
        {tab.kind === 'compare' && <ComparePanel wantedFrom={tab.from} wantedTo={tab.to} />}
        {tab.kind === 'results' && <RuleResultsPanel />}
        {tab.kind === 'rules' && <RulesPanel rule={tab.rule} />}
      </div>
    </section>
  );
}

/**
 * How many tabs fit in the row, the rest going into "More". Tab widths do not depend on what is selected or on the
 * count (a fixed-width badge), so the answer changes only with the width of the row.
 */
function useFittingTabs(list: RefObject<HTMLDivElement | null>): number {
  const [fitting, setFitting] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const element = list.current;
    const row = element?.parentElement;
    if (!element || !row) return;
    const measure = () => {
      const widths = [...element.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.offsetWidth);
      const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
      const padding = parseFloat(getComputedStyle(element).paddingLeft) || 0;
      const total = (room: number) => {
        let used = padding;
        let count = 0;
        for (const width of widths) {
          used += width + (count > 0 ? gap : 0);
          if (used > room) break;
          count++;
        }
        return count;
      };
      const all = total(row.clientWidth);
      // Room for the "More" button (its width, with a margin) when some tabs must go into it.
      setFitting(all === widths.length ? all : Math.max(1, total(row.clientWidth - MORE_WIDTH)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [list]);
  return fitting;
}

/** The width the "More" button takes at the end of the tab row (CSS `.results-more`). */
const MORE_WIDTH = 88;

/** The tabs that did not fit in the row, as a menu of radio items; the button is marked when the open tab is in it. */
function MoreTabs({ tabs, selected, onSelect }: { tabs: TabSpec[]; selected: TabKind; onSelect(id: TabKind): void }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  usePopup(open, close, button, menu);
  const current = tabs.find((t) => t.id === selected);
  return (
    <div className="results-more">
      <button
        ref={button}
        type="button"
        className={`results-tab results-more-button${current ? ' is-current' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="tabs-more"
        title={`More result views: ${tabs.map((t) => t.label).join(', ')}${current ? ` (${current.label} is open)` : ''}`}
      >
        More <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          ref={menu}
          className="results-more-menu"
          role="menu"
          aria-label="More result views"
          data-testid="tabs-more-menu"
        >
          {tabs.map((t) => (
            <button
              key={t.id}
              type="button"
              role="menuitemradio"
              aria-checked={t.id === selected}
              title={t.title}
              data-testid={`more-tab-${t.id}`}
              onClick={() => {
                setOpen(false);
                onSelect(t.id);
              }}
              onKeyDown={(event) => {
                const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
                const index = items.indexOf(event.currentTarget);
                const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
                if (step === 0) return;
                event.preventDefault();
                items[(index + step + items.length) % items.length]?.focus();
              }}
            >
              {t.label}
              {t.count ? ` (${t.count.toLocaleString('en-US')})` : ''}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

const layouts: { value: WorkspaceLayout; label: string; title: string }[] = [
  { value: 'side', label: 'Side', title: 'Results beside a wide editor' },
  { value: 'split', label: 'Split', title: 'Editor and results half and half (Docs follow the text as you type)' },
  { value: 'results', label: 'Full', title: 'The results alone, across the whole window (the editor keeps your text)' },
];

/** How the workspace shares its width between the editor and the results. */
function LayoutPicker() {
  const layout = useStore((s) => s.layout);
  const setLayout = useStore((s) => s.setLayout);
  return (
    <div className="results-layout">
      <RadioGroup label="Results width" options={layouts} value={layout} onChange={setLayout} testId="layout-picker" />
    </div>
  );
}
