// Share links in the address bar: read on load (src/persistence/restore.ts) and when one is pasted into the address
// bar of an open playground. Only a fragment of the share link form (`#v<n>.…`) is read as one: in-page anchors (the
// skip link's `#results`) and rule links (`#rule=…`) are left alone.
import type { ShareDecodeResult, ShareState } from '../share.ts';
import { isShareFragment } from '../share-fragment.ts';
import { overLimitMessage } from '../files.ts';
import { isOverSizeLimit } from '../worker/size.ts';
import { clearFragment, type PersistenceEnv, type PlaygroundStore } from './env.ts';

/**
 * The share link decoder, loaded only when the address has a fragment of the share link form: the decompressor
 * stays out of the first page load.
 */
export async function shareDecoder(hash: string): Promise<((fragment: string) => ShareDecodeResult) | undefined> {
  if (!isShareFragment(hash)) return undefined;
  return (await import('../share.ts')).decodeShareLink;
}

/** A decoded link whose document is over the size limit is refused like a broken one, before it reaches the editor. */
export function checkSize(decoded: ShareDecodeResult): ShareDecodeResult {
  if (!decoded.ok || !isOverSizeLimit(decoded.state.text)) return decoded;
  return {
    ok: false,
    error: overLimitMessage("This share link's document", decoded.state.text).replace(
      ' Your document was not changed.',
      '',
    ),
  };
}

/** Opens share links pasted into the address bar; `open` saves the current work first. Returns a stop function. */
export function listenForShareLinks(options: {
  env: PersistenceEnv;
  store: PlaygroundStore;
  open(state: ShareState): void;
}): () => void {
  const { env, store } = options;
  let stopped = false;
  const onHashChange = (): void => {
    const fragment = env.location.hash;
    void shareDecoder(fragment).then((decode) => {
      if (!decode || stopped || env.location.hash !== fragment) return;
      const decoded = checkSize(decode(fragment));
      if (!decoded.ok) {
        clearFragment(env);
        store.getState().setNotice({ kind: 'error', message: `${decoded.error} Your document was not changed.` });
        return;
      }
      options.open(decoded.state);
    });
  };
  env.target.addEventListener('hashchange', onHashChange);
  return () => {
    stopped = true;
    env.target.removeEventListener('hashchange', onHashChange);
  };
}
