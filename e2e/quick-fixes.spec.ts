// Quick fixes from the diagnostics panel (core/language code actions through the language worker), in both layouts:
// the phone text area has no editor widgets, so this is where it gets the fixes Monaco offers with Ctrl+.
import { test, expect, setEditorText, getEditorText, openFresh, waitForValidation, validationRun } from './fixtures.ts';

const misspelled = '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "x", "version": "1", "titel": "X"},\n  "protocolVersions": ["2025-11-25"]\n}';

test('a finding offers its quick fixes; applying one removes it, and the notice undoes it', async ({ page }) => {
  await openFresh(page);
  await setEditorText(page, misspelled);
  await waitForValidation(page);
  const row = page.getByTestId('diagnostic').filter({ hasText: 'titel' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('diagnostic-fixes').click();
  const fix = row.getByTestId('diagnostic-fix').filter({ hasText: 'Rename to "title"' });
  await expect(fix).toBeVisible();
  const run = await validationRun(page);
  await fix.click();
  await expect.poll(() => getEditorText(page)).toContain('"title": "X"');
  await waitForValidation(page, run);
  await expect(page.getByTestId('diagnostic').filter({ hasText: 'titel' })).toHaveCount(0);
  await expect(page.getByTestId('notice')).toContainText('Applied the quick fix');
  await page.getByTestId('notice-action').click();
  await expect.poll(() => getEditorText(page)).toBe(misspelled);
});

test('fixes computed for an older text are not offered after an edit', async ({ page }) => {
  await openFresh(page);
  await setEditorText(page, misspelled);
  await waitForValidation(page);
  const row = page.getByTestId('diagnostic').filter({ hasText: 'titel' });
  await row.getByTestId('diagnostic-fixes').click();
  await expect(row.getByTestId('diagnostic-fix').first()).toBeVisible();
  await setEditorText(page, misspelled.replace('"x"', '"y"'));
  await waitForValidation(page);
  const again = page.getByTestId('diagnostic').filter({ hasText: 'titel' });
  await expect(again.getByTestId('diagnostic-fix')).toHaveCount(0);
  await expect(again.getByTestId('diagnostic-fixes')).toBeVisible();
});

test('keyboard only: past the editor with the skip link, Enter on Quick fix… puts focus on the first fix', async ({ page }) => {
  await openFresh(page);
  await setEditorText(page, misspelled);
  await waitForValidation(page);
  const row = page.getByTestId('diagnostic').filter({ hasText: 'titel' });
  await row.getByTestId('diagnostic-fixes').focus();
  await page.keyboard.press('Enter');
  await expect(row.getByTestId('diagnostic-fix').first()).toBeFocused();
  await expect(row.getByTestId('diagnostic-fix').first()).toContainText('Rename to "title"');
  await page.keyboard.press('Enter');
  await expect.poll(() => getEditorText(page)).toContain('"title": "X"');
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the text area gets the same quick fixes from the panel', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const area = page.getByTestId('plain-editor');
    await expect(area).toBeVisible();
    await area.fill(misspelled);
    const row = page.getByTestId('diagnostic').filter({ hasText: 'titel' });
    await expect(row).toHaveCount(1);
    await row.getByTestId('diagnostic-fixes').click();
    await row.getByTestId('diagnostic-fix').filter({ hasText: 'Rename to "title"' }).click();
    await expect(area).toHaveValue(misspelled.replace('"titel"', '"title"'));
    await expect(page.getByTestId('diagnostic').filter({ hasText: 'titel' })).toHaveCount(0);
  });
});
