// Light or dark: follows the system (live) unless the user picks one; the choice is remembered in this browser.
// The resolved theme is `data-theme` on <html>, which the stylesheets and the editor follow.
export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'mcpdesc-playground:v1:theme';
const darkQuery = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
let choice: ThemeChoice = 'system';

function storage(): Storage | undefined {
  try {
    return window.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function themeChoice(): ThemeChoice {
  return choice;
}

/** The theme in effect: the user's pick, or the system's. */
export function currentTheme(): Theme {
  if (choice !== 'system') return choice;
  return window.matchMedia?.(darkQuery).matches ? 'dark' : 'light';
}

function apply(): void {
  const theme = currentTheme();
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  for (const listener of listeners) listener();
}

export function setThemeChoice(next: ThemeChoice): void {
  choice = next;
  try {
    if (next === 'system') storage()?.removeItem(THEME_KEY);
    else storage()?.setItem(THEME_KEY, next);
  } catch {
    /* not remembered where storage is blocked; still applied */
  }
  apply();
}

/** Called on every change of the choice or of the system theme. Returns an unsubscribe function. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the remembered choice, applies it, and follows the system theme from now on. Call before the first render. */
export function startTheme(): void {
  const saved = storage()?.getItem(THEME_KEY);
  choice = saved === 'light' || saved === 'dark' ? saved : 'system';
  window.matchMedia?.(darkQuery).addEventListener('change', () => {
    if (choice === 'system') apply();
  });
  apply();
}
