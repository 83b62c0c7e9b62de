// Publishing the documentation from the Docs tab: the chosen version's HTML page downloads as one file named after
// info.name and the version, and opens on its own without loading or running anything; its Markdown is copied.
import { readFile } from 'node:fs/promises';
import { test, expect, openFresh, openResultTab, waitForValidation, validationRun } from './fixtures.ts';

test('the Docs tab downloads the chosen version as an HTML page and copies it as Markdown', async ({
  page,
  context,
  openContext,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openFresh(page);
  const run = await validationRun(page);
  await page.getByTestId('examples-select').selectOption('multi-version');
  await waitForValidation(page, run);
  await openResultTab(page, 'docs');
  await page.getByTestId('docs-versions').getByRole('radio', { name: '2025-11-25' }).click();
  await expect(page.locator('[data-testid="docs-tool"][data-name="search_repositories"]')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByTestId('docs-download-html').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('forgehub-2025-11-25.html');
  const html = await readFile((await file.path())!, 'utf8');
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain('MCP 2025-11-25</title>');
  expect(html).not.toMatch(/<script|<link|src="http/i);
  await expect(page.getByTestId('docs-export-status')).toHaveText('Downloaded forgehub-2025-11-25.html.');

  // The page stands alone: shown in a browser of its own, guarded (no CSP violation, no console error, no request).
  const reader = await (await openContext()).newPage();
  await reader.setContent(html);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(reader.locator('h3#tool-search-repositories')).toBeVisible();
  await reader.getByRole('navigation').getByRole('link', { name: 'Search Repositories' }).click();
  await expect(reader.locator('h3#tool-search-repositories')).toBeInViewport();
  // Readable on a phone: nothing wider than the screen (wide tables scroll in their own box).
  await reader.setViewportSize({ width: 390, height: 800 });
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByTestId('docs-copy-markdown').click();
  await expect(page.getByTestId('docs-export-status')).toHaveText(
    'The 2025-11-25 documentation is on the clipboard as Markdown.',
  );
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toMatch(/^# /);
  expect(markdown).toContain('**MCP protocol version:** 2025-11-25');
  expect(markdown).toContain('### Search Repositories `search_repositories`');
  expect(markdown).toContain('| `query` | string | yes | Free-text search terms. |');

  // Another version, another file.
  await page.getByTestId('docs-versions').getByRole('radio', { name: '2026-07-28' }).click();
  const second = page.waitForEvent('download');
  await page.getByTestId('docs-download-html').click();
  expect((await second).suggestedFilename()).toBe('forgehub-2026-07-28.html');
});
