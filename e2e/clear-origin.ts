// How the shared tab of e2e/fixtures.ts is emptied between tests; npm run measure's warm starts empty their tab the same
// way, so that they measure what each e2e test pays.
import type { Page } from '@playwright/test';

/**
 * Leaves the app for a page of its origin that runs no script (the app's pagehide writes end with its document), clears
 * the tab's session storage from there and, through the DevTools protocol, everything the origin stores (local storage,
 * IndexedDB, caches, service workers), then goes to about:blank.
 */
export async function clearOrigin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/icon-192.png`);
  await page.evaluate(() => sessionStorage.clear());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
  await page.goto('about:blank');
}
