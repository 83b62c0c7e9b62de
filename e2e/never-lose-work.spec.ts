// Never lose work: size limit before any replacement, undo of replacements in both layouts, local history, two tabs.
import { test, expect, getEditorText, setEditorText, waitForValidation, openFresh, savedTexts } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function pasteSynthetic(page: Page, selector: string, size: number): Promise<number> {
  return page.evaluate(
    ([target, length]) => {
      const element = document.querySelector(target) as HTMLElement;
      const data = new DataTransfer();
      data.setData('text/plain', 'a'.repeat(length));
      const started = performance.now();
      // Dispatched inside the editor, as a real paste would be.
      const inner =
        (element.querySelector('textarea, .native-edit-context, [contenteditable]') as HTMLElement | null) ?? element;
      inner.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      return performance.now() - started;
    },
    [selector, size] as const,
  );
}

test('a paste over the size limit is refused at once, the page stays responsive and the text stays as it was', async ({
  page,
}) => {
  await openFresh(page);
  await setEditorText(page, '{"mine": true}');
  await waitForValidation(page);
  await pasteSynthetic(page, '[data-testid="editor"]', 11 * 1024 * 1024);
  await expect(page.getByTestId('notice')).toHaveAttribute('data-kind', 'error');
  await expect(page.getByTestId('notice-message')).toContainText(
    'the playground accepts documents up to 10 MB, so it was not pasted',
  );
  expect(await getEditorText(page)).toBe('{"mine": true}');
  // Still responsive: an edit right after is validated as usual.
  await setEditorText(page, '{"mine": 2}');
  await waitForValidation(page);
  await expect(page.getByTestId('status-bar')).toContainText('11 characters');
});

test.describe('phone text area', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the phone text area: an over-limit paste is refused, and loading an example can be undone', async ({
    page,
  }) => {
    await page.goto('/');
    await test.step('an over-limit paste into the phone text area is refused too', async () => {
      const area = page.getByTestId('plain-editor');
      await area.fill('name: mine');
      await pasteSynthetic(page, '[data-testid="plain-editor"]', 11 * 1024 * 1024);
      await expect(page.getByTestId('notice-message')).toContainText('so it was not pasted');
      await expect(area).toHaveValue('name: mine');
    });
    await test.step('loading an example over edited text can be undone from the notice (phone text area)', async () => {
      const area = page.getByTestId('plain-editor');
      await area.fill('name: my work');
      await page.getByTestId('examples-select').selectOption('invalid');
      await expect(area).not.toHaveValue('name: my work');
      await page.getByTestId('notice-action').click();
      await expect(area).toHaveValue('name: my work');
    });
  });
});

test('loading an example over edited text can be undone from the notice (Monaco)', async ({ page }) => {
  await openFresh(page);
  await setEditorText(page, '{"my": "work"}');
  await waitForValidation(page);
  await page.getByTestId('examples-select').selectOption('invalid');
  await expect(page.getByTestId('notice-message')).toContainText('Replaced your document with the example');
  expect(await getEditorText(page)).not.toBe('{"my": "work"}');
  await page.getByTestId('notice-action').click();
  await expect.poll(() => getEditorText(page)).toBe('{"my": "work"}');
  await expect(page.getByTestId('notice')).toHaveCount(0);
});

test('after a reload, an earlier document is restored from History with one click', async ({ page }) => {
  test.slow(); // several page loads; every step waits for a state
  await openFresh(page);
  await setEditorText(page, '{"info": {"name": "first-server"}}');
  await expect.poll(() => savedTexts(page)).toContain('{"info": {"name": "first-server"}}');
  await page.getByTestId('examples-select').selectOption('minimal');
  // Example texts load on demand: the example is the document (a new one in History) before it is typed over.
  await expect.poll(() => getEditorText(page)).not.toContain('first-server');
  await setEditorText(page, '{"info": {"name": "second-server"}}');
  await expect.poll(() => savedTexts(page)).toContain('{"info": {"name": "second-server"}}');
  await page.reload();
  await expect.poll(() => getEditorText(page)).toBe('{"info": {"name": "second-server"}}');

  await page.getByTestId('history-button').click();
  const documents = page.getByTestId('history-document');
  await expect(documents).toHaveCount(2);
  await expect(documents.nth(1)).toContainText('first-server');
  await documents.nth(1).getByTestId('history-restore').click();
  await expect.poll(() => getEditorText(page)).toBe('{"info": {"name": "first-server"}}');
  await expect(page.getByTestId('history-dialog')).toHaveCount(0);
  // The restore is itself undoable.
  await page.getByTestId('notice-action').click();
  await expect.poll(() => getEditorText(page)).toBe('{"info": {"name": "second-server"}}');
});

