// The guard (fixtures.ts) watches the test's page and every page of a context the test opens with `openContext`.
import { test, expect } from './fixtures.ts';

test('a console error, a CSP violation or a request leaving the origin in a page of a context the test opens is held against the test', async ({
  openContext,
  guard,
}) => {
  const context = await openContext({ viewport: { width: 390, height: 800 } });
  const other = await context.newPage();
  await other.goto('/icon-192.png');
  await other.evaluate(() => console.error('from a second visitor'));
  // The page's policy has img-src 'self' data:, so this image is refused.
  await other.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://example.invalid/pixel.png';
    document.body.append(image);
  });
  await expect.poll(() => guard.consoleErrors).toContain('from a second visitor');
  await expect.poll(() => guard.cspViolations).toContain('CSP violation: img-src https://example.invalid/pixel.png');
  await expect.poll(() => guard.foreignRequests).toEqual(['https://example.invalid/pixel.png']);
  // What the guard would fail this test for, now that it is shown to be seen (closed first: no later message).
  await context.close();
  guard.consoleErrors.length = 0;
  guard.cspViolations.length = 0;
  guard.foreignRequests.length = 0;
});
