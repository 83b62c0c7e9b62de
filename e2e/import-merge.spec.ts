// Import from a running server's results, and Merge (spec 4.13): both computed in the worker, both opened in the
// editor as an undoable replacement with a way back; problems and conflicts are clickable to their place.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  openFresh,
  setEditorText,
  getEditorText,
  waitForValidation,
  validationRun,
  codeViewText,
  openResultTab,
} from './fixtures.ts';

const rpc = (result: object, id = 1) => JSON.stringify({ jsonrpc: '2.0', id, result }, null, 2);
const initialize = rpc({
  protocolVersion: '2025-06-18',
  capabilities: { tools: { listChanged: true } },
  serverInfo: { name: 'weather', version: '2.0.0' },
  instructions: 'Ask for a city.',
});
const forecast = {
  name: 'get_forecast',
  description: 'Forecast for a city',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
const toolsList = rpc({ tools: [forecast] }, 2);

const doc = (versions: string[], extra: object = {}) =>
  JSON.stringify(
    {
      mcpdesc: '0.9.0',
      info: { name: 'weather', version: '2.0.0' },
      protocolVersions: versions,
      tools: [forecast],
      ...extra,
    },
    null,
    2,
  );

async function fillCapture(page: Page, index: number, text: string) {
  await page.getByTestId('import-captures-text').nth(index).fill(text);
}

/** Opens the previewed import in the editor: a valid document whose native tools/list is what the server returned. */
async function openImported(page: Page) {
  const run = await validationRun(page);
  await page.getByTestId('import-open').click();
  await expect(page.getByTestId('import-dialog')).toBeHidden();
  await expect.poll(() => getEditorText(page)).toContain('"get_forecast"');
  await waitForValidation(page, run);
  await expect(page.getByTestId('verdict')).toHaveText('Valid document');
  await openResultTab(page, 'native');
  await page.getByTestId('native-kinds').getByRole('radio', { name: 'tools/list' }).click();
  await expect
    .poll(async () => JSON.parse((await codeViewText(page, 'native-text')) || '{}'))
    .toEqual({ tools: [forecast] });
}

async function selectedText(page: Page, testId: string, index: number) {
  return page
    .getByTestId(testId)
    .nth(index)
    .evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
}

test('import: captured initialize and tools/list become a valid description, opened undoably with a way back', async ({
  page,
}) => {
  await openFresh(page);
  const mine = '{ "mine": "unsaved work" }';
  await setEditorText(page, mine);
  await page.getByTestId('import-button').click();
  await expect(page.getByTestId('import-dialog')).toBeVisible();
  await fillCapture(page, 0, initialize);
  await fillCapture(page, 1, toolsList);
  await page.getByTestId('import-preview-button').click();
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('"get_forecast"');
  await expect(page.getByTestId('import-summary')).toContainText('MCP 2025-06-18');
  const imported = JSON.parse((await preview.textContent()) ?? '');
  expect(imported).toMatchObject({
    info: { name: 'weather', version: '2.0.0' },
    instructions: 'Ask for a city.',
    protocolVersions: ['2025-06-18'],
    tools: [forecast],
  });

  await openImported(page);

  // A way back without the editor's undo (the notice, as for every replacement), and the editor's undo itself.
  await expect(page.getByTestId('notice-message')).toContainText('the imported description');
  await page.getByTestId('notice-action').click();
  await expect.poll(() => getEditorText(page)).toBe(mine);
  await page.getByTestId('editor').click();
  await page.keyboard.press('Control+z');
  await expect.poll(() => getEditorText(page)).toContain('"get_forecast"');
  await page.keyboard.press('Control+z');
  await expect.poll(() => getEditorText(page)).toBe(mine);
});

test('import: an unrepresentable capture is reported with its field, and clicking it selects the place in the capture', async ({
  page,
}) => {
  await openFresh(page);
  const before = await getEditorText(page);
  await page.getByTestId('import-button').click();
  await fillCapture(page, 0, initialize);
  await fillCapture(page, 1, rpc({ tools: [{ ...forecast, 'x-internal-owner': 'team-a' }] }, 2));
  await page.getByTestId('import-preview-button').click();
  const problems = page.getByTestId('import-problems-item');
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toHaveAttribute('data-kind', 'not-representable');
  await expect(problems.first()).toContainText('x-internal-owner');
  await expect(page.getByTestId('import-open')).toBeDisabled();
  const location = page.getByTestId('import-problems-location').first();
  await expect(location).toContainText('tools/list:20:29 /result/tools/0/x-internal-owner');
  await location.click();
  expect(await selectedText(page, 'import-captures-text', 1)).toBe('"team-a"');
  // A capture that is not valid for its version lists its schema errors.
  await fillCapture(page, 1, rpc({ tools: [{ name: 'broken' }] }, 2));
  await page.getByTestId('import-preview-button').click();
  await expect(problems.first()).toHaveAttribute('data-kind', 'capture-invalid');
  await expect(problems.first()).toContainText('lacks required member "inputSchema"');
  await page.getByTestId('import-close').click();
  expect(await getEditorText(page)).toBe(before); // nothing replaced
});

test('import: captures can be added as files, and the version chosen when there is no initialize result', async ({
  page,
}) => {
  await openFresh(page);
  await page.getByTestId('import-button').click();
  const tools2026 = {
    tools: [forecast],
    resultType: 'complete',
    ttlMs: 60000,
    cacheScope: 'public',
    _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'weather', version: '2.0.0' } },
  };
  await page
    .getByTestId('import-files-input')
    .setInputFiles([
      { name: 'tools.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(tools2026)) },
    ]);
  await expect(page.getByTestId('import-captures-name')).toHaveCount(1);
  await expect(page.getByTestId('import-captures-name').first()).toHaveValue('tools.json');
  await page.getByTestId('import-preview-button').click();
  await expect(page.getByTestId('import-problems-item').first()).toHaveAttribute(
    'data-kind',
    'protocol-version-unknown',
  );
  await page.getByTestId('import-version').selectOption('2026-07-28');
  await page.getByTestId('import-preview-button').click();
  await expect(page.getByTestId('import-preview')).toContainText('"2026-07-28"');
  await expect(page.getByTestId('import-notes')).toContainText('ttlMs');
});

