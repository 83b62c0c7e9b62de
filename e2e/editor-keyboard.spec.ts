// Keyboard and screen-reader access around the editor: a skip link to the results, the verdict in a live region.
import { test, expect, getEditorText, setEditorText, openFresh, waitForValidation } from './fixtures.ts';

test('the skip link, the verdict announced, and the Tab switch of the editor', async ({ page }) => {
  await openFresh(page);
  await test.step('the first Tab stop is a skip link that moves focus to the results, with no error and the text kept', async () => {
    const before = await getEditorText(page);
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-to-results');
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveText('Skip to results');
    await page.keyboard.press('Enter');
    await expect(page.locator('#results')).toBeFocused();
    // An in-page anchor is never read as a share link: no "does not hold a playground share link" error.
    await expect(page.getByTestId('notice')).toHaveCount(0);
    expect(await getEditorText(page)).toBe(before);
    // Nor when the address holds such an anchor (a bookmark, a reload after following it by hand).
    await setEditorText(page, '{"mine": "kept"}');
    await waitForValidation(page);
    await page.goto('/#results');
    await expect.poll(() => getEditorText(page)).toBe('{"mine": "kept"}');
    await waitForValidation(page, 0);
    await expect(page.getByTestId('notice')).toHaveCount(0);
  });
  await test.step('the verdict is announced through a polite live region, with the error count', async () => {
    const region = page.getByTestId('verdict-announcement');
    await expect(region).toHaveAttribute('role', 'status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await setEditorText(
      page,
      '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "a", "version": "1.0.0"},\n  "protocolVersions": ["2025-11-25"],\n  "colour": 1,\n  "flavour": 2\n}',
    );
    await waitForValidation(page);
    await expect(region).toHaveText('Invalid document, 2 errors');
    await expect(page.getByTestId('count-error')).toContainText('2');
    await setEditorText(
      page,
      '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "a", "version": "1.0.0"},\n  "protocolVersions": ["2025-11-25"]\n}',
    );
    await expect(region).toHaveText('Valid document');
  });
  await test.step('the editor says how Tab behaves, and the switch works by mouse too', async () => {
    const toggle = page.getByTestId('tab-focus-mode');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('editor-keys')).toContainText('Ctrl+Space complete');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toContainText('Tab moves focus');
    await toggle.click();
    await expect(toggle).toContainText('Tab inserts indentation');
  });
});

test('Tab never edits by surprise: entering the editor from the keyboard, Tab leaves it until you type or press Enter', async ({
  page,
}) => {
  await openFresh(page);
  const before = await getEditorText(page);
  const inEditor = () => page.evaluate(() => Boolean(document.activeElement?.closest('.monaco-editor')));
  const mode = page.getByTestId('tab-focus-mode');
  // Tab through the page from the top until focus is in the editor (keyboard only).
  let presses = 0;
  while (!(await inEditor())) {
    await page.keyboard.press('Tab');
    presses++;
    expect(presses).toBeLessThan(60);
  }
  await expect(mode).toContainText('Tab moves focus until you type or press Enter');
  await page.keyboard.press('Tab');
  expect(await inEditor()).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await inEditor()).toBe(true);
  await page.keyboard.press('Tab');
  expect(await inEditor()).toBe(false);
  expect(await getEditorText(page)).toBe(before);
  // Back in, Enter writes: from then on Tab indents, as the line above the editor says.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(mode).toContainText('Tab inserts indentation');
  await page.keyboard.press('Tab');
  expect(await inEditor()).toBe(true);
  expect((await getEditorText(page)).length).toBeGreaterThan(before.length + 1);
  // Ctrl+M still switches the mode.
  await page.keyboard.press('Control+M');
  await expect(mode).toHaveText(/^Tab moves focus Ctrl\+M$/);
  await page.keyboard.press('Tab');
  expect(await inEditor()).toBe(false);
});
