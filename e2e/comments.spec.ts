// YAML comments: Organize keeps them with their members; converting to JSON says first that they will be dropped.
import { test, expect, getEditorText, setEditorText, waitForValidation, openFresh } from './fixtures.ts';

const commented = `# Chess rating server
info:
  # semantic version
  version: 1.0.0 # bumped on release
  name: chess-ratings
mcpdesc: 0.9.0
protocolVersions: ['2025-11-25']
transports:
  - type: stdio
    command: chess # the binary
`;

test('the comments of a YAML document: kept by Organize, dropped by a conversion only when asked', async ({ page }) => {
  await openFresh(page);
  await test.step('Organize keeps the comments of a YAML document with their members', async () => {
    await setEditorText(page, commented);
    await waitForValidation(page);
    await page.getByTestId('organize-button').click();
    await expect.poll(() => getEditorText(page)).not.toBe(commented);
    const text = await getEditorText(page);
    expect(text.indexOf('mcpdesc:')).toBeLessThan(text.indexOf('info:'));
    expect(text.indexOf('name: chess-ratings')).toBeLessThan(text.indexOf('version: 1.0.0'));
    expect(text).toContain('# semantic version\n  version: 1.0.0 # bumped on release');
    expect(text).toContain('command: chess # the binary');
    expect(text).toContain('# Chess rating server\ninfo:');
  });
  await test.step('YAML → JSON says beforehand that comments will be dropped, and converts only when asked', async () => {
    await setEditorText(page, commented);
    // The result of the new text (a run that started after it) also detected its format: Convert means YAML → JSON.
    await waitForValidation(page);
    await page.getByTestId('convert-button').click();
    await expect(page.getByTestId('notice-message')).toContainText('converting drops the 4 comments');
    expect(await getEditorText(page)).toBe(commented);
    await page.getByTestId('notice-action').click();
    await expect.poll(async () => JSON.parse(await getEditorText(page)).info.name).toBe('chess-ratings');
    // And the conversion itself can be undone from the notice.
    await page.getByTestId('notice-action').click();
    await expect.poll(() => getEditorText(page)).toBe(commented);
  });
});