test('import: bare list results name no server, so the dialog asks for its name and version', async ({ page }) => {
  await openFresh(page);
  await page.getByTestId('import-button').click();
  await expect(page.getByTestId('import-server')).toHaveCount(0);
  await fillCapture(page, 0, JSON.stringify({ tools: [forecast] }, null, 2));
  await fillCapture(
    page,
    1,
    JSON.stringify({ prompts: [{ name: 'plan_trip', arguments: [{ name: 'city', required: true }] }] }, null, 2),
  );
  await page.getByTestId('import-version').selectOption('2025-06-18');
  await page.getByTestId('import-preview-button').click();
  await expect(page.getByTestId('import-problems-item').first()).toHaveAttribute(
    'data-kind',
    'server-identity-missing',
  );
  await expect(page.getByTestId('import-open')).toBeDisabled();

  await expect(page.getByTestId('import-server')).toBeVisible();
  await page.getByTestId('import-server-name').fill('weather');
  await page.getByTestId('import-preview-button').click();
  await expect(page.getByTestId('import-error')).toContainText("Give both the server's name and its version");
  await page.getByTestId('import-server-version').fill('2.0.0');
  await page.getByTestId('import-preview-button').click();
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('"get_forecast"');
  expect(JSON.parse((await preview.textContent()) ?? '')).toMatchObject({
    info: { name: 'weather', version: '2.0.0' },
    protocolVersions: ['2025-06-18'],
    tools: [forecast],
  });

  await openImported(page);
});

