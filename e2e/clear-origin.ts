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

/** What the origin still stores, read from a page of it: its local storage items and IndexedDB databases. */
const leftovers = `(async () => localStorage.length + (await indexedDB.databases()).length)()`;

/**
 * Leaves the app for a page of its origin that runs no script (the app's pagehide writes start with its document),
 * clears the tab's session storage from there and, through the DevTools protocol, everything the origin stores (local
 * storage, IndexedDB, caches, service workers), then goes to about:blank. The app's last writes (a draft, a history
 * save issued as the page went away) can reach the browser after a first clear: the origin is cleared again until a
 * read finds nothing (once, a test began with the previous test's document restored, its result tab included). The
 * storage is read by plain protocol evaluations, not `page.evaluate`, which would first set up Playwright's helpers in
 * the page for that one call.
 */
export async function clearOrigin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/icon-192.png`);
  const cdp = await sessionOf(page);
  const cleared = await cdp.send('Runtime.evaluate', { expression: 'sessionStorage.clear(), sessionStorage.length' });
  if (cleared.exceptionDetails || cleared.result.value !== 0)
    throw new Error(`The tab's session storage was not cleared: ${cleared.exceptionDetails?.text ?? 'items remain'}`);
  for (let attempt = 1; ; attempt++) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    const left = await cdp.send('Runtime.evaluate', { expression: leftovers, awaitPromise: true });
    if (!left.exceptionDetails && left.result.value === 0) break;
    if (attempt === 5)
      throw new Error(`The origin's storage was not cleared: ${left.exceptionDetails?.text ?? 'items remain'}`);
  }
  await page.goto('about:blank');
}
