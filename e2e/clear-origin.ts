// How the shared tab of e2e/fixtures.ts is emptied between tests; npm run measure's warm starts empty their tab the same
// way, so that they measure what each e2e test pays.
import type { CDPSession, Page } from '@playwright/test';

/**
 * One DevTools protocol session per tab, kept while the tab lives: attaching and detaching one for each emptying cost
 * about 20 ms of the test's time.
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * Leaves the app for a page of its origin that runs no script (the app's pagehide writes end with its document), clears
 * the tab's session storage from there and, through the DevTools protocol, everything the origin stores (local storage,
 * IndexedDB, caches, service workers), then goes to about:blank. The session storage is cleared by a plain protocol
 * evaluation, not `page.evaluate`, which would first set up Playwright's helpers in the page for that one call.
 */
export async function clearOrigin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/icon-192.png`);
  const cdp = await sessionOf(page);
  const cleared = await cdp.send('Runtime.evaluate', { expression: 'sessionStorage.clear(), sessionStorage.length' });
  if (cleared.exceptionDetails || cleared.result.value !== 0)
    throw new Error(`The tab's session storage was not cleared: ${cleared.exceptionDetails?.text ?? 'items remain'}`);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await page.goto('about:blank');
}
