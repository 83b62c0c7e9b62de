// Measures the built app (run `npm run build` first), in headless Chromium:
// - gzip size of what the first page load fetches, and the time from navigation start to the first diagnostics;
// - keystroke → updated diagnostics markers (median and p95 of 30+ keystrokes) on 20 KB JSON and YAML documents;
// - the longest main-thread task while typing in 1 MB and 5 MB documents (Long Tasks API: tasks over 50 ms).
// Usage: npm run measure   (serves dist/ itself on 127.0.0.1:$MEASURE_PORT, default 4174)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { serialize } from '../core/document/index.ts';
import { mcpDescriptionOfSize } from '../bench/generate.ts';

const port = Number(process.env.MEASURE_PORT ?? 4174);
const origin = `http://127.0.0.1:${port}`;
const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const assets = readdirSync(join(dist, 'assets')).filter((f) => !/\.(gz|br)$/.test(f)).map((f) => `assets/${f}`);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const initialGzip = initial.reduce((sum, f) => sum + gz(f), 0);
const jsGzip = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
const totalRaw = assets.reduce((sum, f) => sum + statSync(join(dist, f)).size, 0);
console.log(`initial page (html-referenced js+css): ${initial.length} files, ${kib(initialGzip)} gzip`);
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
  await page.evaluate(([h, value]) => window[h].setEditorText(value), [hook, text]);
  await page.waitForFunction(
    ([h, length]) => window[h].getEditorText().length === length && document.querySelector('[data-testid="run-status"]')?.getAttribute('data-status') === 'done',
    [hook, text.length],
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

const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
try {
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const times = [];
  for (let i = 0; i < 7; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(origin);
    // A fresh context has no saved document, so the page opens on the minimal example (first visit).
    const handle = await page.waitForFunction(
      () => document.querySelector('[data-testid="run-status"]')?.getAttribute('data-status') === 'done' && performance.now(),
      undefined,
      { polling: 'raf' },
    );
    times.push(await handle.jsonValue());
    await context.close();
  }
  times.sort((a, b) => a - b);
  console.log(`navigation start → first diagnostics (median of ${times.length}): ${times[Math.floor(times.length / 2)].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)})`);

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
  await browser.close();
} finally {
  server.kill();
}
