// Shared e2e fixtures: every test fails on a CSP violation, a console error, or a request that leaves the origin.
import { test as base, expect, type Page } from '@playwright/test';

interface Guard {
  cspViolations: string[];
  consoleErrors: string[];
  foreignRequests: string[];
}

export const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const guard: Guard = { cspViolations: [], consoleErrors: [], foreignRequests: [] };
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (text.includes('CSP violation') || text.includes('Content Security Policy')) guard.cspViolations.push(text);
        else guard.consoleErrors.push(text);
      });
      page.on('pageerror', (error) => guard.consoleErrors.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith('blob:')) guard.foreignRequests.push(url);
      });
      await use(guard);
      expect(guard.cspViolations, 'CSP violations').toEqual([]);
      expect(guard.consoleErrors, 'console errors').toEqual([]);
      expect(guard.foreignRequests, 'requests leaving the origin').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Replace the editor text as a paste would (no auto-indent or auto-closing). */
export async function setEditorText(page: Page, text: string): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __playground?: unknown }).__playground));
  await page.evaluate((value) => {
    (window as unknown as { __playground: { setEditorText(v: string): void } }).__playground.setEditorText(value);
  }, text);
}

export async function getEditorText(page: Page): Promise<string> {
  await page.waitForFunction(() => Boolean((window as unknown as { __playground?: unknown }).__playground));
  return page.evaluate(() => (window as unknown as { __playground: { getEditorText(): string } }).__playground.getEditorText());
}

/** Wait until the validation of the current text has completed. */
export async function waitForValidation(page: Page): Promise<void> {
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done');
}

export async function openFresh(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
  await page.getByTestId('editor').waitFor();
}

/** The full text a read-only code view (protocol view, native list) shows; '' until it exists. */
export async function codeViewText(page: Page, testId: string): Promise<string> {
  return page.evaluate((id) => {
    const views = (window as unknown as { __codeViews?: Record<string, () => string> }).__codeViews;
    return views?.[id]?.() ?? '';
  }, testId);
}
