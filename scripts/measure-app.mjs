// Measures the built app (run `npm run build` first), in headless Chromium:
// - gzip size of what the first page load fetches (the html's scripts, modulepreloads and stylesheets);
// - the time from navigation start to the first diagnostics and to editor-ready (Monaco shown and the first
//   diagnostics shown), and the gzip bytes of the JavaScript actually fetched by editor-ready, file by file (from
//   Chromium's network events: the page, its workers and the service worker);
// - keystroke → updated diagnostics markers (median and p95 of 30+ keystrokes) on 20 KB JSON and YAML documents;
// - the longest main-thread task while typing in 1 MB and 5 MB documents (Long Tasks API: tasks over 50 ms);
// - pathological documents (issue 21): setting 100,000 levels of nesting (longest task until its diagnostics are
//   shown, light mode on, then keystroke → next frame of 20 keystrokes) and pasting a 5 MB JSON document (longest
//   task from the paste until it is validated and saved), with JSON.parse of 1 MB in the page as a CPU check.
// - a warm start, as every e2e test after the first makes it (a tab that has loaded the app before, emptied as
//   e2e/fixtures.ts empties it): navigation → editor and first diagnostics shown, the CPU time (user+sys) of the browser's
//   processes per start (Linux), and a result tab's first opening (click → the protocol view's highlighted text);
// Usage: npm run measure   (serves dist/ itself on 127.0.0.1:$MEASURE_PORT, default 4174)
//        npm run measure -- --load-only        only the first-load figures (sizes, timings, JS by editor-ready)
//        npm run measure -- --pathological     only the pathological documents (deep nesting, 5 MB paste)
//        npm run measure -- --warm-only        only the warm starts (16 of them: time, browser CPU split into emptying
//                                              the tab and the start itself), to compare two builds quickly;
//        MEASURE_ROOT_B=/other/checkout npm run measure -- --warm-only   alternates the warm starts of this build
//                                              and another checkout's (served on MEASURE_PORT + 1): an A/B in one run
//        MEASURE_ROOT=/other/checkout npm run measure -- --load-only   measures another checkout's build (an older commit)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { servePreview } from './preview.mjs';
import { chromium } from 'playwright-core';
import { serialize } from '../core/document/index.ts';
import { mcpDescriptionOfSize } from '../bench/generate.ts';
import { clearOrigin } from '../e2e/clear-origin.ts';

const port = Number(process.env.MEASURE_PORT ?? 4174);
const origin = `http://127.0.0.1:${port}`;
/** The checkout whose build is measured (its dist/, served by its own vite preview): this one unless MEASURE_ROOT says. */
const root = process.env.MEASURE_ROOT ?? '.';
const dist = join(root, 'dist');
const loadOnly = process.argv.includes('--load-only');
/** `-- --pathological`: only the pathological documents (deep nesting, 5 MB paste). */
const pathologicalOnly = process.argv.includes('--pathological');
/** `-- --warm-only`: only the warm starts. */
const warmOnly = process.argv.includes('--warm-only');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gzipped = new Map();
const gz = (file) => gzipped.get(file) ?? gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length).get(file);
const assets = readdirSync(join(dist, 'assets'))
  .filter((f) => !/\.(gz|br)$/.test(f))
  .map((f) => `assets/${f}`);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const initialGzip = initial.reduce((sum, f) => sum + gz(f), 0);
const jsGzip = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
const totalRaw = assets.reduce((sum, f) => sum + statSync(join(dist, f)).size, 0);
const initialJs = initial.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
console.log(
  `initial page (html-referenced js+css, modulepreloads included): ${initial.length} files, ${kib(initialGzip)} gzip (${(initialGzip / 1000).toFixed(1)} kB); JavaScript ${kib(initialJs)} (${(initialJs / 1000).toFixed(1)} kB), CSS ${kib(initialGzip - initialJs)}`,
);
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
  const before = await page.evaluate(() =>
    Number(document.querySelector('[data-testid="run-status"]')?.getAttribute('data-runs') ?? 0),
  );
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
    await page.waitForFunction(([h, n]) => window[h].markerUpdates > n, [hook, before], {
      polling: 'raf',
      timeout: 30_000,
    });
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
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
    });
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

/** Starts collecting the page's long tasks (PerformanceObserver, type 'longtask'). */
async function observeLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
    });
  });
}

/** Longest long task collected so far, and how many there were; clears the list. */
async function takeLongTasks(page) {
  const tasks = await page.evaluate(() => window.__longTasks.splice(0));
  return { longest: tasks.length ? Math.max(...tasks) : 0, count: tasks.length };
}

