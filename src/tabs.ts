// The result tab is one string, so it is saved and shared with the document: 'diagnostics',
// 'view:<version>' (Effective Protocol View, spec 4.12) or 'native:<version>:<kind>' (native projection, 4.14).

import type { NativeKind } from './worker/protocol.ts';

export type { NativeKind };
export const nativeKinds: readonly NativeKind[] = ['tools', 'resources', 'resourceTemplates', 'prompts'];

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
  | { kind: 'native'; version: string | undefined; list: NativeKind };

export function parseTab(tab: string): Tab {
  const [kind, version, list] = tab.split(':');
  if (kind === 'view') return { kind: 'view', version: version || undefined };
  if (kind === 'native') {
    return { kind: 'native', version: version || undefined, list: nativeKinds.find((k) => k === list) ?? 'tools' };
  }
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
  }
}

/** The version a tab shows: its own when still declared, else the newest declared one. */
export function effectiveVersion(wanted: string | undefined, declared: string[]): string | undefined {
  if (wanted && declared.includes(wanted)) return wanted;
  return declared.at(-1);
}
