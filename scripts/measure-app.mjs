// Measures the built app (run `npm run build` first), in headless Chromium:
// - gzip size of what the first page load fetches (the html's scripts, modulepreloads and stylesheets);
// - the time from navigation start to the first diagnostics and to editor-ready (Monaco shown and the first
//   diagnostics shown), and the gzip bytes of the JavaScript actually fetched by editor-ready, file by file (from
//   Chromium's network events: the page, its workers and the service worker);
// - keystroke → updated diagnostics markers (median and p95 of 30+ keystrokes) on 20 KB JSON and YAML documents;
// - the longest main-thread task while typing in 1 MB and 5 MB documents (Long Tasks API: tasks over 50 ms).
// Usage: npm run measure   (serves dist/ itself on 127.0.0.1:$MEASURE_PORT, default 4174)
//        npm run measure -- --load-only        only the first-load figures (sizes, timings, JS by editor-ready)
//        MEASURE_ROOT=/other/checkout npm run measure -- --load-only   measures another checkout's build (an older commit)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { serialize } from '../core/document/index.ts';
import { mcpDescriptionOfSize } from '../bench/generate.ts';

const port = Number(process.env.MEASURE_PORT ?? 4174);
const origin = `http://127.0.0.1:${port}`;
/** The checkout whose build is measured (its dist/, served by its own vite preview): this one unless MEASURE_ROOT says. */
const root = process.env.MEASURE_ROOT ?? '.';
const dist = join(root, 'dist');
const loadOnly = process.argv.includes('--load-only');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gzipped = new Map();
const gz = (file) => gzipped.get(file) ?? gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length).get(file);
const assets = readdirSync(join(dist, 'assets')).filter((f) => !/\.(gz|br)$/.test(f)).map((f) => `assets/${f}`);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const initialGzip = initial.reduce((sum, f) => sum + gz(f), 0);
const jsGzip = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
const totalRaw = assets.reduce((sum, f) => sum + statSync(join(dist, f)).size, 0);
const initialJs = initial.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
console.log(`initial page (html-referenced js+css, modulepreloads included): ${initial.length} files, ${kib(initialGzip)} gzip (${(initialGzip / 1000).toFixed(1)} kB); JavaScript ${kib(initialJs)} (${(initialJs / 1000).toFixed(1)} kB), CSS ${kib(initialGzip - initialJs)}`);
for (const f of initial) console.log(`  ${f}: ${kib(gz(f))} gzip`);
console.log(`all JavaScript incl. lazy editor and workers: ${kib(jsGzip)} gzip; all assets ${kib(totalRaw)} raw`);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const hook = '__playground';

/** Opens the app on `text` (pasted through the editor) and waits for its diagnostics. */
async function openOn(browser, text) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(origin);
  await page.waitForFunction((h) => Boolean(window[h]), hook);
  const before = await page.evaluate(() => Number(document.querySelector('[data-testid="run-status"]')?.getAttribute('data-runs') ?? 0));
  await page.evaluate(([h, value]) => window[h].setEditorText(value), [hook, text]);
  // The result of a run that started after the text was set (data-run), and of the newest text (data-runs).
  await page.waitForFunction(
    ([h, length, since]) => {
      const status = document.querySelector('[data-testid="run-status"]');
      if (window[h].getEditorText().length !== length || status?.getAttribute('data-status') !== 'done') return false;
      if (!status.hasAttribute('data-runs')) return true; // a build from before run numbers
      const shown = Number(status.getAttribute('data-run'));
      return shown > since && shown === Number(status.getAttribute('data-runs'));
    },
    [hook, text.length, before],
    { timeout: 120_000 },
  );
  await page.waitForTimeout(1500); // let autosave and idle work settle
  // The caret at the end of the document: typed spaces keep it valid in both formats.
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('Control+End');
  return { context, page };
}

/** Keystroke (keydown event time) → markers set in the editor, for `count` keystrokes, one at a time. */
async function keystrokeToMarkers(browser, text, count) {
  const { context, page } = await openOn(browser, text);
  await page.evaluate(() => {
    window.__keyAt = 0;
    document.addEventListener('keydown', (event) => (window.__keyAt = event.timeStamp), { capture: true });
  });
  const samples = [];
  for (let i = 0; i < count; i++) {
    const before = await page.evaluate((h) => window[h].markerUpdates, hook);
    await page.keyboard.press('Space');
    await page.waitForFunction(([h, n]) => window[h].markerUpdates > n, [hook, before], { polling: 'raf', timeout: 30_000 });
    samples.push(await page.evaluate((h) => window[h].markersAt - window.__keyAt, hook));
    await page.waitForTimeout(120);
  }
  await context.close();
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1), n: samples.length };
}

