// The result tab is one string, so it is saved and shared with the document: 'diagnostics',
// 'view:<version>' (Effective Protocol View, spec 4.12), 'native:<version>:<kind>' (native projection, 4.14),
// 'compare:<from>:<to>' (two versions side by side), 'docs:<version>' (documentation preview),
// 'results' (rule results, 16.5) or 'rules:<rule id>' (the rule reference; the index without an id).

import type { NativeKind } from './worker/protocol.ts';
import { primitiveCollections } from '../core/model/collections.ts';

export type { NativeKind };
export const nativeKinds: readonly NativeKind[] = primitiveCollections;

/** The MCP method each native list answers. */
export const nativeMethods: Record<NativeKind, string> = {
  tools: 'tools/list',
  resources: 'resources/list',
  resourceTemplates: 'resources/templates/list',
  prompts: 'prompts/list',
};

export type Tab =
  | { kind: 'diagnostics' }
  | { kind: 'view'; version: string | undefined }
  | { kind: 'native'; version: string | undefined; list: NativeKind }
  | { kind: 'compare'; from: string | undefined; to: string | undefined }
  | { kind: 'docs'; version: string | undefined }
  | { kind: 'results' }
  | { kind: 'rules'; rule: string | undefined };

export type TabKind = Tab['kind'];

export function parseTab(tab: string): Tab {
  const [kind, version, list] = tab.split(':');
  if (kind === 'view') return { kind: 'view', version: version || undefined };
  if (kind === 'native') {
    return { kind: 'native', version: version || undefined, list: nativeKinds.find((k) => k === list) ?? 'tools' };
  }
  if (kind === 'compare') return { kind: 'compare', from: version || undefined, to: list || undefined };
  if (kind === 'docs') return { kind: 'docs', version: version || undefined };
  if (kind === 'results') return { kind: 'results' };
  if (kind === 'rules') return { kind: 'rules', rule: tab.slice('rules:'.length) || undefined };
  return { kind: 'diagnostics' };
}

export function formatTab(tab: Tab): string {
  switch (tab.kind) {
    case 'diagnostics':
      return 'diagnostics';
    case 'view':
      return `view:${tab.version ?? ''}`;
    case 'native':
      return `native:${tab.version ?? ''}:${tab.list}`;
    case 'compare':
      return `compare:${tab.from ?? ''}:${tab.to ?? ''}`;
    case 'docs':
      return `docs:${tab.version ?? ''}`;
    case 'results':
      return 'results';
    case 'rules':
      return `rules:${tab.rule ?? ''}`;
  }
}

/** The version a tab shows: its own when still declared, else the newest declared one. */
export function effectiveVersion(wanted: string | undefined, declared: string[]): string | undefined {
  if (wanted && declared.includes(wanted)) return wanted;
  return declared.at(-1);
}

/** The version a tab shows: the tab's version where it has one. */
export function tabVersion(tab: Tab): string | undefined {
  return tab.kind === 'view' || tab.kind === 'native' || tab.kind === 'docs'
    ? tab.version
    : tab.kind === 'compare'
      ? tab.to
      : undefined;
}
