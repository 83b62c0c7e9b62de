// Takes the README's picture of the playground from the built app (run `npm run build` first), so it stays current:
// headless Chromium at a laptop's size (1280 × 800, one device pixel per CSS pixel, light theme), the app as a new
// visitor sees it after opening the Examples menu's tour of the diagnostics, once they are shown.
// Usage: npm run screenshots   (serves dist/ on 127.0.0.1:$SCREENSHOT_PORT, default 4175; writes docs/images/)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { servePreview } from './preview.mjs';
import { chromium } from 'playwright-core';

const port = Number(process.env.SCREENSHOT_PORT ?? 4175);
const origin = `http://127.0.0.1:${port}`;
const output = join('docs', 'images', 'playground.png');

if (!existsSync(join('dist', 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

const server = servePreview(port);
let status = 0;
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(origin);
  await page.waitForSelector('.monaco-editor', { timeout: 60_000 });
  await page.getByTestId('examples-select').selectOption('invalid');
  await page.waitForSelector('[data-testid="diagnostic"]', { timeout: 60_000 });
  await page.getByTestId('notice-dismiss').click(); // the "Replaced your document…" notice is not the picture
  await page.waitForFunction(
    () => document.querySelector('[data-testid="run-status"]')?.getAttribute('data-status') === 'done',
    undefined,
    { timeout: 60_000 },
  );
  // No blinking caret or half-drawn decorations in the picture.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: output, caret: 'hide', animations: 'disabled' });
  console.log(`Wrote ${output}`);
  await browser.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  server.kill();
}
process.exit(status);

/** Resolves once the preview server answers (it takes a moment to start on a loaded machine). */
async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`The preview server did not start on ${origin}`);
}
