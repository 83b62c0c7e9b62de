// The phone layout (390×844): a one-row toolbar with an overflow menu and labelled selects, line numbers beside a text
// area that does not soft-wrap, and a split between text and results that can be resized.
import { test, expect, openFresh, waitForValidation } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the text area on a phone: one toolbar row, line numbers, no soft wrap, a resizable split', async ({
  page,
}, testInfo) => {
  await openFresh(page, '/', 'plain-editor');
  await test.step('one toolbar row with labelled selects; line numbers; the screenshot at 390×844', async () => {
    const toolbar = page.getByTestId('toolbar');
    const controls = [
      page.getByTestId('examples-select'),
      page.getByTestId('share-button'),
      page.getByTestId('format-select'),
      page.getByTestId('toolbar-more'),
    ];
    const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
    // One row: every control's box overlaps the first one's vertically, and all fit in the width.
    for (const box of boxes) {
      expect(box.y).toBeLessThan(boxes[0]!.y + boxes[0]!.height / 2);
      expect(box.y + box.height).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height / 2);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const bar = (await toolbar.boundingBox())!;
    expect(bar.height).toBeLessThan(844 * 0.08); // was four rows, about 20 % of the height
    // The selects keep their labels.
    await expect(page.getByLabel('Format', { exact: true })).toBeVisible();
    // The actions that do not fit are one tap away, and the menu closes with Escape.
    await expect(page.getByTestId('download-button')).toBeHidden();
    await page.getByTestId('toolbar-more').click();
    await expect(page.getByTestId('toolbar-more')).toHaveAttribute('aria-expanded', 'true');
    for (const id of [
      'open-button',
      'download-button',
      'import-button',
      'merge-button',
      'convert-button',
      'organize-button',
      'history-button',
    ]) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    await expect(page.getByLabel('Theme')).toBeVisible();
    const menu = (await page.getByTestId('toolbar-overflow').boundingBox())!;
    expect(menu.x).toBeGreaterThanOrEqual(0);
    expect(menu.x + menu.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('download-button')).toBeHidden();
    await expect(page.getByTestId('toolbar-more')).toBeFocused();

    // Line numbers beside the text, one per line.
    const numbers = page.getByTestId('line-numbers');
    await expect(numbers).toBeVisible();
    const lines = (await page.getByTestId('plain-editor').inputValue()).split('\n').length;
    await expect(numbers.locator('div > div')).toHaveCount(lines);
    await expect(numbers.locator('div > div').first()).toHaveText('1');
    const gutter = (await numbers.boundingBox())!;
    const area = (await page.getByTestId('plain-editor').boundingBox())!;
    expect(gutter.x + gutter.width).toBeLessThanOrEqual(area.x + 1);
    expect(Math.abs(gutter.y - area.y)).toBeLessThan(2);

    const screenshot = await page.screenshot({ path: testInfo.outputPath('phone-390x844.png') });
    await testInfo.attach('phone layout at 390×844', { body: screenshot, contentType: 'image/png' });
  });
  await test.step('no soft wrap: a long YAML value stays on its line, which scrolls sideways; a diagnostic line number matches the gutter', async () => {
    const area = page.getByTestId('plain-editor');
    const long = `mcpdesc: "0.9.0"\ninfo:\n  name: x\n  version: "1"\n  description: ${'a long value that would wrap '.repeat(12)}\nprotocolVersions: ["2026-07-28"]\noops: 1\n`;
    await area.fill(long);
    await waitForValidation(page);
    expect(await area.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre');
    expect(await area.evaluate((el: HTMLTextAreaElement) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The finding on "oops" cites line 7, and the seventh row of the gutter is level with it.
    const diagnostic = page.getByTestId('diagnostic').filter({ hasText: 'oops' });
    await expect(diagnostic.getByTestId('diagnostic-position')).toHaveText(/^7:/);
    await expect(page.getByTestId('line-numbers').locator('div > div').nth(6)).toHaveText('7');
    await diagnostic.locator('button.diagnostic').click();
    expect(
      await area.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd)),
    ).toContain('oops');
  });
  await test.step('the split between text and results can be resized, by keyboard and by dragging', async () => {
    const editorPane = page.locator('#editor-pane');
    const splitter = page.getByTestId('splitter');
    await expect(splitter).toHaveAttribute('aria-orientation', 'horizontal');
    const before = (await editorPane.boundingBox())!.height;
    await splitter.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await editorPane.boundingBox())!.height).toBeGreaterThan(before + 40);
    await page.keyboard.press('Home');
    await expect(splitter).toHaveAttribute('aria-valuenow', '15');
    const box = (await splitter.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, 600, { steps: 5 });
    await page.mouse.up();
    const now = Number(await splitter.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThan(50);
    expect((await editorPane.boundingBox())!.height).toBeGreaterThan(before);
  });
});

test('a phone has no results-width picker, and Full chosen on a wide screen never hides the text on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openFresh(page);
  await page.getByTestId('layout-picker').getByText('Full').click();
  await expect(page.getByTestId('editor')).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('plain-editor')).toBeVisible();
  await expect(page.getByTestId('splitter')).toBeVisible();
  await expect(page.getByTestId('layout-picker')).toBeHidden();
});