/** Waits until the page's newest validation run is done and its result shown. */
async function validated(page) {
  await page.waitForFunction(
    () => {
      const status = document.querySelector('[data-testid="run-status"]');
      return (
        status?.getAttribute('data-status') === 'done' &&
        status.getAttribute('data-run') === status.getAttribute('data-runs')
      );
    },
    null,
    { timeout: 120_000 },
  );
}

/** A fresh page with the editor ready (first diagnostics shown). */
async function freshEditor(browser) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(origin);
  await page.waitForFunction((h) => Boolean(window[h]), hook);
  await validated(page);
  await page.waitForTimeout(1500); // the editor's own start-up work settles
  return { context, page };
}

/** Median of 10 JSON.parse runs of a 1 MB text in the page: how fast this machine runs right now. */
async function cpuCheck(page) {
  return page.evaluate(() => {
    const text = JSON.stringify({
      items: Array.from({ length: 6000 }, (_, i) => ({
        name: `item_${i}`,
        description: 'x'.repeat(120),
        tags: ['a', 'b'],
      })),
    });
    const times = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      JSON.parse(text);
      times.push(performance.now() - t);
    }
    return { bytes: text.length, ms: times.sort((a, b) => a - b)[5] };
  });
}

/** 100,000 levels of nesting set as one replacement: longest task until shown; then keystroke → next frame. */
async function deepNesting(browser) {
  const { context, page } = await freshEditor(browser);
  const cpu = await cpuCheck(page);
  await observeLongTasks(page);
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  const before = await page.evaluate(() =>
    Number(document.querySelector('[data-testid="run-status"]')?.getAttribute('data-runs') ?? 0),
  );
  await page.evaluate(([h, value]) => window[h].setEditorText(value), [hook, deep]);
  await page.waitForFunction(
    (since) => Number(document.querySelector('[data-testid="run-status"]')?.getAttribute('data-run')) > since,
    before,
    { timeout: 120_000 },
  );
  await validated(page);
  await page.waitForSelector('[data-testid="diagnostic"][data-rule="mcpdesc.serialization.conforming"]', {
    timeout: 120_000,
  });
  const light = await page.getAttribute('[data-testid="editor"]', 'data-light-mode');
  await page.waitForTimeout(2000); // autosave and idle work
  const set = await takeLongTasks(page);
  await page.evaluate((h) => window[h].setPosition(1, 5000), hook);
  await page.evaluate(() => {
    window.__frames = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const at = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__frames.push(performance.now() - at), 0));
      },
      { capture: true },
    );
  });
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press(i % 2 ? 'Backspace' : 'Space');
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(1000);
  const frames = (await page.evaluate(() => window.__frames)).sort((a, b) => a - b);
  const typing = await takeLongTasks(page);
  await context.close();
  return {
    cpu,
    light,
    set,
    typing,
    frames: { median: percentile(frames, 50), p95: percentile(frames, 95), max: frames.at(-1), n: frames.length },
  };
}

/** A 5 MB JSON document pasted over the whole text: longest task from the paste until validated and saved. */
async function paste5MB(browser) {
  const { context, page } = await freshEditor(browser);
  const cpu = await cpuCheck(page);
  const text = serialize(mcpDescriptionOfSize(5 * 1024 * 1024), 'json');
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('Control+A');
  // The text enters the page before the observer starts: handing 6 MB to the page through the DevTools protocol is
  // one task of about a second that is the harness's, not the app's (a real paste reads the clipboard natively).
  await page.evaluate((value) => (window.__pasteText = value), text);
  await observeLongTasks(page);
  await page.evaluate(() => {
    const value = window.__pasteText;
    delete window.__pasteText;
    const data = new DataTransfer();
    data.setData('text/plain', value);
    const editor = document.querySelector('[data-testid="editor"]');
    const input = editor.querySelector('.native-edit-context, textarea') ?? editor;
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await page.waitForFunction(([h, length]) => window[h].getEditorText().length === length, [hook, text.length], {
    timeout: 120_000,
  });
  await validated(page);
  await page.waitForTimeout(6000); // autosave of a big document waits up to 3 s, then idle time
  const light = await page.getAttribute('[data-testid="editor"]', 'data-light-mode');
  const tasks = await takeLongTasks(page);
  await context.close();
  return { cpu, light, tasks, chars: text.length };
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
    document.querySelector('[data-testid="run-status"]')?.getAttribute('data-status') === 'done' &&
    (!editor || document.querySelector('.monaco-editor') !== null) &&
    performance.now();
  const diagnostics = await page.waitForFunction(shown, false, { polling: 'raf', timeout: 60_000 });
  const ready = await page.waitForFunction(shown, true, { polling: 'raf', timeout: 60_000 });
  recording = false;
  const result = {
    diagnosticsAt: await diagnostics.jsonValue(),
    readyAt: await ready.jsonValue(),
    files: [...fetched.keys()].filter((f) => existsSync(join(dist, f))),
    byServiceWorker: [...fetched].filter(([, page]) => !page).map(([f]) => f),
  };
  await context.close();
  return result;
}

/** CPU seconds (user+sys, children waited for included) of this process's descendants but the preview server; 0 off Linux. */
function browserCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return 0;
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const ticks = fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
      processes.push({ pid: Number(entry), parent: Number(fields[1]), ticks, server: command.includes('vite') });
    } catch {
      /* the process ended meanwhile */
    }
  }
  let ticks = 0;
  const add = (parent) => {
    for (const p of processes)
      if (p.parent === parent && !p.server) {
        ticks += p.ticks;
        add(p.pid);
      }
  };
  add(process.pid);
  return ticks / 100; // USER_HZ
}

