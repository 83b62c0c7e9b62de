// Exploring protocol versions: Effective Protocol Views (4.12) and native list previews (4.14). One test, one app
// start: the multi-version example's native lists, then its views (the choice kept through a reload), then an invalid
// document.
import { test, expect, openFresh, codeViewText, openResultTab } from './fixtures.ts';

test('protocol views and native lists of a version; the choice survives a reload; an invalid document says why it cannot be projected', async ({
  page,
}) => {
  await openFresh(page);
  await page.getByTestId('examples-select').selectOption('multi-version');
  await expect(page.getByTestId('verdict')).toHaveText('Valid document');

  await test.step('native lists show what tools/list returns for a version, without mcpdesc metadata', async () => {
    await openResultTab(page, 'native');
    await page.getByTestId('native-versions').getByRole('radio', { name: '2026-07-28' }).click();
    await page.getByTestId('native-kinds').getByRole('radio', { name: 'tools/list' }).click();
    const text = () => codeViewText(page, 'native-text');
    await expect(page.getByTestId('native-result')).toHaveAttribute('data-stale', 'false');
    await expect.poll(text).toContain('"tools"');
    const value = JSON.parse(await text());
    expect(Array.isArray(value.tools)).toBe(true);
    for (const tool of value.tools) {
      expect(tool).not.toHaveProperty('protocolVersions');
      expect(tool).not.toHaveProperty('examples');
      expect(tool).not.toHaveProperty('tags');
    }
    await page.getByTestId('native-kinds').getByRole('radio', { name: 'prompts/list' }).click();
    await expect.poll(text).toContain('"prompts"');
  });

  await test.step('a protocol view shows only the declarations of that version, and the choice survives a reload', async () => {
    await openResultTab(page, 'view');
    await page.getByTestId('view-versions').getByRole('radio', { name: '2024-11-05' }).click();
    const view = () => codeViewText(page, 'view-text');
    await expect(page.getByTestId('view-result')).toHaveAttribute('data-stale', 'false');
    await expect.poll(view).toContain('search_repositories');
    expect(await view()).not.toContain('summarize_pull_request'); // scoped to 2025-06-18 and 2025-11-25 only
    expect(await view()).not.toContain('Search Repositories'); // the 2025-06-18+ variant's title
    await expect(page.getByTestId('view-verdict')).toContainText('valid document');

    await page.getByTestId('view-versions').getByRole('radio', { name: '2025-11-25' }).click();
    await expect(page.getByTestId('view-result')).toHaveAttribute('data-stale', 'false');
    await expect.poll(view).toContain('summarize_pull_request');
    expect(await view()).toContain('Search Repositories');

    await page.reload(); // the chosen view is saved with the text as the page closes
    await expect(page.getByTestId('view-versions').getByRole('radio', { name: '2025-11-25' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  await test.step('an invalid document cannot be projected, and says why', async () => {
    await page.getByTestId('examples-select').selectOption('invalid');
    await openResultTab(page, 'native');
    await expect(page.getByTestId('native-error')).toContainText('projection-source-invalid');
    await openResultTab(page, 'view');
    await expect(page.getByTestId('view-error')).toBeVisible();
  });
});
