// Whether the welcome shows: on a first visit until dismissed (remembered in this browser), and again from Help.
const KEY = 'mcpdesc-playground:v1:welcome-dismissed';

type Listener = () => void;
const listeners = new Set<Listener>();

function readDismissed(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

let shown: boolean | undefined;

export const welcome = {
  shown(): boolean {
    shown ??= !readDismissed();
    return shown;
  },
  show(value: boolean): void {
    shown = value;
    try {
      if (value) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, '1');
    } catch {
      /* without storage it shows again on the next visit */
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