/**
 * Warm starts: one tab, emptied between starts as e2e/fixtures.ts empties its shared tab, then the app opened again:
 * navigation → editor and first diagnostics shown, the browser's CPU per start (the idle work after it included; split
 * into emptying the tab and the start itself), and the first opening of the Protocol view tab (click → its highlighted
 * text shown; two chunks loaded on demand). With several origins (builds), one tab each, their starts alternate, so a
 * change in the machine's load weighs on each build alike. Returns the runs of each origin.
 */
async function warmStarts(browser, count, origins = [origin]) {
  const tabs = [];
  for (const at of origins) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    tabs.push({ at, context, page: await context.newPage(), runs: [] });
  }
  for (let i = 0; i <= count; i++) {
    for (const { at, page, runs } of tabs) {
      const cpuBefore = browserCpuSeconds();
      await clearOrigin(page, at);
      const cpuCleared = browserCpuSeconds();
      await page.goto(at);
      const readyAt = await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="run-status"]')?.getAttribute('data-status') === 'done' &&
          document.querySelector('.monaco-editor') !== null &&
          performance.now(),
        null,
        { polling: 'raf', timeout: 60_000 },
      );
      const ready = await readyAt.jsonValue();
      await page.waitForTimeout(1500); // the idle work after editor-ready (language worker, editor worker) is counted
      const cpuAfter = browserCpuSeconds();
      const cpu = cpuAfter - cpuBefore;
      const clearCpu = cpuCleared - cpuBefore;
      const clicked = await page.evaluate(() => performance.now());
      // In the row of tabs, or in its "More" menu when the row is full (as e2e/fixtures.ts openResultTab does).
      if (await page.getByTestId('tab-view').isVisible()) await page.getByTestId('tab-view').click();
      else {
        await page.getByTestId('tabs-more').click();
        await page.getByTestId('more-tab-view').click();
      }
      const shownAt = await page.waitForFunction(
        () => document.querySelector('[data-testid="view-text"] .monaco-editor') && performance.now(),
        null,
        {
          polling: 'raf',
          timeout: 60_000,
        },
      );
      const tab = (await shownAt.jsonValue()) - clicked;
      if (i > 0) runs.push({ ready, cpu, clearCpu, tab }); // the first start fills the cache
    }
  }
  for (const { context } of tabs) await context.close();
  return tabs.map((t) => t.runs);
}

/** The pathological documents of issue 21, with a CPU check beside each (figures scale with the machine's load). */
async function measurePathological(browser, ms) {
  const cpu = (c) => `CPU check: JSON.parse of ${(c.bytes / 1e6).toFixed(1)} MB in the page ${ms(c.ms)}`;
  const deep = await deepNesting(browser);
  console.log(
    `100,000 levels of nesting (${cpu(deep.cpu)}): light mode ${deep.light === 'true' ? 'on' : 'OFF'}; longest task until shown ${ms(deep.set.longest)} (${deep.set.count} over 50 ms; target: none over 1 s)`,
  );
  console.log(
    `  then keystroke → next frame (${deep.frames.n} keys): median ${ms(deep.frames.median)}, p95 ${ms(deep.frames.p95)}, max ${ms(deep.frames.max)} (target: within 100 ms); longest task while typing ${ms(deep.typing.longest)}`,
  );
  const paste = await paste5MB(browser);
  console.log(
    `5 MB JSON paste (${(paste.chars / 1e6).toFixed(1)} M characters, ${cpu(paste.cpu)}): light mode ${paste.light === 'true' ? 'on' : 'OFF'}; longest task from the paste until validated and saved ${ms(paste.tasks.longest)} (${paste.tasks.count} over 50 ms; target: none over 500 ms)`,
  );
}

