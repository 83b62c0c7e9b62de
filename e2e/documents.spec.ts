// Never lose text: autosave and reload, share links, examples, files, small screens.
import { readFileSync, readdirSync } from 'node:fs';
import { test, expect, setEditorText, getEditorText, openFresh, validationRun, waitForValidation } from './fixtures.ts';

const exampleFiles = readdirSync('src/examples').filter((f) => /\.mcpdesc\.(json|yaml)$/.test(f));
const exampleText = (id: string) =>
  readFileSync(`src/examples/${exampleFiles.find((f) => f.startsWith(`${id}.`))!}`, 'utf8');
const exampleIds = exampleFiles.map((f) => f.replace(/\.mcpdesc\.(json|yaml)$/, ''));

const doc = (name: string) =>
  JSON.stringify({ mcpdesc: '0.9.0', info: { name, version: '1.0.0' }, protocolVersions: ['2026-07-28'] }, null, 2);

test('reload restores the text, the format and the hand-picked format choice', async ({ page }) => {
  await openFresh(page);
  await setEditorText(
    page,
    'mcpdesc: "0.9.0"\ninfo:\n  name: "ünïcödé ✓"\n  version: "1"\nprotocolVersions: ["2026-07-28"]\n',
  );
  await expect(page.getByTestId('status-bar')).toContainText('YAML');
  await page.reload(); // at once: the text is written as the page closes

  await expect.poll(() => getEditorText(page)).toContain('ünïcödé ✓');
  await expect(page.getByTestId('status-bar')).toContainText('YAML');
});

test('a share link opened in a fresh browser context restores the document exactly', async ({ page, openContext }) => {
  await openFresh(page);
  const text = doc('shared → 世界 🌍');
  await setEditorText(page, text);
  await page.getByTestId('share-button').click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/#v3\./);
  const length = Number(await page.getByTestId('share-length').getAttribute('data-length'));
  expect(length).toBe(link.length);

  const fresh = await (await openContext()).newPage();
  await fresh.goto(link);
  await fresh.waitForFunction(() => Boolean((window as unknown as { __playground?: unknown }).__playground));
  await expect
    .poll(() =>
      fresh.evaluate(() =>
        (window as unknown as { __playground: { getEditorText(): string } }).__playground.getEditorText(),
      ),
    )
    .toBe(text);
  await expect(fresh.getByTestId('verdict')).toHaveText('Valid document');
});

test('a malformed share link shows a clear message and leaves the saved text untouched', async ({ page }) => {
  await openFresh(page);
  const mine = doc('my precious work');
  await setEditorText(page, mine);
  await page.goto('/#v1.this-is-not-a-valid-payload');
  await expect(page.getByTestId('notice')).toBeVisible();
  await expect(page.getByTestId('notice-message')).not.toBeEmpty();
  await expect.poll(() => getEditorText(page)).toBe(mine);
  await page.reload();
  await expect.poll(() => getEditorText(page)).toBe(mine);
});

test('share links: one cut short never overwrites saved text, and a long document warns that chat tools may cut its link', async ({
  page,
}) => {
  await openFresh(page);
  await test.step('a truncated share link never overwrites saved text', async () => {
    await setEditorText(page, doc('to share'));
    await page.getByTestId('share-button').click();
    const link = await page.getByTestId('share-link').inputValue();
    await page.getByTestId('share-close').click();
    const mine = doc('saved before the bad link');
    await setEditorText(page, mine);
    await page.goto(link.slice(0, link.length - 12));
    await expect(page.getByTestId('notice')).toBeVisible();
    await expect.poll(() => getEditorText(page)).toBe(mine);
  });
  await test.step('a long document warns that chat tools may cut the link', async () => {
    const words = Array.from({ length: 1500 }, (_, i) => `w${(i * 7919) % 100_003}`).join(' ');
    await setEditorText(
      page,
      JSON.stringify({
        mcpdesc: '0.9.0',
        info: { name: 'x', version: '1' },
        protocolVersions: ['2026-07-28'],
        instructions: words,
      }),
    );
    await page.getByTestId('share-button').click();
    await expect(page.getByTestId('share-warning')).toBeVisible();
  });
});

// One page for both: the examples are loaded after the first visit's document has been checked.
test('a first visit opens the minimal example, validated; every example loads and validates', async ({ page }) => {
  await openFresh(page);
  await test.step('a first visit opens the minimal example, validated', async () => {
    await expect.poll(() => getEditorText(page)).toBe(exampleText('minimal'));
    await expect(page.getByTestId('verdict')).toHaveText('Valid document');
  });
  for (const id of exampleIds) {
    await test.step(`the "${id}" example`, async () => {
      const run = await validationRun(page);
      await page.getByTestId('examples-select').selectOption(id);
      await expect.poll(() => getEditorText(page)).toBe(exampleText(id));
      await waitForValidation(page, run);
      if (id === 'invalid') {
        await expect(page.getByTestId('verdict')).toHaveText('Invalid document');
        expect(await page.getByTestId('diagnostic').count()).toBeGreaterThanOrEqual(5);
      } else {
        await expect(page.getByTestId('verdict')).toHaveText('Valid document');
      }
    });
  }
});

test('open a file, download it, and the name of the download', async ({ page }) => {
  await openFresh(page);
  await test.step('open a file and download the document', async () => {
    const yaml = 'mcpdesc: "0.9.0"\ninfo:\n  name: from-file\n  version: "2"\nprotocolVersions: ["2025-11-25"]\n';
    await page
      .getByTestId('open-file-input')
      .setInputFiles({ name: 'server.mcpdesc.yaml', mimeType: 'application/yaml', buffer: Buffer.from(yaml) });
    await expect.poll(() => getEditorText(page)).toBe(yaml);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('download-button').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('from-file.mcpdesc.yaml'); // the document's info.name
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(yaml);
  });
  await test.step('a download is named after the document, or after the opened file without its extension', async () => {
    await page
      .getByTestId('open-file-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just: notes\n') });
    await expect.poll(() => getEditorText(page)).toBe('just: notes\n');
    let downloading = page.waitForEvent('download');
    await page.getByTestId('download-button').click();
    expect((await downloading).suggestedFilename()).toBe('notes.mcpdesc.yaml');
    // Once the document names itself, the download follows it.
    await setEditorText(page, 'info:\n  name: weather-server\n  version: "1"\n');
    downloading = page.waitForEvent('download');
    await page.getByTestId('download-button').click();
    expect((await downloading).suggestedFilename()).toBe('weather-server.mcpdesc.yaml');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('fall back to a plain text area with the same pipeline', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const area = page.getByTestId('plain-editor');
    await expect(area).toBeVisible();
    await expect(page.locator('.monaco-editor')).toHaveCount(0);
    await area.fill(
      '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "x", "version": "1"},\n  "protocolVersions": ["2026-07-28"],\n  "oops": 1\n}',
    );
    const diagnostic = page.getByTestId('diagnostic').filter({ hasText: 'oops' });
    await expect(diagnostic.getByTestId('diagnostic-position')).toHaveText(/^5:/);
    await diagnostic.locator('button.diagnostic').click();
    const selected = await area.evaluate((el: HTMLTextAreaElement) =>
      el.value.slice(el.selectionStart, el.selectionEnd),
    );
    expect(selected).toContain('oops');
  });
});
