// The results side of the workspace: diagnostics, Effective Protocol Views (4.12) and native list previews (4.14).
import { useStore } from '../src/store.ts';
import { formatTab, parseTab, type Tab } from '../src/tabs.ts';
import { DiagnosticsPanel } from './DiagnosticsPanel.tsx';
import { ViewPanel } from './ViewPanel.tsx';
import { NativePanel } from './NativePanel.tsx';

export function ResultsPane() {
  const tab = parseTab(useStore((s) => s.tab));
  const setTab = useStore((s) => s.setTab);
  const count = useStore((s) => s.diagnostics.length);

  const tabs: { id: Tab['kind']; label: string; title: string; next: Tab }[] = [
    { id: 'diagnostics', label: `Diagnostics${count ? ` (${count})` : ''}`, title: 'Findings of every rule, located in your text', next: { kind: 'diagnostics' } },
    { id: 'view', label: 'Protocol views', title: 'The document as one MCP protocol version sees it (spec 4.12)', next: { kind: 'view', version: tab.kind === 'diagnostics' ? undefined : tab.version } },
    { id: 'native', label: 'Native lists', title: 'What tools/list, resources/list, resources/templates/list and prompts/list return (spec 4.14)', next: { kind: 'native', version: tab.kind === 'diagnostics' ? undefined : tab.version, list: tab.kind === 'native' ? tab.list : 'tools' } },
  ];

  return (
    <section className="results" aria-label="Results">
      <div className="results-tabs" role="tablist" aria-label="Result views">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab.kind === t.id}
            className="results-tab"
            data-testid={`tab-${t.id}`}
            title={t.title}
            onClick={() => tab.kind !== t.id && setTab(formatTab(t.next))}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="results-body" role="tabpanel">
        {tab.kind === 'diagnostics' && <DiagnosticsPanel />}
        {tab.kind === 'view' && <ViewPanel wanted={tab.version} />}
        {tab.kind === 'native' && <NativePanel wanted={tab.version} list={tab.list} />}
      </div>
    </section>
  );
}
