// Small things users notice: theme (system, live; a remembered toggle), button contrast, download name, first status.
import { test, expect, getEditorText, setEditorText, waitForValidation, openFresh } from './fixtures.ts';
import type { Page } from '@playwright/test';

const editorTheme = (page: Page) =>
  page
    .locator('.monaco-editor')
    .first()
    .getAttribute('class')
    .then((c) => (c?.split(' ').includes('vs-dark') ? 'dark' : 'light'));
const pageTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

test('the editor follows the system theme live, and a remembered toggle overrides it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openFresh(page);
  await expect.poll(() => editorTheme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => editorTheme(page)).toBe('dark');
  expect(await pageTheme(page)).toBe('dark');

  await page.getByTestId('theme-select').selectOption('light');
  await expect.poll(() => editorTheme(page)).toBe('light');
  expect(await pageTheme(page)).toBe('light');
  await page.reload();
  await page.getByTestId('editor').waitFor();
  await expect(page.getByTestId('theme-select')).toHaveValue('light');
  await expect.poll(() => editorTheme(page)).toBe('light');

  await page.getByTestId('theme-select').selectOption('system');
  await expect.poll(() => editorTheme(page)).toBe('dark');
});

/** Lowest contrast ratio (WCAG 2) between text and background over every visible button with a filled background. */
async function lowestButtonContrast(page: Page): Promise<{ ratio: number; button: string }> {
  return page.evaluate(() => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    /** The first opaque background up the tree. */
    const background = (element: Element | null): number[] => {
      for (let e = element; e; e = e.parentElement) {
        const parts = rgb(getComputedStyle(e).backgroundColor);
        if (parts.length === 3 || (parts.length === 4 && parts[3]! > 0.9)) return parts.slice(0, 3);
      }
      return [255, 255, 255];
    };
    let lowest = { ratio: Infinity, button: '' };
    for (const button of document.querySelectorAll('button, select')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || (button as HTMLButtonElement).disabled) continue;
      const fg = luminance(rgb(getComputedStyle(button).color));
      const bg = luminance(background(button));
      const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      if (ratio < lowest.ratio) lowest = { ratio, button: button.textContent?.trim() || button.outerHTML.slice(0, 60) };
    }
    return lowest;
  });
}

test('every button meets WCAG AA contrast in the dark and the light theme; Download names the file after info.name', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openFresh(page);
  for (const scheme of ['dark', 'light'] as const) {
    await test.step(`every button meets WCAG AA contrast (4.5:1) in the ${scheme} theme`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      // The page follows the system theme live (the test above): measure once it and the editor have switched.
      await expect.poll(() => pageTheme(page)).toBe(scheme);
      await expect.poll(() => editorTheme(page)).toBe(scheme);
      await waitForValidation(page);
      const lowest = await lowestButtonContrast(page);
      expect(lowest.ratio, `lowest contrast: "${lowest.button}"`).toBeGreaterThanOrEqual(4.5);
    });
  }
  await test.step('Download names the file after info.name, not the example opened before', async () => {
    await page.getByTestId('examples-select').selectOption('invalid');
    // Example texts load on demand: the example is in the editor before the user's own text replaces it.
    await expect.poll(() => getEditorText(page)).toContain('broken-weather');
    await setEditorText(
      page,
      '{\n  "mcpdesc": "0.9.0",\n  "info": { "name": "my-weather-server", "version": "1.0.0" }\n}',
    );
    await expect(page.getByTestId('format-select').locator('option:checked')).toHaveText('Auto (JSON)'); // detected from the new content
    const download = page.waitForEvent('download');
    await page.getByTestId('download-button').click();
    expect((await download).suggestedFilename()).toBe('my-weather-server.mcpdesc.json');
  });
});

test('before the first result the panel says Validating…, not 0 Errors', async ({ page }) => {
  // Hold the validation worker back, as a slow device would, until the panel has been checked (a state, not a delay).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/core.worker-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('diagnostics-pending')).toHaveText('Validating…');
  await expect(page.getByTestId('count-error')).toHaveCount(0);
  release();
  await waitForValidation(page);
  await expect(page.getByTestId('diagnostics-pending')).toHaveCount(0);
  await expect(page.getByTestId('count-error')).toBeVisible();
});
