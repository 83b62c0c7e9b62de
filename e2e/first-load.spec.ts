// The first load: a small first page, and nothing the first diagnostics do not need before the editor is ready —
// the other tabs, the dialogs, the example texts, the language worker, Monaco's editor worker and the service worker
// come later, each when it is used or once the editor is ready.
import { gzipSync } from 'node:zlib';
import { test, expect, getEditorText, setEditorText, waitForValidation, openResultTab } from './fixtures.ts';

// What a browser fetches on its first visit, and the service worker it installs: each test in a context of its own (but
// the last).
test.use({ freshContext: true });

test('the first page load (scripts, modulepreloads and stylesheets of the page) is at most 100 kB gzip', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  let total = 0;
  for (const file of files) total += gzipSync(await (await page.request.get(file)).body()).length;
  expect(total).toBeLessThanOrEqual(100_000);
});

/**
 * Records, in the page, when the first diagnostics and Monaco's editor are first shown, and holds each message to a
 * worker back by 800 ms: the validation worker's first answer comes late, whatever the machine's speed.
 */
function recordOrder() {
  const order = { diagnosticsAt: undefined as number | undefined, editorAt: undefined as number | undefined };
  (window as unknown as { __order: typeof order }).__order = order;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
    setTimeout(() => post.apply(this, args), 800);
  } as Worker['postMessage'];
  const watch = () => {
    const now = performance.now();
    if (document.querySelector('[data-testid="run-status"]')?.getAttribute('data-status') === 'done')
      order.diagnosticsAt ??= now;
    if (document.querySelector('.monaco-editor')) order.editorAt ??= now;
    if (order.diagnosticsAt === undefined || order.editorAt === undefined) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

type Order = { diagnosticsAt: number; editorAt: number };

test('Monaco is fetched at start but evaluated after the first diagnostics are shown; from the cache, at once', async ({
  page,
}) => {
  await page.addInitScript(recordOrder);
  const order = async () => {
    await page.waitForFunction(() => {
      const { diagnosticsAt, editorAt } = (window as unknown as { __order: Partial<Order> }).__order;
      return diagnosticsAt !== undefined && editorAt !== undefined;
    });
    return page.evaluate(() => (window as unknown as { __order: Order }).__order);
  };
  // A first visit: the chunk is requested before the first diagnostics, and the editor shown after them.
  await page.goto('/');
  const first = await order();
  const monacoFetchedAt = await page.evaluate(
    () => performance.getEntriesByType('resource').find((e) => /\/assets\/monaco-/.test(e.name))?.startTime,
  );
  expect(monacoFetchedAt).toBeLessThan(first.diagnosticsAt);
  expect(first.editorAt).toBeGreaterThan(first.diagnosticsAt);
  // Again, with the chunks in the browser's cache: evaluating them is short, and the editor does not wait.
  await page.reload();
  const again = await order();
  expect(again.editorAt).toBeLessThan(again.diagnosticsAt);
});

/** Records, in the page, when each worker is created, when the service worker is registered, and editor-ready. */
function recordStartup() {
  const log = {
    workers: [] as { url: string; at: number }[],
    serviceWorkerAt: undefined as number | undefined,
    readyAt: undefined as number | undefined,
  };
  (window as unknown as { __startup: typeof log }).__startup = log;
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      log.workers.push({ url: String(url), at: performance.now() });
    }
  };
  const container = navigator.serviceWorker;
  if (container) {
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      log.serviceWorkerAt ??= performance.now();
      return register(...args);
    };
  }
  const watch = () => {
    const shown = document.querySelector('[data-testid="run-status"]')?.getAttribute('data-status') === 'done';
    if (shown && document.querySelector('.monaco-editor')) log.readyAt = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

type Startup = {
  workers: { url: string; at: number }[];
  serviceWorkerAt: number | undefined;
  readyAt: number | undefined;
};

// Editor-ready waits at most MAX_WAIT_MS (src/editor-ready.ts) before the rest starts: on a machine so loaded that the
// first diagnostics take longer, the service worker starts earlier by design (seen at a load of 17).
test('before editor-ready only the validation worker runs and only what the first diagnostics need is fetched, at most 1,000 KiB of JavaScript; the rest comes later, the language worker once the editor is used', async ({
  page,
}) => {
  // Every script the page and its workers fetch until editor-ready.
  const fetched = new Set<string>();
  let recording = true;
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (recording && url.pathname.endsWith('.js')) fetched.add(url.pathname);
  });
  await page.addInitScript(recordStartup);
  await page.goto('/');
  await page.waitForFunction(
    () => (window as unknown as { __startup: Startup }).__startup.readyAt !== undefined,
    null,
    {
      polling: 'raf',
    },
  );
  recording = false;
  await waitForValidation(page);
  const startup = () => page.evaluate(() => (window as unknown as { __startup: Startup }).__startup);
  const ready = (await startup()).readyAt!;

  // Monaco, the validation worker and the MCP types of the example's version are among them; at most 1,000 KiB gzip.
  expect([...fetched].filter((path) => /\/assets\/(?:monaco|core\.worker|mcp-2025-11-25)-/.test(path))).toHaveLength(3);
  let total = 0;
  for (const path of fetched) total += gzipSync(await (await page.request.get(path)).body()).length;
  expect(total).toBeLessThanOrEqual(1000 * 1024);
  const scriptsBefore = await page.evaluate(
    (at) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= at && e.name.endsWith('.js'))
        .map((e) => new URL(e.name).pathname),
    ready,
  );
  const later =
    /\/assets\/(?:ViewPanel|NativePanel|DocsPanel|ComparePanel|RuleResultsPanel|RulesPanel|ImportDialog|MergeDialog|HistoryDialog|ShareDialog|examples)-|\/sw\.js|\/workbox-/;
  expect(scriptsBefore.filter((path) => later.test(path))).toEqual([]);
  const before = await startup();
  expect(before.workers.filter((w) => w.at <= ready).map((w) => w.url)).toEqual([
    expect.stringMatching(/core\.worker/),
  ]);
  expect(before.serviceWorkerAt === undefined || before.serviceWorkerAt > ready).toBe(true);

  // Once the editor is ready: the service worker starts; the language worker (a second core worker) waits until the
  // person works in the editor (src/language-features.ts watchBreadcrumbs), then starts.
  const coreWorkers = async () => (await startup()).workers.filter((w) => /core\.worker/.test(w.url)).length;
  await expect.poll(async () => (await startup()).serviceWorkerAt).toBeGreaterThan(ready);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(await coreWorkers()).toBe(1);
  // Nor does a new text with diagnostics on the cursor's line start it (the light bulb waits for the editor's focus).
  await setEditorText(page, '{\n  "mcpdesc": "0.9.0", "info": {}\n}\n');
  await waitForValidation(page);
  await expect(page.getByTestId('diagnostic').first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  expect(await coreWorkers()).toBe(1);
  await page.locator('.monaco-editor .view-lines').first().click();
  await expect.poll(coreWorkers).toBe(2);
  // Worked in, the editor shows the light bulb on a line with a quick fix.
  await page.locator('.monaco-editor .view-line').nth(1).click();
  await expect(page.locator('.monaco-editor .lightBulbWidget')).toBeVisible();

  // Each tab, dialog and example loads when used, and works.
  await openResultTab(page, 'rules');
  await expect(page.getByTestId('rule-index-entry').first()).toBeVisible();
  await page.getByTestId('examples-select').selectOption('multi-version');
  await expect.poll(() => getEditorText(page)).toContain('name: forgehub');
  await expect(page.getByTestId('notice-action')).toHaveText('Undo');
});

