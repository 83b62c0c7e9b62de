// Compact, stable layout at every width (issue 28) and filters that say what they hide (issue 27, item 2): the
// problems list, the result tabs in one row, Rule results inside its pane, nothing clipped on a phone, no text under
// 12 px. Positions and sizes are measured in the page.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  openFresh,
  waitForValidation,
  validationRun,
  setEditorText,
  getEditorText,
  openResultTab,
} from './fixtures.ts';

async function openExample(page: Page, id: string, editor = 'editor'): Promise<void> {
  await openFresh(page, '/', editor);
  const since = await validationRun(page);
  await page.getByTestId('examples-select').selectOption(id);
  await waitForValidation(page, since);
}

/** Every element showing text outside the editor whose computed font size is under 12 px. */
async function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.closest('.monaco-editor, .cm-editor, [data-testid="plain-editor"], .line-numbers, svg')) continue;
      const text = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      if (!text || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      if (parseFloat(style.fontSize) < 12) small.push(`${element.className || element.tagName}: ${style.fontSize}`);
    }
    return small;
  });
}

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('findings are a compact problems list: one line each, details on selection or focus', async ({ page }) => {
    await openExample(page, 'invalid');
    const rows = page.getByTestId('diagnostic');
    await expect(rows).toHaveCount(10);
    const body = (await page.locator('.results-body').boundingBox())!;
    let visible = 0;
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      if (box.y >= body.y && box.y + box.height <= body.y + body.height) visible++;
      expect(box.height).toBeLessThan(32); // one line
    }
    expect(visible).toBeGreaterThanOrEqual(8);
    // The line: a severity icon, the message, line:column and the rule id; no details yet.
    const version = rows.filter({ hasText: 'missing required member "version"' });
    await expect(version.getByRole('img', { name: 'error' })).toBeVisible();
    await expect(version.getByTestId('diagnostic-position')).toHaveText('7:3');
    await expect(version.locator('.diagnostic-rule-id')).toHaveText('mcpdesc.info.members');
    await expect(page.getByTestId('diagnostic-details')).toHaveCount(0);
    // Pointer: selecting the finding shows what the requirement asks, never the rule title that contradicts it.
    await version.locator('button.diagnostic').click();
    await expect(version.getByTestId('diagnostic-details')).toBeVisible();
    await expect(version.getByTestId('diagnostic-requirement')).toHaveText('§ 5.1 req-info-fields');
    await expect(version.getByTestId('diagnostic-requirement-summary')).toContainText('version among them required');
    await expect(version).not.toContainText('have only their defined fields');
    await expect(version.getByTestId('diagnostic-fixes')).toBeVisible();
    // A long message is cut with an ellipsis on its line, and whole once the finding is open.
    const server = rows.filter({ hasText: 'Unexpected member "server"' }).locator('.diagnostic-message');
    const cut = (e: HTMLElement) => e.scrollWidth > e.clientWidth;
    expect(await server.evaluate(cut)).toBe(true);
    await expect(server).toHaveCSS('text-overflow', 'ellipsis');
    await server.locator('xpath=..').focus();
    expect(await server.evaluate(cut)).toBe(false);
    // Keyboard: focusing the next finding opens its details instead.
    await rows.nth(1).locator('button.diagnostic').focus();
    await expect(rows.nth(1).getByTestId('diagnostic-details')).toBeVisible();
    await expect(version.getByTestId('diagnostic-details')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(rows.nth(1).getByTestId('diagnostic-details')).toBeVisible();
    // Arrow keys move between the lines, opening each in turn.
    await rows.nth(1).locator('button.diagnostic').focus();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(2).locator('button.diagnostic')).toBeFocused();
    await expect(rows.nth(2).getByTestId('diagnostic-details')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(rows.nth(1).getByTestId('diagnostic-details')).toBeVisible();
  });

  test('a text filter and grouping by rule or severity', async ({ page }) => {
    await openExample(page, 'invalid');
    const matching = await page.getByTestId('diagnostic').filter({ hasText: 'tools[0]' }).count();
    expect(matching).toBeGreaterThan(1);
    await page.getByTestId('diagnostics-search').fill('tools[0]');
    await expect(page.getByTestId('diagnostic')).toHaveCount(matching);
    await expect(page.getByTestId('diagnostics-hidden')).toHaveText(`${10 - matching} errors hidden — show all`);
    await page.getByTestId('diagnostics-hidden-show-all').click();
    await expect(page.getByTestId('diagnostic')).toHaveCount(10);
    await expect(page.getByTestId('diagnostics-search')).toHaveValue('');
    await page.getByTestId('diagnostics-grouping').selectOption('rule');
    const groups = page.getByTestId('diagnostics-group');
    await expect(groups.filter({ hasText: 'mcpdesc.document.schema' })).toContainText('2 findings');
    await expect(groups.filter({ hasText: 'mcpdesc.info.members' })).toContainText('1 finding');
    await page.getByTestId('diagnostics-grouping').selectOption('severity');
    await expect(groups).toHaveCount(1);
    await expect(groups.first().locator('h3')).toHaveText('Errors 10 findings');
  });

  test('every count chip shows only its kind, and a line says what is hidden', async ({ page }) => {
    await openExample(page, 'invalid');
    const errors = page.getByTestId('count-error');
    const warnings = page.getByTestId('count-warning');
    await expect(errors).toHaveText('10 errors');
    await expect(warnings).toHaveText('0 warnings');
    await expect(errors).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('diagnostics-hidden')).toHaveCount(0);
    await warnings.click();
    await expect(warnings).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('diagnostic')).toHaveCount(0);
    await expect(page.getByTestId('diagnostics-hidden')).toHaveText('10 errors hidden — show all');
    await errors.click();
    await expect(errors).toHaveAttribute('aria-pressed', 'true');
    await expect(warnings).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('diagnostic')).toHaveCount(10);
    await expect(page.getByTestId('diagnostics-hidden')).toHaveCount(0);
    await errors.click();
    await expect(errors).toHaveAttribute('aria-pressed', 'false');
    // Rule results: the same meaning (show only), the same line.
    await openResultTab(page, 'results');
    const passed = page.getByTestId('status-passed');
    await passed.click();
    await expect(passed).toHaveAttribute('aria-pressed', 'true');
    const shown = await page.getByTestId('rule-results-row').count();
    const hidden = page.getByTestId('rule-results-hidden');
    await expect(hidden).toHaveText(/^\d+ rules hidden — show all$/);
    await hidden.getByRole('button', { name: 'show all' }).click();
    await expect(passed).toHaveAttribute('aria-pressed', 'false');
    expect(await page.getByTestId('rule-results-row').count()).toBeGreaterThan(shown);
  });

  test('counts are words with the right number; one error is "1 error"', async ({ page }) => {
    await openExample(page, 'invalid');
    const text = await getEditorText(page);
    await setEditorText(page, text.split('\nserver: weather.example.net').join('').replace('deprecated: "no"', ''));
    await waitForValidation(page);
    await expect(page.getByTestId('count-error')).toHaveText('8 errors');
    await page.getByTestId('diagnostics-grouping').selectOption('rule');
    await expect(page.getByTestId('diagnostics-group').filter({ hasText: 'mcpdesc.info.members' })).toContainText(
      '1 finding',
    );
    await setEditorText(page, '{"mcpdesc": "0.9.0", "info": {"name": "x"}, "protocolVersions": ["2025-11-25"]}');
    await waitForValidation(page);
    await expect(page.getByTestId('count-error')).toHaveText('1 error');
  });

  test('Rule results fits its pane: failed first, the rule column stays, status as text', async ({ page }) => {
    await openExample(page, 'multi-version');
    const text = await getEditorText(page);
    // One planted failure, so the order shows.
    await setEditorText(page, text.replace(/^mcpdesc: .*$/m, '$&\nserver: x'));
    await waitForValidation(page);
    await openResultTab(page, 'results');
    const table = page.getByTestId('rule-results-table');
    await expect(table).toBeVisible();
    const pane = (await page.locator('.pane-results').boundingBox())!;
    const scroll = page.locator('.rule-results-scroll');
    const box = (await scroll.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(pane.x + pane.width + 1);
    // Rows: failed, then not evaluated, not applicable, passed.
    const order = ['failed', 'warning', 'not-evaluated', 'delegated', 'not-applicable', 'passed'];
    const ranks = await page
      .getByTestId('rule-results-row')
      .evaluateAll(
        (rows, o) =>
          rows.map((row) =>
            Math.min(
              ...[...row.querySelectorAll('[data-status]')].map((c) => o.indexOf(c.getAttribute('data-status')!)),
            ),
          ),
        order,
      );
    expect(ranks[0]).toBe(0);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Status cells are text with an icon; only cells with findings are buttons; no cell is a link.
    await expect(table.locator('td[data-testid="rule-result"] a')).toHaveCount(0);
    await expect(table.locator('td[data-status="passed"]').first()).toHaveText('✓ passed');
    // The rule column stays while the version columns scroll inside the pane.
    const first = table.locator('tbody th[scope="row"]').first();
    const before = (await first.boundingBox())!.x;
    const scrolled = await scroll.evaluate((element) => {
      element.scrollLeft = 400;
      return element.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0); // five versions do not fit beside a wide editor: they scroll
    expect(Math.abs((await first.boundingBox())!.x - before)).toBeLessThan(1);
  });
});

