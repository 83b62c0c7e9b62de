// Offline and installable: the service worker precaches the app, a manifest names it, static assets are compressed.
import { test, expect, getEditorText, setEditorText, waitForValidation } from './fixtures.ts';

test.describe('the service worker a first visit installs', () => {
  // In a context of its own: the shared tab runs no service worker (e2e/fixtures.ts).
  test.use({ freshContext: true });

  test('after one visit, a reload works with no network, and the text is still there', async ({ context, page }) => {
    await page.goto('/');
    await page.getByTestId('editor').waitFor();
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    await setEditorText(page, '{"offline": true}');
    await waitForValidation(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('editor').waitFor();
    await expect.poll(() => getEditorText(page)).toBe('{"offline": true}');
    await waitForValidation(page); // the validation worker came from the cache too
    await context.setOffline(false);
  });
});

// What the server sends: the shared tab is enough.

test('what the server sends: static assets compressed, a web app manifest with icons', async ({ page }) => {
  await test.step('static assets, fonts included, are served compressed', async () => {
    await page.goto('/');
    await page.getByTestId('editor').waitFor();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('codicon')));
    const font = await page.evaluate(
      () => performance.getEntriesByType('resource').find((e) => e.name.includes('codicon'))!.name,
    );
    const response = await page.request.get(font, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(response.headers()['content-type']).toBe('font/ttf');
    expect((await response.body()).length).toBeGreaterThan(100_000); // decoded: the whole font arrived
  });
  await test.step('the app is installable: a web app manifest with icons', async () => {
    // On the page the step above loaded.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'MCP Description Playground', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
  });
});