test('merge: the editor text and a pasted document for another version become one document', async ({ page }) => {
  await openFresh(page);
  await setEditorText(page, doc(['2025-11-25']));
  await page.getByTestId('merge-button').click();
  await page.getByTestId('merge-add-editor').click();
  await page.getByTestId('merge-add-paste').click();
  await page
    .getByTestId('merge-inputs-text')
    .nth(1)
    .fill(doc(['2026-07-28'], { tools: [{ ...forecast, title: 'Forecast' }] }));
  await page.getByTestId('merge-run').click();
  const preview = page.getByTestId('merge-preview');
  await expect(preview).toContainText('"2026-07-28"');
  const merged = JSON.parse((await preview.textContent()) ?? '');
  expect(merged.protocolVersions).toEqual(['2025-11-25', '2026-07-28']);
  expect(merged.tools).toEqual([
    { protocolVersions: ['2025-11-25'], ...forecast },
    { protocolVersions: ['2026-07-28'], ...forecast, title: 'Forecast' },
  ]);
  const run = await validationRun(page);
  await page.getByTestId('merge-open').click();
  await expect.poll(() => getEditorText(page)).toContain('"2026-07-28"');
  await waitForValidation(page, run);
  await expect(page.getByTestId('verdict')).toHaveText('Valid document');
  await expect(page.getByTestId('notice-message')).toContainText('the merged description');
  await page.getByTestId('notice-action').click();
  await expect.poll(() => getEditorText(page)).toBe(doc(['2025-11-25']));
});

test('merge: conflicts are listed with their kind, and each place opens in the input concerned', async ({ page }) => {
  await openFresh(page);
  const editorDoc = doc(['2025-11-25'], { instructions: 'Ask for a city.' });
  const pasted = doc(['2025-11-25', '2026-07-28'], { instructions: 'Ask for a town.' });
  const lineOf = (text: string) => text.split('\n').findIndex((line) => line.includes('"instructions"')) + 1;
  await setEditorText(page, editorDoc);
  await page.getByTestId('merge-button').click();
  await page.getByTestId('merge-add-editor').click();
  await page.getByTestId('merge-add-paste').click();
  await page.getByTestId('merge-inputs-text').nth(1).fill(pasted);
  await page.getByTestId('merge-run').click();
  const conflict = page.getByTestId('merge-conflicts-item');
  await expect(conflict).toHaveCount(1);
  await expect(conflict.first()).toHaveAttribute('data-kind', 'instructions');
  await expect(page.getByTestId('merge-open')).toBeDisabled();
  const locations = page.getByTestId('merge-conflicts-location');
  await expect(locations).toHaveCount(2);
  // The pasted input: the place is selected in its text area.
  await expect(locations.nth(1)).toContainText(`document 2:${lineOf(pasted)}:19 /instructions`);
  await locations.nth(1).click();
  expect(await selectedText(page, 'merge-inputs-text', 1)).toBe('"Ask for a town."');
  // The editor's own text: the dialog closes and the editor selects the place.
  await expect(locations.nth(0)).toContainText(`editor:${lineOf(editorDoc)}:19 /instructions`);
  await locations.nth(0).click();
  await expect(page.getByTestId('merge-dialog')).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (
          window as unknown as { __playground: { getSelection(): { startLineNumber: number; startColumn: number } } }
        ).__playground.getSelection(),
      ),
    )
    .toMatchObject({ startLineNumber: lineOf(editorDoc), startColumn: 19 });
  expect(await getEditorText(page)).toBe(editorDoc);
});

test('import: files dropped on the dialog become captures, and do not replace the editor text', async ({ page }) => {
  await openFresh(page);
  const before = await getEditorText(page);
  await page.getByTestId('import-button').click();
  const zone = page.getByTestId('import-captures');
  await zone.evaluate(
    (element, files) => {
      const transfer = new DataTransfer();
      for (const [name, text] of files) transfer.items.add(new File([text], name, { type: 'application/json' }));
      element.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      element.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    [
      ['initialize.json', initialize],
      ['tools.json', toolsList],
    ] as [string, string][],
  );
  await expect(page.getByTestId('import-captures-name')).toHaveCount(2);
  await expect(page.getByTestId('import-captures-name').nth(0)).toHaveValue('initialize.json');
  await expect(page.getByTestId('import-captures-name').nth(1)).toHaveValue('tools.json');
  await page.getByTestId('import-preview-button').click();
  await expect(page.getByTestId('import-preview')).toContainText('"get_forecast"');
  expect(await getEditorText(page)).toBe(before);
});
