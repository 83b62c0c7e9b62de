// System / light / dark: the page and the editor follow it at once; the choice is remembered.
import { useSyncExternalStore } from 'react';
import { setThemeChoice, subscribeTheme, themeChoice, type ThemeChoice } from '../src/theme.ts';

export function ThemeToggle() {
  const choice = useSyncExternalStore(subscribeTheme, themeChoice);
  return (
    <label className="tb-format">
      <span className="tb-format-label">Theme</span>
      <select
        className="tb-select"
        data-testid="theme-select"
        value={choice}
        onChange={(event) => setThemeChoice(event.target.value as ThemeChoice)}
        title="Follow the system, or always light or dark"
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
