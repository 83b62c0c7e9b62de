// Shared e2e fixtures: every test fails on a CSP violation, a console error, or a request that leaves the origin, in
// its page and in every page of a context it opens with `openContext`.
//
// Tests share one browser tab per worker (`sharedTab`): loading the app in a new browser context costs about 3.5 s on
// 2 cores (a new renderer parses and compiles Monaco again), in a tab that has loaded it before under 1 s. Between two
// tests the tab is emptied as a new context would be (storage, routes, listeners, pages, permissions, network,
// viewport, colour scheme); a test that failed closes it, so the next one starts in a new context. The shared tab runs
// no service worker. A spec that observes the first load of a browser itself (what is fetched, the service worker)
// sets `test.use({ freshContext: true })` and gets a context of its own, as Playwright gives by default.
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { clearOrigin } from './clear-origin.ts';

interface Guard {
  cspViolations: string[];
  consoleErrors: string[];
  foreignRequests: string[];
  /** Guards another page of the test too (`openContext` does it for the pages of the contexts it opens). */
  watch(page: Page): void;
}

/** The tab tests share in one worker, created by the first test that needs it. */
interface SharedTab {
  context: BrowserContext;
  page: Page;
}

/** Reports CSP violations as console errors, which the guard collects. */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
}

const testEvents = [
  'console',
  'dialog',
  'download',
  'filechooser',
  'page',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'weberror',
  'worker',
];

/** A browser context whose pages report CSP violations to the guard. */
async function guardedContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(reportCspViolations);
  return context;
}

async function openTab(browser: Browser, baseURL: string | undefined): Promise<SharedTab> {
  // No service worker: installing it precaches the whole app (about 1.7 s of CPU on 2 cores, competing with the test)
  // in every test, since each empties the origin. offline.spec.ts and first-load.spec.ts test it, in contexts of
  // their own.
  const context = await guardedContext(browser, { baseURL, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

/**
 * Leaves the shared tab as a new context would be: no other page, no route, no listener, online, no permission, and
 * nothing stored for the app's origin (session storage, and through the DevTools protocol local storage, IndexedDB,
 * caches and service workers). Returns false
 * when the tab cannot be reused (the test failed, or the tab closed or crashed).
 */
async function emptyTab(tab: SharedTab, origin: string, testInfo: TestInfo): Promise<boolean> {
  if (testInfo.status !== testInfo.expectedStatus || tab.page.isClosed()) return false;
  const { context, page } = tab;
  // The events a test may listen to ('close' is left alone: Playwright itself waits on it).
  for (const event of testEvents) {
    page.removeAllListeners(event);
    context.removeAllListeners(event);
  }
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await context.clearPermissions();
  await clearOrigin(page, origin);
  return true;
}

/** Opens another browser context for the test (a second visitor, a phone): guarded and closed as the test's own. */
type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

export const test = base.extend<
  { guard: Guard; freshContext: boolean; openContext: OpenContext },
  { sharedTab: { tab?: SharedTab } }
>({
  freshContext: [false, { option: true }],
  sharedTab: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const holder: { tab?: SharedTab } = {};
      await use(holder);
      await holder.tab?.context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, baseURL, freshContext, sharedTab }, use, testInfo) => {
    if (freshContext) {
      const context = await guardedContext(browser, { baseURL });
      await use(context);
      await context.close();
      return;
    }
    sharedTab.tab ??= await openTab(browser, baseURL);
    await use(sharedTab.tab.context);
    if (!(await emptyTab(sharedTab.tab, new URL(baseURL!).origin, testInfo).catch(() => false))) {
      await sharedTab.tab.context.close().catch(() => undefined);
      sharedTab.tab = undefined;
    }
  },
  page: async ({ context, freshContext, sharedTab, viewport, colorScheme }, use) => {
    const page = freshContext ? await context.newPage() : sharedTab.tab!.page;
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme: colorScheme ?? 'light' });
    await page.bringToFront();
    await use(page);
  },
  guard: [
    async ({ page, baseURL }, use) => {
      const guard: Guard = { cspViolations: [], consoleErrors: [], foreignRequests: [], watch };
      function watch(watched: Page): void {
        watched.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          if (text.includes('CSP violation') || text.includes('Content Security Policy'))
            guard.cspViolations.push(text);
          else guard.consoleErrors.push(text);
        });
        watched.on('pageerror', (error) => guard.consoleErrors.push(`pageerror: ${error.message}`));
        watched.on('request', (request) => {
          const url = request.url();
          if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith('blob:'))
            guard.foreignRequests.push(url);
        });
      }
      watch(page);
      await use(guard);
      expect(guard.cspViolations, 'CSP violations').toEqual([]);
      expect(guard.consoleErrors, 'console errors').toEqual([]);
      expect(guard.foreignRequests, 'requests leaving the origin').toEqual([]);
    },
    { auto: true },
  ],
  openContext: async ({ browser, baseURL, guard }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      // Like the shared tab, without a service worker: only offline.spec.ts and first-load.spec.ts test it.
      const context = await guardedContext(browser, { baseURL, serviceWorkers: 'block', ...options });
      context.on('page', guard.watch);
      opened.push(context);
      return context;
    });
    for (const context of opened) await context.close();
  },
});

