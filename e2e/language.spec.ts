// Editor language features in real Chromium: completion, hover, quick fix, go to definition, outline, and focus.
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
  leaveEditor,
} from './fixtures.ts';

const yaml = `mcpdesc: "0.9.0"
info:
  name: weather
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
components:
  schemas:
    City:
      type: object
tools:
  - name: get_forecast
    inputSchema:
      $componentRef: "#/components/schemas/City"
  - name: get_alerts
    inputSchema:
      type: object
`;

async function cursor(page: Page): Promise<{ lineNumber: number; column: number }> {
  return page.evaluate(() => {
    const s = (
      window as unknown as { __playground: { getSelection(): { positionLineNumber: number; positionColumn: number } } }
    ).__playground.getSelection();
    return { lineNumber: s.positionLineNumber, column: s.positionColumn };
  });
}

test('YAML: completion and quick fixes while editing one description', async ({ page }) => {
  await openFresh(page);
  await test.step('typing a member name in a tool offers the members it still lacks, with descriptions; Enter inserts one', async () => {
    await setYaml(page, yaml.replace('  - name: get_alerts\n', '  - name: get_alerts\n    \n'));
    await cursorAt(page, 16, 5);
    await page.keyboard.type('des');
    const suggest = page.locator('.editor-widget.suggest-widget');
    await expect(suggest).toBeVisible();
    await expect(suggest.locator('.monaco-list-row').first()).toContainText('description');
    await expect(suggest).not.toContainText('get_alerts');
    if (!(await page.locator('.suggest-details').isVisible())) await page.keyboard.press('Control+Space'); // details of the focused item
    await expect(page.locator('.suggest-details')).toContainText('What it is for, in plain language');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Alerts for a city');
    expect(await getEditorText(page)).toContain(
      '  - name: get_alerts\n    description: Alerts for a city\n    inputSchema:',
    );
    await expect(page.getByTestId('verdict')).toHaveText('Valid document');
    await page.keyboard.press('Escape'); // closes what is open, so the next step starts on a closed editor
    await leaveEditor(page);
  });
  await test.step('Ctrl+Space on a new tools item offers the New tool snippet first, and the inserted tool validates', async () => {
    await setYaml(page, yaml.replace('  - name: get_alerts\n    inputSchema:\n      type: object\n', '  - \n'));
    await cursorAt(page, 15, 5);
    await page.keyboard.press('Control+Space');
    const suggest = page.locator('.editor-widget.suggest-widget');
    await expect(suggest).toBeVisible();
    await expect(suggest.locator('.monaco-list-row.focused')).toContainText('New tool');
    await expect(suggest).toContainText('inputSchema');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await getEditorText(page)).toContain(
      '  - name: get_weather\n    description: Current weather for a city\n    inputSchema:\n      type: object',
    );
    await expect(page.getByTestId('verdict')).toHaveText('Valid document');
    await leaveEditor(page);
  });
  await test.step('a quick fix renames a misspelled member and its diagnostic disappears', async () => {
    await setYaml(page, yaml.replace('  - name: get_alerts\n', '  - name: get_alerts\n    descripton: Alerts\n'));
    await waitForValidation(page);
    await expect(page.getByTestId('diagnostic').filter({ hasText: 'descripton' })).toHaveCount(1);
    await cursorAt(page, 16, 7);
    await page.keyboard.press('Control+.');
    const menu = page.locator('.action-widget').filter({ hasText: 'Rename to' });
    await expect(menu).toContainText('Rename to "description"');
    const run = await validationRun(page);
    await menu.getByText('Rename to "description"').click();
    await expect.poll(() => getEditorText(page)).toContain('    description: Alerts\n');
    await waitForValidation(page, run);
    await expect(page.getByTestId('diagnostic').filter({ hasText: 'descripton' })).toHaveCount(0);
    await expect(page.getByTestId('verdict')).toHaveText('Valid document');
    await page.keyboard.press('Escape'); // closes what is open, so the next step starts on a closed editor
    await leaveEditor(page);
  });
  await test.step('no word-based suggestions under _meta; the legacy sse transport is marked deprecated for a 2026-07-28 document', async () => {
    const text = [
      'mcpdesc: "0.9.0"',
      'info:',
      '  name: weather',
      '  version: "1.0.0"',
      '  description: a forecast for Current weather',
      'protocolVersions:',
      '  - "2026-07-28"',
      'transports:',
      '  - type: ',
      '_meta:',
      '  ',
      '',
    ].join('\n');
    await setYaml(page, text);
    const suggest = page.locator('.editor-widget.suggest-widget');
    // Under _meta the schema offers nothing: no words picked from the text ("a", "for", "Current").
    await cursorAt(page, 11, 3);
    await page.keyboard.type('fo');
    await page.keyboard.press('Control+Space');
    await expect(suggest).toContainText('No suggestions.');
    await expect(suggest.locator('.monaco-list-row')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await cursorAt(page, 9, 11);
    await page.keyboard.press('Control+Space');
    const rows = suggest.locator('.monaco-list-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: 'sse' }).locator('.deprecated')).toHaveCount(1);
    await expect(rows.filter({ hasText: 'stdio' }).locator('.deprecated')).toHaveCount(0);
    // The deprecated item comes last, and its description says why.
    await expect(rows.last()).toContainText('sse');
    await page.keyboard.press('ArrowUp'); // from the first item to the last
    await expect(suggest.locator('.monaco-list-row.focused')).toContainText('sse');
    if (!(await page.locator('.suggest-details').isVisible())) await page.keyboard.press('Control+Space');
    await expect(page.locator('.suggest-details')).toContainText(
      'Deprecated in MCP 2026-07-28: the legacy SSE transport is deprecated since MCP 2025-03-26',
    );
    await page.keyboard.press('Escape'); // closes what is open, so the next step starts on a closed editor
    await leaveEditor(page);
  });
  await test.step('YAML: typing a protocol version prefix and pressing Enter inserts the version typed, not another', async () => {
    await setYaml(
      page,
      'mcpdesc: "0.9.0"\ninfo:\n  name: a\n  version: "1.0.0"\nprotocolVersions:\n  - "2025-06-18"\n',
    );
    await cursorAt(page, 6, 17);
    await page.keyboard.press('Enter');
    await page.keyboard.type('- ');
    const suggest = page.locator('.editor-widget.suggest-widget');
    const rows = suggest.locator('.monaco-list-row');
    if (!(await suggest.isVisible())) await page.keyboard.press('Control+Space');
    // On an empty item: the version the document declares first; the legacy ones last, struck through.
    await expect(suggest.locator('.monaco-list-row.focused')).toContainText('2025-06-18');
    await expect(suggest.locator('.monaco-list-row.focused')).toContainText('declared in this document');
    await expect(rows.last()).toContainText('2024-11-05');
    await expect(rows.last().locator('.deprecated')).toHaveCount(1);
    await expect(suggest).not.toContainText('Available in');
    await page.keyboard.type('2025-11', { delay: 50 });
    await expect(suggest.locator('.monaco-list-row.focused')).toContainText('2025-11-25');
    await expect(rows).toHaveCount(1);
    await page.keyboard.press('Enter');
    expect(await getEditorText(page)).toContain('  - "2025-06-18"\n  - "2025-11-25"');
    await page.keyboard.press('Escape'); // closes what is open, so the next step starts on a closed editor
  });
});

test('YAML: hover, go to definition, the outline, breadcrumbs and Tab focus on one description', async ({ page }) => {
  await openFresh(page);
  // The steps read this description and move the cursor; none changes the text (the last one's Tab may).
  await setYaml(page, yaml);
  await test.step('hovering a member shows what it means, its spec section and availability', async () => {
    await cursorAt(page, 13, 8);
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Control+I');
    const hover = page.locator('.monaco-hover').filter({ hasText: 'inputSchema' });
    await expect(hover).toBeVisible();
    await expect(hover).toContainText('JSON Schema of the arguments object of tools/call');
    await expect(hover).toContainText('Available in: all protocol versions.');
    await expect(hover.locator('a', { hasText: 'Spec 9.1 Tool Object' })).toBeVisible();
    await page.keyboard.press('Escape'); // closes what is open, so the next step starts on a closed editor
  });
  await test.step('F12 on a $componentRef goes to the component', async () => {
    await cursorAt(page, 14, 45);
    await page.keyboard.press('F12');
    await expect.poll(() => cursor(page)).toEqual({ lineNumber: 9, column: 5 });
  });
  await test.step('F12 and hover work on every segment of a $componentRef: from "components" and "schemas" too', async () => {
    // Line 14: $componentRef: "#/components/schemas/City" — "components" at columns 25–34, "schemas" at 36–42.
    for (const column of [28, 38]) {
      await cursorAt(page, 14, column);
      await page.keyboard.press('F12');
      await expect.poll(() => cursor(page)).toEqual({ lineNumber: 9, column: 5 });
    }
    await expect(page.locator('.monaco-editor')).not.toContainText('No definition found');
    await cursorAt(page, 14, 28);
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Control+I');
    await expect(page.locator('.monaco-hover').filter({ hasText: '#/components' })).toContainText(
      'the root Components Object',
    );
    await page.keyboard.press('Escape'); // closes what is open, so the next step starts on a closed editor
  });
  await test.step('the outline (Ctrl+Shift+O) lists the tools', async () => {
    await cursorAt(page, 1, 1);
    await page.keyboard.press('Control+Shift+O');
    const picker = page.locator('.quick-input-widget');
    await expect(picker).toBeVisible();
    await expect(picker).toContainText('get_forecast');
    await expect(picker).toContainText('get_alerts');
    await expect(picker).toContainText('City');
    await page.keyboard.press('Escape'); // closes what is open, so the next step starts on a closed editor
  });
  await test.step('breadcrumbs above the editor follow the cursor through the outline', async () => {
    await cursorAt(page, 13, 8);
    const crumbs = page.getByTestId('breadcrumbs');
    await expect(crumbs).toContainText('Tools');
    await expect(crumbs).toContainText('get_forecast');
    await cursorAt(page, 10, 8);
    await expect(crumbs).toContainText('Components');
    await expect(crumbs).toContainText('City');
    await crumbs.getByRole('button', { name: 'Components' }).click();
    await expect.poll(() => cursor(page)).toEqual({ lineNumber: 7, column: 11 });
  });
  await test.step('Ctrl+M makes Tab leave the editor, and says so', async () => {
    await cursorAt(page, 1, 1);
    const inEditor = () => page.evaluate(() => Boolean(document.activeElement?.closest('.monaco-editor')));
    await page.keyboard.press('Tab');
    expect(await inEditor()).toBe(true);
    await expect(page.getByTestId('tab-focus-mode')).toContainText('Tab inserts');
    await page.keyboard.press('Control+M');
    await expect(page.getByTestId('tab-focus-mode')).toContainText('Tab moves focus');
    await page.keyboard.press('Tab');
    expect(await inEditor()).toBe(false);
  });
});

test('JSON: the format follows the content, completion of members and versions, and the Format choice', async ({
  page,
}) => {
  await openFresh(page);
  await test.step('clearing a JSON document keeps it JSON, and the New MCP Description snippet inserts JSON', async () => {
    const chosen = page.getByTestId('format-select').locator('option:checked');
    await expect(chosen).toHaveText('Auto (JSON)');
    await setEditorText(page, '');
    await waitForValidation(page);
    await expect(chosen).toHaveText('Auto (JSON)'); // still following the content
    await setEditorText(page, '  \n');
    await waitForValidation(page);
    await expect(chosen).toHaveText('Auto (JSON)');
    await setEditorText(page, '');
    await cursorAt(page, 1, 1);
    await page.keyboard.press('Control+Space');
    const suggest = page.locator('.editor-widget.suggest-widget');
    await expect(suggest.locator('.monaco-list-row.focused')).toContainText('New MCP Description');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => getEditorText(page)).toMatch(/^\{\n {2}"mcpdesc": "0\.9\.0"/);
    await waitForValidation(page);
    await expect(page.getByTestId('verdict')).toHaveText('Valid document');
    // Content that is the other format still switches "auto" over.
    await setEditorText(page, 'mcpdesc: "0.9.0"\n');
    await expect(chosen).toHaveText('Auto (YAML)');
    await leaveEditor(page);
  });
  await test.step('JSON: typing a quoted member name completes it with quotes, colon and comma', async () => {
    const json =
      '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "a", "version": "1.0.0"},\n  "protocolVersions": ["2025-11-25"],\n  "tools": [\n    {\n      \n      "name": "get_forecast",\n      "inputSchema": {"type": "object"}\n    }\n  ]\n}';
    await setEditorText(page, json);
    await expect(page.getByTestId('status-bar')).toContainText('JSON');
    await waitForValidation(page);
    await cursorAt(page, 7, 7);
    await page.keyboard.type('"desc');
    const suggest = page.locator('.editor-widget.suggest-widget');
    await expect(suggest.locator('.monaco-list-row.focused')).toContainText('description');
    await expect(suggest).not.toContainText('inputSchema');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Forecast for a city');
    expect(await getEditorText(page)).toContain(
      '      "description": "Forecast for a city",\n      "name": "get_forecast",',
    );
    await expect(page.getByTestId('verdict')).toHaveText('Valid document');
    await page.keyboard.press('Escape'); // closes what is open, so the next step starts on a closed editor
    await leaveEditor(page);
  });
  await test.step('JSON: on an empty version the declared one comes first and legacy ones last; the typed prefix is what Enter inserts', async () => {
    await setEditorText(
      page,
      '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "a", "version": "1.0.0"},\n  "protocolVersions": ["2025-06-18", ""]\n}',
    );
    await waitForValidation(page);
    await cursorAt(page, 4, 39);
    await page.keyboard.press('Control+Space');
    const suggest = page.locator('.editor-widget.suggest-widget');
    const rows = suggest.locator('.monaco-list-row');
    await expect(suggest.locator('.monaco-list-row.focused')).toContainText('declared in this document');
    await expect(rows.last()).toContainText('2024-11-05');
    await expect(suggest).not.toContainText('Available in');
    await page.keyboard.type('2025-11', { delay: 50 });
    await expect(suggest.locator('.monaco-list-row.focused')).toContainText('2025-11-25');
    await expect(rows).toHaveCount(1);
    await page.keyboard.press('Enter');
    expect(await getEditorText(page)).toContain('"protocolVersions": ["2025-06-18", "2025-11-25"]');
    await leaveEditor(page);
  });
  await test.step('Format: Auto is the default and selectable again; YAML read as JSON says so and its quick fix switches the format', async () => {
    const select = page.getByTestId('format-select');
    await expect(select).toHaveValue('auto');
    await select.selectOption('json');
    await expect(select).toHaveValue('json');
    await setEditorText(
      page,
      'mcpdesc: "0.9.0"\ninfo:\n  name: a\n  version: "1.0.0"\nprotocolVersions: ["2025-11-25"]\n',
    );
    await waitForValidation(page);
    const list = page.getByTestId('diagnostics-panel');
    await expect(list).toContainText('the text parses as YAML: read it as YAML');
    // The quick fix of the panel reads the text as YAML.
    await page.locator('button.diagnostic').first().focus(); // opens the finding's details
    await page.getByTestId('diagnostic-fixes').first().click();
    const fix = page.getByTestId('diagnostic-fix').filter({ hasText: 'Read the text as YAML' });
    await fix.click();
    await expect(select).toHaveValue('yaml');
    await expect(page.getByTestId('verdict')).toHaveText('Valid document');
    // Back to JSON, then Ctrl+. in the editor offers the same switch.
    await select.selectOption('json');
    await expect(list).toContainText('the text parses as YAML');
    await cursorAt(page, 1, 1);
    await page.keyboard.press('Control+.');
    await expect(page.locator('.action-widget').first()).toContainText('Read the text as YAML');
    await page.keyboard.press('Enter');
    await expect(select).toHaveValue('yaml');
    // Auto again: it follows the content from then on.
    await select.selectOption('auto');
    await expect(select.locator('option:checked')).toHaveText('Auto (YAML)');
    await setEditorText(page, '{"mcpdesc": "0.9.0"}');
    await expect(select.locator('option:checked')).toHaveText('Auto (JSON)');
  });
});