for (const [width, height] of [
  [1024, 768],
  [1440, 900],
  [1920, 1080],
] as const) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('result tabs in one row, the rest in More; a count never moves a tab; no text under 12 px', async ({
      page,
    }) => {
      await openExample(page, 'invalid');
      for (const layout of ['side', 'split', 'results']) {
        await page
          .getByTestId('layout-picker')
          .getByRole('radio')
          .nth(['side', 'split', 'results'].indexOf(layout))
          .click();
        // The row settles once the pane has its new width.
        await expect(async () => {
          const tabs = page.locator('[role="tab"]:visible');
          const boxes = await tabs.evaluateAll((all) => all.map((t) => t.getBoundingClientRect().toJSON() as DOMRect));
          expect(boxes.length).toBeGreaterThan(0);
          for (const box of boxes) expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThan(1);
          const row = (await page.locator('.results-tabs-row').boundingBox())!;
          for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
          const all = await page.locator('[role="tab"]').count();
          if (boxes.length < all) {
            expect(await page.getByTestId('tabs-more').isVisible()).toBe(true);
            const more = (await page.getByTestId('tabs-more').boundingBox())!;
            expect(Math.abs(more.y + more.height - (boxes[0]!.y + boxes[0]!.height))).toBeLessThan(2);
          } else expect(await page.getByTestId('tabs-more').count()).toBe(0);
        }).toPass();
      }
      await page.getByTestId('layout-picker').getByRole('radio').first().click();
      const places = () =>
        page.locator('[role="tab"]').evaluateAll((all) => all.map((t) => `${t.getBoundingClientRect().x}`));
      const before = await places();
      const text = await getEditorText(page);
      await setEditorText(page, text.replace('deprecated: "no"', 'deprecated: false'));
      await waitForValidation(page);
      await expect(page.getByTestId('tab-count')).toHaveText('9');
      expect(await places()).toEqual(before);
      expect(await smallText(page)).toEqual([]);
    });
  });
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nothing clipped: footer, tabs, toolbar; severity as an icon in the row; no text under 12 px', async ({
    page,
  }) => {
    await openExample(page, 'invalid', 'plain-editor');
    // The footer wraps inside the width.
    const footer = page.getByTestId('status-bar');
    expect(await footer.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    for (const part of await footer.locator(':scope > *').all()) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(page.getByTestId('schema-download')).toBeInViewport({ ratio: 1 });
    // Tabs: one row, each whole (no word cut), the rest in More.
    const tabs = page.locator('[role="tab"]:visible');
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await tab.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    }
    const more = page.getByTestId('tabs-more');
    await expect(more).toBeInViewport({ ratio: 1 });
    await more.click();
    const menu = (await page.getByTestId('tabs-more-menu').boundingBox())!;
    expect(menu.x).toBeGreaterThanOrEqual(0);
    expect(menu.x + menu.width).toBeLessThanOrEqual(390);
    await page.getByTestId('more-tab-docs').click();
    await expect(page.getByTestId('tab-docs')).toHaveAttribute('aria-selected', 'true');
    await expect(more).toHaveClass(/is-current/);
    await openResultTab(page, 'diagnostics');
    // Toolbar controls inside the width.
    for (const control of await page.getByTestId('toolbar').locator('button:visible, select:visible').all()) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // The severity is an icon inside the finding's line, beside the message, not a column of its own.
    const row = page.getByTestId('diagnostic').first();
    const icon = (await row.getByRole('img', { name: 'error' }).boundingBox())!;
    const message = (await row.locator('.diagnostic-message').boundingBox())!;
    expect(icon.width).toBeLessThanOrEqual(20);
    expect(message.x - (icon.x + icon.width)).toBeLessThan(12);
    expect(await smallText(page)).toEqual([]);
  });
});
