// Other tabs: each tab edits its own document, so two tabs never overwrite each other. When a copy of this tab's work
// (same lineage) is saved in another tab, or was saved there after this tab's copy, the newer one is offered in a
// notice, never forced.
import type { HistoryStore } from '../history.ts';
import type { Notice } from '../store.ts';
import type { PersistenceEnv, PlaygroundStore } from './env.ts';
import type { TabDocument } from './tab-document.ts';

export interface CrossTab {
  /** Offers `candidate` (another document of this lineage) unless it was offered already. */
  offer(candidate: { id: string; updatedAt: number; name?: string | undefined }): void;
}

export function listenToOtherTabs(options: {
  env: Pick<PersistenceEnv, 'channel'>;
  store: PlaygroundStore;
  history: HistoryStore;
  tab: TabDocument;
  /** Opens the newer copy the user asked for (after saving this tab's text). */
  open(id: string): void;
}): CrossTab {
  const { env, store, history, tab } = options;
  /** Documents already offered as newer, so one is not offered again and again. */
  const offered = new Set<string>();

  const offer: CrossTab['offer'] = (candidate) => {
    const key = `${candidate.id}@${candidate.updatedAt}`;
    if (offered.has(key)) return;
    offered.add(key);
    const at = new Date(candidate.updatedAt).toLocaleTimeString();
    const name = candidate.name ? `“${candidate.name}”` : 'this document';
    const notice: Notice = {
      kind: 'info',
      message: `A newer copy of ${name} was saved in another tab at ${at}. This tab keeps its own version.`,
      action: { label: 'Open the newer copy', run: () => options.open(candidate.id) },
    };
    store.getState().setNotice(notice);
  };

  const onMessage = (event: { data: unknown }): void => {
    const data = event.data as { type?: unknown; id?: unknown; lineage?: unknown; updatedAt?: unknown } | null;
    if (!data || data.type !== 'saved' || typeof data.id !== 'string' || typeof data.updatedAt !== 'number') return;
    if (data.id === tab.id || tab.lineage === undefined || data.lineage !== tab.lineage) return;
    void history.document(data.id).then((doc) => doc && offer(doc));
  };
  env.channel?.addEventListener('message', onMessage);
  return { offer };
}
