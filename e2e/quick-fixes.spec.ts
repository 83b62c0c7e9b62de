// Quick fixes from the diagnostics panel (core/language code actions through the language worker), in both layouts:
// the phone text area has no editor widgets, so this is where it gets the fixes Monaco offers with Ctrl+.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  setEditorText,
  getEditorText,
  openFresh,
  waitForValidation,
  validationRun,
  setYaml,
  cursorAt,
} from './fixtures.ts';

const misspelled =
  '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "x", "version": "1", "titel": "X"},\n  "protocolVersions": ["2025-11-25"]\n}';

test('a finding offers its quick fixes; applying one removes it, and the notice undoes it', async ({ page }) => {
  await openFresh(page);
  await setEditorText(page, misspelled);
  await waitForValidation(page);
  const row = page.getByTestId('diagnostic').filter({ hasText: 'titel' });
  await expect(row).toHaveCount(1);
  await row.locator('button.diagnostic').focus(); // opens the finding's details
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
  await row.locator('button.diagnostic').focus(); // opens the finding's details
  await row.getByTestId('diagnostic-fixes').click();
  await expect(row.getByTestId('diagnostic-fix').first()).toBeVisible();
  await setEditorText(page, misspelled.replace('"x"', '"y"'));
  await waitForValidation(page);
  const again = page.getByTestId('diagnostic').filter({ hasText: 'titel' });
  await expect(again.getByTestId('diagnostic-fix')).toHaveCount(0);
  await expect(again.getByTestId('diagnostic-fixes')).toBeVisible();
});

test('keyboard only: past the editor with the skip link, Enter on Quick fix… puts focus on the first fix', async ({
  page,
}) => {
  await openFresh(page);
  await setEditorText(page, misspelled);
  await waitForValidation(page);
  const row = page.getByTestId('diagnostic').filter({ hasText: 'titel' });
  await row.locator('button.diagnostic').focus(); // opens the finding's details
  await row.getByTestId('diagnostic-fixes').focus();
  await page.keyboard.press('Enter');
  await expect(row.getByTestId('diagnostic-fix').first()).toBeFocused();
  await expect(row.getByTestId('diagnostic-fix').first()).toContainText('Rename to "title"');
  await page.keyboard.press('Enter');
  await expect.poll(() => getEditorText(page)).toContain('"title": "X"');
});

/** The playground's invalid example (each planted mistake marked by a comment). */
const invalidExample = readFileSync(new URL('../src/examples/invalid.mcpdesc.yaml', import.meta.url), 'utf8');

const yamlDoc = `mcpdesc: "0.9.0"
info:
  name: weather
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
tools:
  - name: get_forecast
    inputSchema:
      type: object
`;

/** Ctrl+. at the cursor: the quick-fix menu, once it lists its fixes. */
async function quickFixMenu(page: Page) {
  await page.keyboard.press('Control+.');
  const menu = page.locator('.action-widget').first();
  await expect(menu.getByRole('option').first()).toBeVisible();
  return menu;
}

test('Ctrl+. on a misspelled root protocolVersion: the rename comes first, and Enter applies it', async ({ page }) => {
  await openFresh(page);
  const text = yamlDoc.replace('protocolVersions:', 'protocolVersion:');
  await setYaml(page, text);
  await cursorAt(page, 5, 5);
  const menu = await quickFixMenu(page);
  await expect(menu.getByRole('option').first()).toContainText(/Rename (?:"protocolVersion" )?to "protocolVersions"/);
  await expect(menu).toContainText('Add required member "protocolVersions"');
  const run = await validationRun(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => getEditorText(page)).toBe(yamlDoc);
  await waitForValidation(page, run);
  await expect(page.getByTestId('verdict')).toHaveText('Valid document');
});

