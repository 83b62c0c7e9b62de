// The playground never misleads and explains itself: notices that tell the truth, the open document named, a New
// document, History by name, and the welcome and Help (issue #27).
import type { Page } from '@playwright/test';
import { test, expect, setEditorText, getEditorText, openFresh, savedTexts, waitForValidation } from './fixtures.ts';

async function openExample(page: Page, id: string): Promise<void> {
  await page.getByTestId('examples-select').selectOption(id);
  await expect(page.getByTestId('notice-message')).toBeVisible();
}

test('a replacement notice says "kept in History" only when the replaced text is in History', async ({ page }) => {
  await openFresh(page);
  const message = page.getByTestId('notice-message');
  // The first-visit example, then an example nobody edited: not kept, and the notice does not claim it.
  await openExample(page, 'security');
  await expect(message).toHaveText(
    'Replaced your document with the example “Security schemes and overrides”. The previous example can be reopened from Examples.',
  );
  await openExample(page, 'tags-and-extensions');
  await expect(message).toContainText('The previous example can be reopened from Examples.');
  await expect(message).not.toContainText('History');
  // An edited document is kept, and the notice says so: it is in History.
  const edited = `${await getEditorText(page)}\n\n`;
  await setEditorText(page, edited);
  await waitForValidation(page);
  await openExample(page, 'minimal');
  await expect(message).toContainText('Your previous document is kept in History.');
  await expect.poll(() => savedTexts(page)).toContain(edited);
});

test('Undo after later edits brings back the previous document and keeps those edits in History, saying so', async ({
  page,
}) => {
  await openFresh(page);
  const mine =
    '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "mine", "version": "1.0.0"},\n  "protocolVersions": ["2025-11-25"]\n}';
  await setEditorText(page, mine);
  await waitForValidation(page);
  await openExample(page, 'security');
  const edited = `${await getEditorText(page)}\n\n`;
  await setEditorText(page, edited);
  await waitForValidation(page);
  await page.getByTestId('notice-action').click();
  await expect.poll(() => getEditorText(page)).toBe(mine);
  await expect(page.getByTestId('notice-message')).toHaveText(
    'Brought back your previous document. Your edits to the example “Security schemes and overrides” are kept in History.',
  );
  await expect.poll(() => savedTexts(page)).toContain(edited);
});

test('the open document is named: the page title, a label and the Examples menu', async ({ page }) => {
  await openFresh(page);
  const label = page.getByTestId('document-name');
  const menu = page.getByTestId('examples-select').locator('option:checked');
  await expect(label).toHaveText('Minimal document (example)');
  await openExample(page, 'security');
  await expect(label).toHaveText('Security schemes and overrides (example)');
  await expect(page).toHaveTitle('Security schemes and overrides (example) — MCP Description Playground');
  await expect(menu).toHaveText('Example: Security schemes and overrides');
  // Edits keep the name; another document pasted over it is named by its info.name.
  await setEditorText(page, `${await getEditorText(page)}\n\n`);
  await expect(label).toHaveText('Security schemes and overrides (example)');
  await setEditorText(page, 'mcpdesc: "0.9.0"\ninfo:\n  name: my-weather\n  version: "1.0.0"\n');
  await expect(label).toHaveText('my-weather');
  await expect(page).toHaveTitle('my-weather — MCP Description Playground');
  await expect(menu).toHaveText('Examples…');
});

for (const format of ['json', 'yaml'] as const) {
  test(`New document (${format}): a minimal valid document in the current format, the previous text one Undo away and kept in History`, async ({
    page,
  }) => {
    await openFresh(page);
    const mine =
      format === 'json'
        ? '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "mine", "version": "1.0.0"}\n}'
        : 'mcpdesc: "0.9.0"\ninfo:\n  name: mine\n  version: "1.0.0"\n';
    await setEditorText(page, mine);
    await waitForValidation(page);
    await page.getByTestId('new-document-button').click();
    await expect.poll(() => getEditorText(page)).toContain('my-server');
    const text = await getEditorText(page);
    expect(text.trimStart().startsWith('{')).toBe(format === 'json');
    await waitForValidation(page);
    await expect(page.getByTestId('verdict')).toHaveText('Valid document');
    await expect(page.getByTestId('notice-message')).toHaveText(
      'Replaced your document with a new document. Your previous document is kept in History.',
    );
    await expect.poll(() => savedTexts(page)).toContain(mine);
    await page.getByTestId('notice-action').click();
    await expect.poll(() => getEditorText(page)).toBe(mine);
  });
}

test('New document on a phone: in the More menu; the untouched first-visit example is kept in History too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFresh(page, '/', 'plain-editor');
  const before = await page.getByTestId('plain-editor').inputValue();
  await page.getByTestId('toolbar-more').click();
  await page.getByTestId('new-document-button').click();
  await expect(page.getByTestId('plain-editor')).toHaveValue(/my-server/);
  await expect(page.getByTestId('notice-message')).toContainText('Your previous document is kept in History.');
  await expect.poll(() => savedTexts(page)).toContain(before);
});