test('the validation worker starts with the validation pipeline only: the pattern matcher, the yaml library and the other core chunks load when a text or a request needs them', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await waitForValidation(page);
  // The yaml library too: the first document is JSON.
  const lazy = /\/assets\/(?:re2|reference|combine|learn|yaml-install)-/;
  expect(requested.filter((path) => lazy.test(path))).toEqual([]);

  // A Tool schema with a pattern: the matcher is fetched, and the pattern is run (the example fails it).
  const doc = {
    mcpdesc: '0.9.0',
    info: { name: 'patterns', version: '1.0.0' },
    protocolVersions: ['2025-11-25'],
    transports: [{ type: 'stdio', command: 'server' }],
    tools: [
      {
        name: 'lookup',
        inputSchema: { type: 'object', properties: { code: { type: 'string', pattern: '^[A-Z]{3}$' } } },
        examples: { bad: { input: { code: 'abc' }, result: { content: [] } } },
      },
    ],
  };
  await setEditorText(page, JSON.stringify(doc, null, 2));
  await waitForValidation(page);
  await expect(
    page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.tool.example.schema-conformance"]').first(),
  ).toContainText('fails "pattern"');
  expect(requested.some((path) => /\/assets\/re2-/.test(path))).toBe(true);

  // YAML the fast reader does not read (flow style, a duplicate key) loads the yaml library (if a blank text on the
  // way has not already), and its finding is located as always.
  const yamlLibrary = /\/assets\/yaml-install-/;
  await setEditorText(page, 'mcpdesc: "0.9.0"\ninfo: {name: flow, version: "1.0.0", name: again}\n');
  await waitForValidation(page);
  await expect(page.getByTestId('diagnostic').first()).toContainText(
    "Duplicate mapping key 'name' (first at line 2, column 8)",
  );
  expect(requested).toContainEqual(expect.stringMatching(yamlLibrary)); // by each worker that read the text
});

test.describe('in the shared tab', () => {
  // Routing a request turns the browser's cache off, so the part is fetched (and refused) even in a tab that has
  // loaded the app before: no first visit needed.
  test.use({ freshContext: false });

  test('a part the worker cannot load is a clear error that keeps the text, not a silent pass', async ({ page }) => {
    await page.route(/\/assets\/mcp-2026-07-28-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await waitForValidation(page);
    const text = JSON.stringify(
      {
        mcpdesc: '0.9.0',
        info: { name: 'later', version: '1.0.0' },
        protocolVersions: ['2026-07-28'],
        transports: [{ type: 'stdio', command: 'server' }],
      },
      null,
      2,
    );
    await setEditorText(page, text);
    await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'failed');
    await expect(page.getByTestId('diagnostic').first()).toContainText('Could not load the MCP 2026-07-28 types');
    expect(await getEditorText(page)).toBe(text);
  });
});