test('the invalid example: an unsupported version is never changed to one the list already has', async ({ page }) => {
  await openFresh(page);
  await setYaml(page, invalidExample);
  const line = invalidExample.split('\n').findIndex((l) => l.includes('"2025-09-01"')) + 1;
  await cursorAt(page, line, 8);
  const menu = await quickFixMenu(page);
  await expect(menu).toContainText('Change to "2025-06-18"');
  await expect(menu).not.toContainText('Change to "2025-11-25"');
});

test('a missing version: the fix leaves a snippet tab stop to type in, never TODO', async ({ page }) => {
  await openFresh(page);
  await setYaml(page, yamlDoc.replace('  version: "1.0.0"\n', ''));
  await cursorAt(page, 3, 5);
  const menu = await quickFixMenu(page);
  const run = await validationRun(page);
  await menu.getByText('Add required member "version" (you fill in its value)').click();
  await expect.poll(() => getEditorText(page)).toContain('  name: weather\n  version: ""\n');
  // The cursor is in the tab stop, between the quotes: typing fills in the version.
  await page.keyboard.type('2.0.0');
  await expect.poll(() => getEditorText(page)).toBe(yamlDoc.replace('"1.0.0"', '"2.0.0"'));
  expect(await getEditorText(page)).not.toContain('TODO');
  await waitForValidation(page, run);
  await expect(page.getByTestId('verdict')).toHaveText('Valid document');
});

test('an undeclared security scheme: declaring it asks for its type (a snippet with choices), nothing invented', async ({
  page,
}) => {
  await openFresh(page);
  await setYaml(
    page,
    `${yamlDoc}security:\n  - sessionCookie: []\nsecuritySchemes:\n  apiKey:\n    type: apiKey\n    in: header\n    name: X-Key\n`,
  );
  await cursorAt(page, 12, 6);
  const menu = await quickFixMenu(page);
  // The title fits the menu; "(choose its type)" is in the fix's description.
  await menu.getByText('Declare security scheme "sessionCookie" in securitySchemes', { exact: true }).click();
  const choices = page.locator('.editor-widget.suggest-widget');
  await expect(choices).toBeVisible();
  for (const type of ['http', 'apiKey', 'oauth2', 'openIdConnect']) await expect(choices).toContainText(type);
  expect(await getEditorText(page)).toContain('  sessionCookie:\n    type: http\n');
  expect(await getEditorText(page)).not.toContain('bearer');
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
    await row.locator('button.diagnostic').focus(); // opens the finding's details
    await row.getByTestId('diagnostic-fixes').click();
    await row.getByTestId('diagnostic-fix').filter({ hasText: 'Rename to "title"' }).click();
    await expect(area).toHaveValue(misspelled.replace('"titel"', '"title"'));
    await expect(page.getByTestId('diagnostic').filter({ hasText: 'titel' })).toHaveCount(0);
  });
});

test.describe('phone layout (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a fix from the panel on the text area: the value to complete is selected, the target is at least 24×24', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const area = page.getByTestId('plain-editor');
    await expect(area).toBeVisible();
    const text = yamlDoc.replace('  version: "1.0.0"\n', '');
    await area.fill(text);
    const row = page.getByTestId('diagnostic').filter({ hasText: 'version' });
    await expect(row).toHaveCount(1);
    await row.locator('button.diagnostic').click(); // opens the finding's details
    const button = row.getByTestId('diagnostic-fixes');
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await button.click();
    const fix = row.getByTestId('diagnostic-fix').filter({ hasText: 'Add required member "version"' });
    await expect(fix).toBeVisible();
    expect((await fix.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await fix.click();
    await expect(area).toHaveValue(yamlDoc.replace('"1.0.0"', '""'));
    // The cursor is between the quotes: typing completes the version.
    await expect(area).toBeFocused();
    await page.keyboard.type('2.0.0');
    await expect(area).toHaveValue(yamlDoc.replace('"1.0.0"', '"2.0.0"'));
    await expect(page.getByTestId('verdict')).toHaveText('Valid document');
  });
});