export { expect };

/**
 * Replace the editor text as a paste would (no auto-indent or auto-closing). A later `waitForValidation(page)` waits
 * for a run that started after this (the page remembers the run number from before it).
 */
export async function setEditorText(page: Page, text: string): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __playground?: unknown }).__playground));
  await page.evaluate((value) => {
    const status = document.querySelector('[data-testid="run-status"]');
    (window as unknown as { __validationSince?: number }).__validationSince = Number(
      status?.getAttribute('data-runs') ?? 0,
    );
    (window as unknown as { __playground: { setEditorText(v: string): void } }).__playground.setEditorText(value);
  }, text);
}

export async function getEditorText(page: Page): Promise<string> {
  await page.waitForFunction(() => Boolean((window as unknown as { __playground?: unknown }).__playground));
  return page.evaluate(() =>
    (window as unknown as { __playground: { getEditorText(): string } }).__playground.getEditorText(),
  );
}

/**
 * The newest validation run of the page (`data-runs` of the run-status element). Take it before an action that
 * changes the text (a click, an example), and pass it to `waitForValidation`.
 */
export async function validationRun(page: Page): Promise<number> {
  return Number((await page.getByTestId('run-status').getAttribute('data-runs')) ?? 0);
}

/**
 * Wait until a validation run that started after `since` has completed and its result, of the newest text, is shown.
 * `since` defaults to the run before the last `setEditorText`, or to 0 on a page just loaded (its first run).
 * It never returns on the result of a run that was already there before the action.
 */
export async function waitForValidation(page: Page, since?: number): Promise<void> {
  await page.waitForFunction((after) => {
    const status = document.querySelector('[data-testid="run-status"]');
    if (status?.getAttribute('data-status') !== 'done') return false;
    const shown = Number(status.getAttribute('data-run'));
    const threshold = after ?? (window as unknown as { __validationSince?: number }).__validationSince ?? 0;
    return shown > threshold && shown === Number(status.getAttribute('data-runs'));
  }, since);
}

/**
 * Opens the app with no saved theme, and waits for the editor (`editor`: Monaco's host, or 'plain-editor' on a phone)
 * and the first validation of the page.
 */
export async function openFresh(page: Page, path = '/', editor = 'editor'): Promise<void> {
  // Each test starts on an empty tab with nothing saved (see `emptyTab`); a page that has loaded the app in this test
  // is cleared and loaded again.
  if (page.url() !== 'about:blank') {
    await page.goto(path);
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(path);
  await page.getByTestId(editor).waitFor();
  await waitForValidation(page);
}

/** The full text a read-only code view (protocol view, native list) shows; '' until it exists. */
export async function codeViewText(page: Page, testId: string): Promise<string> {
  return page.evaluate((id) => {
    const views = (window as unknown as { __codeViews?: Record<string, () => string> }).__codeViews;
    return views?.[id]?.() ?? '';
  }, testId);
}

/** Paste a YAML document and wait until the editor has switched to YAML (which closes any open widget). */
export async function setYaml(page: Page, text: string): Promise<void> {
  await setEditorText(page, text);
  await expect(page.getByTestId('status-bar')).toContainText('YAML');
  await waitForValidation(page);
}

/**
 * Moves focus out of the editor, as on a page just opened. A step of a longer test ends with it when the next step
 * replaces the text, so that step starts as a test of its own would: while the editor has focus, its light bulb asks
 * the language worker for the fixes of every new text, and a newer text cancels the request.
 */
export async function leaveEditor(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Put the editor's cursor at a 1-based line and column. */
export async function cursorAt(page: Page, line: number, column: number): Promise<void> {
  await page.evaluate(
    ([l, c]) =>
      (window as unknown as { __playground: { setPosition(l: number, c: number): void } }).__playground.setPosition(
        l!,
        c!,
      ),
    [line, column],
  );
}

/** Every text saved in the local history (IndexedDB) of this browser context. */
export async function savedTexts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('mcpdesc-playground');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('states')) return resolve([]);
          const all = db.transaction('states').objectStore('states').getAll();
          all.onsuccess = () => resolve((all.result as { text: string }[]).map((s) => s.text));
        };
        open.onerror = () => resolve([]);
      }),
  );
}

/**
 * Open a result tab: from the tab row, or from its "More" menu when the tab does not fit in the row at this width.
 */
export async function openResultTab(page: Page, id: string): Promise<void> {
  const tab = page.getByTestId(`tab-${id}`);
  if (await tab.isVisible()) return tab.click();
  await page.getByTestId('tabs-more').click();
  await page.getByTestId(`more-tab-${id}`).click();
}