/** Longest main-thread task (Long Tasks API reports those over 50 ms) while typing `count` keys, 80 ms apart. */
async function longestTaskWhileTyping(browser, text, count) {
  const { context, page } = await openOn(browser, text);
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(i % 8 === 7 ? 'Enter' : 'Space');
    await page.waitForTimeout(80);
  }
  await page.waitForTimeout(3000); // trailing validation and autosave
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  return { longest: tasks.length ? Math.max(...tasks) : 0, count: tasks.length };
}


/**
 * One first visit (a fresh context: no saved document, no service worker): the times from navigation start to the
 * first diagnostics and to editor-ready, and the JavaScript files of the build fetched until editor-ready, by the page,
 * its workers or the service worker (Chromium's network events, as Playwright reports them for the context).
 */
async function firstVisit(browser) {
  const context = await browser.newContext();
  /** Path → fetched by the page or its workers (true), or only by the service worker (false). */
  const fetched = new Map();
  let recording = true;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!recording || url.origin !== origin || !url.pathname.endsWith('.js')) return;
    const path = url.pathname.slice(1);
    fetched.set(path, fetched.get(path) === true || request.serviceWorker() === null);
  });
  const page = await context.newPage();
  await page.goto(origin);
  const shown = (editor) =>
    document.querySelector('[data-testid="run-status"]')?.getAttribute('data-status') === 'done' && (!editor || document.querySelector('.monaco-editor') !== null) && performance.now();
  const diagnostics = await page.waitForFunction(shown, false, { polling: 'raf', timeout: 60_000 });
  const ready = await page.waitForFunction(shown, true, { polling: 'raf', timeout: 60_000 });
  recording = false;
  const result = { diagnosticsAt: await diagnostics.jsonValue(), readyAt: await ready.jsonValue(), files: [...fetched.keys()].filter((f) => existsSync(join(dist, f))), byServiceWorker: [...fetched].filter(([, page]) => !page).map(([f]) => f) };
  await context.close();
  return result;
}

const server = spawn(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: root, stdio: 'ignore' });
try {
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const runs = [];
  for (let i = 0; i < 7; i++) runs.push(await firstVisit(browser));
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const spread = (values) => `median of ${values.length}: ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
  console.log(`navigation start → first diagnostics (${spread(runs.map((r) => r.diagnosticsAt))})`);
  console.log(`navigation start → editor-ready: Monaco shown and first diagnostics shown (${spread(runs.map((r) => r.readyAt))})`);
  const totals = runs.map((r) => r.files.reduce((sum, f) => sum + gz(f), 0));
  console.log(`JavaScript fetched by editor-ready (median of ${runs.length}): ${kib(median(totals))} gzip (min ${kib(Math.min(...totals))}, max ${kib(Math.max(...totals))})`);
  const seen = new Map();
  const precached = new Set(runs.flatMap((r) => r.byServiceWorker));
  for (const r of runs) for (const f of r.files) seen.set(f, (seen.get(f) ?? 0) + 1);
  for (const [f, n] of [...seen].sort((a, b) => gz(b[0]) - gz(a[0]))) {
    console.log(`  ${f}: ${kib(gz(f))} gzip${n < runs.length ? ` (in ${n} of ${runs.length} runs)` : ''}${precached.has(f) ? ' (service worker precache)' : ''}`);
  }
  if (!loadOnly) {
    const ms = (n) => `${n.toFixed(0)} ms`;
    const doc20k = mcpDescriptionOfSize(20 * 1024);
    for (const format of ['json', 'yaml']) {
      const r = await keystrokeToMarkers(browser, serialize(doc20k, format), 30);
      console.log(`keystroke → markers, 20 KB ${format.toUpperCase()} (${r.n} keystrokes): median ${ms(r.median)}, p95 ${ms(r.p95)}, max ${ms(r.max)}`);
    }
    for (const [label, size] of [['1 MB', 1024 * 1024], ['5 MB', 5 * 1024 * 1024]]) {
      const r = await longestTaskWhileTyping(browser, serialize(mcpDescriptionOfSize(size), 'json'), 30);
      const longest = r.count === 0 ? 'none over 50 ms' : `${ms(r.longest)} (${r.count} tasks over 50 ms)`;
      console.log(`longest main-thread task while typing 30 keys, ${label} JSON: ${longest}`);
    }
  }
  await browser.close();
} finally {
  server.kill();
}
