// Hostile documents (issue 10) get their diagnostics in the app instead of being cut off by the worker's time budget.
import { test, expect, setEditorText, openFresh, openResultTab } from './fixtures.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'hostile', version: '1.0.0' },
  protocolVersions: ['2026-07-28'],
  transports: [{ type: 'stdio', command: 'server' }],
};

test('hostile documents get their diagnostics and views', async ({ page }) => {
  await openFresh(page);
  await test.step('a pattern that backtracks catastrophically gets its verdict: the example fails "pattern"', async () => {
    const doc = {
      ...base,
      tools: [
        {
          name: 't',
          inputSchema: { type: 'object', properties: { s: { type: 'string', pattern: '^(a|a)*$' } } },
          examples: { slow: { input: { s: `${'a'.repeat(30)}!` }, result: { content: [], resultType: 'complete' } } },
        },
      ],
    };
    await setEditorText(page, JSON.stringify(doc, null, 2));
    await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done');
    await expect(
      page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.tool.example.schema-conformance"]').first(),
    ).toContainText('fails "pattern"');
  });
  await test.step('4,000 identical resources: each duplicate names the first, and one summary stands for the findings past 1,000', async () => {
    const doc = { ...base, resources: Array.from({ length: 4000 }, () => ({ uri: 'file:///same', name: 'same' })) };
    await setEditorText(page, JSON.stringify(doc));
    await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done');
    const findings = page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.protocol-scope.consistency"]');
    await expect(findings.first()).toContainText('this one and resources[0] both apply to MCP 2026-07-28');
    await expect(findings.filter({ hasText: '2999 further findings of this rule are not shown' })).toHaveCount(1);
  });
  await test.step('the native tools/list keeps integer-like property names in source order', async () => {
    const text = JSON.stringify(
      { ...base, tools: [{ name: 't', inputSchema: { type: 'object', properties: { zeta: { type: 'string' } } } }] },
      null,
      2,
    ).replace('"zeta": {', '"zeta": { "type": "string" }, "10": {');
    await setEditorText(page, text);
    await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done');
    await openResultTab(page, 'native');
    await page.getByTestId('native-versions').getByRole('radio', { name: '2026-07-28' }).click();
    await page.getByTestId('native-kinds').getByRole('radio', { name: 'tools/list' }).click();
    const native = page.getByTestId('native-text');
    await expect(native).toContainText('"10"');
    // Read until the view settles: the highlighted text replaces the plain one as it renders.
    await expect
      .poll(async () => {
        const shown = (await native.textContent()) ?? '';
        return shown.includes('"zeta"') && shown.indexOf('"zeta"') < shown.indexOf('"10"');
      })
      .toBe(true);
  });
});