test('History by name: an entry names the earlier names of its versions, each version shows its own, and a search filters by name or text', async ({
  page,
}) => {
  await openFresh(page);
  const named = (name: string, extra = '') =>
    `{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "${name}", "version": "1.0.0"${extra}},\n  "protocolVersions": ["2025-11-25"]\n}`;
  await setEditorText(page, named('my-own-server', ', "title": "Tide tables"'));
  await waitForValidation(page);
  await expect.poll(() => savedTexts(page)).toContain(named('my-own-server', ', "title": "Tide tables"'));
  // Another document pasted over it (YAML, nothing in common): yours becomes a version of the same History entry.
  const pasted =
    'mcpdesc: "0.9.0"\ninfo:\n  name: pasted-server\n  version: "2.0.0"\nprotocolVersions:\n  - "2026-07-28"\n';
  await setEditorText(page, pasted);
  await waitForValidation(page);
  await expect.poll(() => savedTexts(page)).toContain(pasted);
  await page.reload();
  await waitForValidation(page, 0);
  await page.getByTestId('history-button').click();
  const entry = page.getByTestId('history-document').filter({ hasText: 'pasted-server' });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('history-other-names')).toHaveText('earlier named “my-own-server”');
  await entry.getByTestId('history-versions').click();
  await expect(entry.getByTestId('history-state-name')).toHaveText(['my-own-server']);
  const search = page.getByTestId('history-search');
  await search.fill('my-own');
  await expect(page.getByTestId('history-document')).toHaveCount(1);
  await search.fill('no such thing');
  await expect(page.getByTestId('history-document')).toHaveCount(0);
  await expect(page.getByTestId('history-search-result')).toHaveText('No document matches “no such thing”.');
  await search.fill('2026-07-28');
  await expect(page.getByTestId('history-document')).not.toHaveCount(0);
});

test('a first visit explains the app, keyboard only: the welcome, dismissed for good, and Help with every key, the guide and the rule reference', async ({
  page,
}) => {
  await openFresh(page);
  const banner = page.getByTestId('welcome');
  await expect(banner).toContainText('An MCP Description is one JSON or YAML file that describes an MCP server');
  await expect(banner).toContainText('Ctrl+Space');
  // The editor stays in view on a laptop screen.
  const editor = (await page.getByTestId('editor').boundingBox())!;
  expect(editor.y + 300).toBeLessThan(900);
  const focused = (testId: string) =>
    page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId);
  const tabTo = async (testId: string) => {
    for (let i = 0; i < 60 && !(await focused(testId)); i++) await page.keyboard.press('Tab');
    expect(await focused(testId)).toBe(true);
  };
  await tabTo('welcome-dismiss');
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await page.reload();
  await waitForValidation(page, 0);
  await expect(page.getByTestId('editor')).toBeVisible();
  await expect(banner).toHaveCount(0);
  // Help, from the keyboard.
  await tabTo('help-button');
  await page.keyboard.press('Enter');
  const help = page.getByTestId('help-dialog');
  await expect(help).toBeVisible();
  for (const key of ['Ctrl+Space', 'Ctrl+.', 'F12', 'Shift+F12', 'F2', 'Ctrl+Shift+O', 'Ctrl+M', 'Ctrl+S', 'Ctrl+O'])
    await expect(page.getByTestId('help-keys')).toContainText(key);
  await expect(page.getByTestId('help-guide')).toContainText('Using the playground');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  // The rule reference, and the welcome again, from Help.
  await tabTo('help-button');
  await page.keyboard.press('Enter');
  await tabTo('help-rules');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rule-index')).toBeVisible();
  await tabTo('help-button');
  await page.keyboard.press('Enter');
  await tabTo('help-show-welcome');
  await page.keyboard.press('Enter');
  await expect(banner).toBeVisible();
  // Things to try: the invalid tour opens the invalid example.
  await tabTo('try-invalid');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('document-name')).toHaveText('Invalid document (diagnostics tour) (example)');
  await expect(page.getByTestId('verdict')).toHaveText('Invalid document');
});

test('the welcome keeps the editor in view on a phone, and Compare from it opens two versions side by side', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFresh(page, '/', 'plain-editor');
  await expect(page.getByTestId('welcome')).toBeVisible();
  const editor = (await page.getByTestId('plain-editor').boundingBox())!;
  expect(editor.y + 150).toBeLessThan(844);
  await page.getByTestId('try-compare').click();
  await expect(page.getByTestId('document-name')).toHaveCount(1);
  await expect(page.getByTestId('examples-select').locator('option:checked')).toHaveText(
    'Example: Multiple protocol versions',
  );
});
