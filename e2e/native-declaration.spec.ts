// Native projection of one declaration, N_V(D, k, i) (spec 4.14 step 3), in the Native lists tab.
import { test, expect, openFresh, setEditorText, codeViewText, openResultTab } from './fixtures.ts';

const text = JSON.stringify(
  {
    mcpdesc: '0.9.0',
    info: { name: 'demo', version: '1.0.0' },
    protocolVersions: ['2025-11-25', '2026-07-28'],
    tools: [
      { name: 'old', protocolVersions: ['2025-11-25'], inputSchema: { type: 'object' } },
      { name: 'search', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
    ],
  },
  null,
  2,
);

test('one declaration is projected alone, and one that does not apply to the version names the failure code and rule', async ({
  page,
}) => {
  await openFresh(page);
  await setEditorText(page, text);
  await expect(page.getByTestId('verdict')).toHaveText('Valid document');
  await openResultTab(page, 'native');
  await page.getByTestId('native-versions').getByRole('radio', { name: '2026-07-28' }).click();
  await page.getByTestId('native-kinds').getByRole('radio', { name: 'tools/list' }).click();
  const output = page.getByTestId('native-text');
  await expect(output).toContainText('"tools"');
  await expect(output).not.toContainText('"old"');

  const picker = page.getByTestId('native-declaration');
  await expect(picker.locator('option')).toHaveText(['every one (tools/list)', 'old', 'search']);
  await picker.selectOption('search');
  await expect(output).not.toContainText('"tools"');
  await expect
    .poll(async () => JSON.parse((await codeViewText(page, 'native-text')) || '{}'))
    .toEqual({ name: 'search', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } });

  await picker.selectOption('old');
  const error = page.getByTestId('native-error');
  await expect(error).toContainText(
    'projection-declaration-not-applicable (mcpdesc.projection.declaration-applicable)',
  );
  await expect(error).toContainText('No Tool with name "old" applies to MCP 2026-07-28');

  await page.getByTestId('native-versions').getByRole('radio', { name: '2025-11-25' }).click();
  await expect(output).toContainText('"name": "old"');
});
