import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { serialize } from '../core/document/index.ts';
import { mcpDescriptionOfSize } from '../bench/generate.ts';
const size = Number(process.argv[2] ?? 1) * 1024 * 1024;
const server = spawn('npx', ['vite', 'preview', '--port', '4422', '--strictPort'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2500));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:4422/');
await page.waitForFunction(() => Boolean(window.__playground));
const text = serialize(mcpDescriptionOfSize(size), 'json');
await page.evaluate((v) => window.__playground.setEditorText(v), text);
await page.waitForTimeout(6000);
await page.locator('.monaco-editor .view-lines').first().click();
await page.keyboard.press('Control+End');
await page.evaluate(() => { window.__lt = []; new PerformanceObserver((l) => window.__lt.push(...l.getEntries().map((e) => [e.startTime|0, e.duration|0]))).observe({ type: 'longtask' }); });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.start');
for (let i = 0; i < 30; i++) { await page.keyboard.press(i % 8 === 7 ? 'Enter' : 'Space'); await page.waitForTimeout(80); }
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
console.log('longtasks', JSON.stringify(await page.evaluate(() => window.__lt)));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); const total = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]); const k = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(k(n), (self.get(k(n)) ?? 0) + (dt[i] ?? 0) / 1000);
  const seen = new Set(); let id = n.id; while (id !== undefined) { const m = byId.get(id); const key = k(m); if (!seen.has(key)) { seen.add(key); total.set(key, (total.get(key) ?? 0) + (dt[i] ?? 0) / 1000); } id = parent.get(id); }
}
console.log('SELF\n' + [...self].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
console.log('TOTAL\n' + [...total].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
await browser.close(); server.kill();