test('two tabs never overwrite each other: each keeps its own draft and the newer one is offered', async ({
  context,
}) => {
  // Two pages and four page loads: on a loaded machine this takes longer than one page's test, though every step
  // waits for a state (never for time).
  test.slow();
  const a = await context.newPage();
  await a.goto('/');
  await setEditorText(a, '{"tab": "A"}');
  await expect.poll(() => savedTexts(a)).toContain('{"tab": "A"}');

  const b = await context.newPage();
  await b.goto('/');
  await expect.poll(() => getEditorText(b)).toBe('{"tab": "A"}'); // a copy of the last work
  await setEditorText(b, '{"tab": "B"}');
  await expect.poll(() => savedTexts(b)).toContain('{"tab": "B"}');

  // A hears of the newer copy, keeps its own text, and is offered B's.
  await expect(a.getByTestId('notice-message')).toContainText('A newer copy');
  expect(await getEditorText(a)).toBe('{"tab": "A"}');
  await a.reload();
  await expect.poll(() => getEditorText(a)).toBe('{"tab": "A"}');
  await expect(a.getByTestId('notice-action')).toHaveText('Open the newer copy');
  await b.reload();
  await expect.poll(() => getEditorText(b)).toBe('{"tab": "B"}');
  await a.getByTestId('notice-action').click();
  await expect.poll(() => getEditorText(a)).toBe('{"tab": "B"}');
});

/**
 * Types `keys` into Monaco at the caret and reloads the page from inside it as the last key is released: the reload is
 * requested in the same task that handles the key's release — sooner than any user could (well within 50 ms), and
 * however loaded the machine, with no autosave timer or idle callback in between. Resolves once the reloaded page
 * shows its editor.
 */
async function typeThenReload(page: Page, keys: string): Promise<void> {
  await page.evaluate((count) => {
    let left = count;
    const onKeyUp = () => {
      if (--left > 0) return;
      window.removeEventListener('keyup', onKeyUp, true);
      location.reload();
    };
    window.addEventListener('keyup', onKeyUp, true);
  }, keys.length);
  const reloaded = page.waitForEvent('load');
  await page.keyboard.type(keys);
  await reloaded;
  await page.getByTestId('editor').waitFor();
}

test('three trials: text typed then reloaded within 50 ms is kept every time', async ({ page }) => {
  test.slow(); // several page loads; every step waits for a state
  await openFresh(page);
  await setEditorText(page, '{"info": {"name": "trial"}}');
  let expected = '{"info": {"name": "trial"}}';
  for (const trial of ['-1', '-2', '-3']) {
    // The caret just after "trial…" (inside the string: no auto-closing), then type and reload at once.
    const column = expected.indexOf('"}}') + 1;
    await page.evaluate(
      (at) =>
        (window as unknown as { __playground: { setPosition(l: number, c: number): void } }).__playground.setPosition(
          1,
          at,
        ),
      column,
    );
    await typeThenReload(page, trial);
    expected = expected.replace('"}}', `${trial}"}}`);
    await expect.poll(() => getEditorText(page)).toBe(expected);
  }
  expect(expected).toBe('{"info": {"name": "trial-1-2-3"}}');
});

test('an example loaded and the page reloaded at once: the example stays, the previous document is in History', async ({
  page,
}) => {
  test.slow(); // several page loads; every step waits for a state
  await openFresh(page);
  await setEditorText(page, '{"info": {"name": "before-the-example"}}');
  await page.getByTestId('examples-select').selectOption('invalid');
  await expect.poll(() => getEditorText(page)).not.toContain('before-the-example');
  const example = await getEditorText(page);
  await page.reload();
  await expect.poll(() => getEditorText(page)).toBe(example);
  await page.getByTestId('history-button').click();
  await expect(page.getByTestId('history-document').filter({ hasText: 'before-the-example' })).toHaveCount(1);
});

test('edit, paste another document over it within 1.5 s, reload: History restores the edited text', async ({
  page,
}) => {
  test.slow(); // several page loads; every step waits for a state
  await openFresh(page);
  await setEditorText(page, '{"info": {"name": "mine"}}');
  await expect.poll(() => savedTexts(page)).toContain('{"info": {"name": "mine"}}');
  // Edit by hand, then (well within the history's 30 s checkpoint) paste a whole other document over it.
  await page.evaluate(() =>
    (window as unknown as { __playground: { setPosition(l: number, c: number): void } }).__playground.setPosition(
      1,
      24,
    ),
  );
  await page.keyboard.type('-edited');
  await expect.poll(() => getEditorText(page)).toBe('{"info": {"name": "mine-edited"}}');
  const pasted = JSON.stringify(
    { mcpdesc: '0.9.0', info: { name: 'pasted-over', version: '1' }, protocolVersions: ['2026-07-28'] },
    null,
    2,
  );
  await setEditorText(page, pasted);
  await page.reload();
  await expect.poll(() => getEditorText(page)).toBe(pasted);

  await page.getByTestId('history-button').click();
  const current = page.getByTestId('history-document').first();
  await current.getByTestId('history-versions').click();
  const versions = current.getByTestId('history-restore-state');
  // Newest first: the pasted document, then the edited text it replaced (then the first save, "mine", when the reload
  // came before the replaced text's own write landed: the draft carried it, and restore wrote it after that save).
  await expect(versions.nth(1)).toBeVisible();
  await versions.nth(1).click();
  await expect.poll(() => getEditorText(page)).toBe('{"info": {"name": "mine-edited"}}');
});