const server = servePreview(port, root);
try {
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const ms = (n) => `${n.toFixed(0)} ms`;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const spread = (values) =>
    `median of ${values.length}: ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
  const reportWarm = (warm) => {
    console.log(`warm start, navigation → editor-ready (${spread(warm.map((r) => r.ready))})`);
    if (warm.some((r) => r.cpu > 0))
      console.log(
        `  browser CPU (user+sys) per warm start and its idle work: median of ${warm.length} ${median(warm.map((r) => r.cpu)).toFixed(2)} s (emptying the tab ${median(warm.map((r) => r.clearCpu)).toFixed(2)} s, the start and its idle work ${median(warm.map((r) => r.cpu - r.clearCpu)).toFixed(2)} s)`,
      );
    console.log(
      `  first opening of the Protocol view tab, click → highlighted text (${spread(warm.map((r) => r.tab))})`,
    );
  };
  if (warmOnly) {
    const other = process.env.MEASURE_ROOT_B;
    const otherServer = other && servePreview(port + 1, other);
    if (otherServer) await new Promise((resolve) => setTimeout(resolve, 2500));
    const origins = otherServer ? [origin, `http://127.0.0.1:${port + 1}`] : [origin];
    const results = await warmStarts(browser, 16, origins);
    for (const [i, warm] of results.entries()) {
      if (otherServer) console.log(`${i === 0 ? root : other}:`);
      reportWarm(warm);
    }
    await browser.close();
    otherServer?.kill();
    server.kill();
    process.exit(0);
  }
  if (pathologicalOnly) {
    await measurePathological(browser, ms);
    await browser.close();
    server.kill();
    process.exit(0);
  }
  const runs = [];
  for (let i = 0; i < 7; i++) runs.push(await firstVisit(browser));
  console.log(`navigation start → first diagnostics (${spread(runs.map((r) => r.diagnosticsAt))})`);
  console.log(
    `navigation start → editor-ready: Monaco shown and first diagnostics shown (${spread(runs.map((r) => r.readyAt))})`,
  );
  const totals = runs.map((r) => r.files.reduce((sum, f) => sum + gz(f), 0));
  console.log(
    `JavaScript fetched by editor-ready (median of ${runs.length}): ${kib(median(totals))} gzip (min ${kib(Math.min(...totals))}, max ${kib(Math.max(...totals))})`,
  );
  const seen = new Map();
  const precached = new Set(runs.flatMap((r) => r.byServiceWorker));
  for (const r of runs) for (const f of r.files) seen.set(f, (seen.get(f) ?? 0) + 1);
  for (const [f, n] of [...seen].sort((a, b) => gz(b[0]) - gz(a[0]))) {
    console.log(
      `  ${f}: ${kib(gz(f))} gzip${n < runs.length ? ` (in ${n} of ${runs.length} runs)` : ''}${precached.has(f) ? ' (service worker precache)' : ''}`,
    );
  }
  reportWarm((await warmStarts(browser, 8))[0]);
  if (!loadOnly) {
    const doc20k = mcpDescriptionOfSize(20 * 1024);
    for (const format of ['json', 'yaml']) {
      const r = await keystrokeToMarkers(browser, serialize(doc20k, format), 30);
      console.log(
        `keystroke → markers, 20 KB ${format.toUpperCase()} (${r.n} keystrokes): median ${ms(r.median)}, p95 ${ms(r.p95)}, max ${ms(r.max)}`,
      );
    }
    for (const [label, size] of [
      ['1 MB', 1024 * 1024],
      ['5 MB', 5 * 1024 * 1024],
    ]) {
      const r = await longestTaskWhileTyping(browser, serialize(mcpDescriptionOfSize(size), 'json'), 30);
      const longest = r.count === 0 ? 'none over 50 ms' : `${ms(r.longest)} (${r.count} tasks over 50 ms)`;
      console.log(`longest main-thread task while typing 30 keys, ${label} JSON: ${longest}`);
    }
    await measurePathological(browser, ms);
  }
  await browser.close();
} finally {
  server.kill();
}
