// Measures the built app (run `npm run build` first): gzip size of what the first page load fetches, and the
// time from navigation start to the first diagnostics of the minimal example, in headless Chromium.
// Usage: node scripts/measure-app.mjs   (serves dist/ itself on 127.0.0.1:4174)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const assets = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const initialGzip = initial.reduce((sum, f) => sum + gz(f), 0);
const jsGzip = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
const totalRaw = assets.reduce((sum, f) => sum + statSync(join(dist, f)).size, 0);
console.log(`initial page (html-referenced js+css): ${initial.length} files, ${kib(initialGzip)} gzip`);
console.log(`all JavaScript incl. lazy editor and workers: ${kib(jsGzip)} gzip; all assets ${kib(totalRaw)} raw`);

const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4174', '--strictPort'], { stdio: 'ignore' });
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
    await page.goto('http://127.0.0.1:4174/');
    // A fresh context has no saved document, so the page opens on the minimal example (first visit).
    const handle = await page.waitForFunction(
      () => document.querySelector('[data-testid="run-status"]')?.getAttribute('data-status') === 'done' && performance.now(),
      undefined,
      { polling: 'raf' },
    );
    times.push(await handle.jsonValue());
    await context.close();
  }
  await browser.close();
  times.sort((a, b) => a - b);
  console.log(`navigation start → first diagnostics (median of ${times.length}): ${times[Math.floor(times.length / 2)].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)})`);
} finally {
  server.kill();
}
