// The shared tab (fixtures.ts): a test starts as in a new browser context, whatever the test before it left behind.
import { readFileSync } from 'node:fs';
import { test, expect, setEditorText, getEditorText, openFresh, savedTexts, waitForValidation } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const leftBehind = JSON.stringify({ mcpdesc: '0.9.0', info: { name: 'left-behind', version: '1.0.0' } }, null, 2);

test('a test leaves text, storage, a second page, a route, a permission and offline mode behind', async ({
  page,
  context,
}) => {
  await openFresh(page);
  await setEditorText(page, leftBehind);
  await waitForValidation(page);
  await expect.poll(() => savedTexts(page)).toContain(leftBehind);
  await page.evaluate(() => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
  });
  await context.newPage();
  await page.route('**/icon-512.png', (route) => route.abort());
  await context.grantPermissions(['clipboard-read']);
  await context.setOffline(true);
});

test('the next test starts on an empty tab: first visit, nothing saved, one page, no route, online', async ({
  page,
  context,
}) => {
  expect(page.url()).toBe('about:blank');
  expect(context.pages()).toEqual([page]);
  await openFresh(page);
  await expect.poll(() => getEditorText(page)).toBe(readFileSync('src/examples/minimal.mcpdesc.json', 'utf8'));
  expect(await savedTexts(page)).not.toContain(leftBehind);
  expect(
    await page.evaluate(() => [localStorage.getItem('left-behind'), sessionStorage.getItem('left-behind')]),
  ).toEqual([null, null]);
  // The image the last test's route aborted loads (the page may not fetch: connect-src 'none'), and the page is online.
  expect(
    await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(true);
          image.onerror = () => resolve(false);
          image.src = '/icon-512.png';
        }),
    ),
  ).toBe(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  expect(
    await page.evaluate(() =>
      navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((p) => p.state),
    ),
  ).not.toBe('granted');
});
