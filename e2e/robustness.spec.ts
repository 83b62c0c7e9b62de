// Bad input never crashes anything and never loses the user's text.
import { test, expect, setEditorText, getEditorText, openFresh } from './fixtures.ts';

test('100,000 levels of nesting give a depth diagnostic, and the text stays as typed', async ({ page }) => {
  await openFresh(page);
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  await setEditorText(page, deep);
  const diagnostic = page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.serialization.conforming"]').first();
  await expect(diagnostic).toContainText(/depth|nest/i);
  expect((await getEditorText(page)).length).toBe(deep.length);
});

test('a cyclic $componentRef chain is reported once, clearly, without hanging', async ({ page }) => {
  await openFresh(page);
  const doc = {
    mcpdesc: '0.9.0',
    info: { name: 'cyclic', version: '1' },
    protocolVersions: ['2026-07-28'],
    components: {
      schemas: {
        a: { $componentRef: '#/components/schemas/b' },
        b: { $componentRef: '#/components/schemas/a' },
      },
    },
    tools: [{ name: 't', inputSchema: { $componentRef: '#/components/schemas/a' } }],
  };
  await setEditorText(page, JSON.stringify(doc, null, 2));
  const cyclic = page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.components.references"]').filter({ hasText: /cycl/i });
  await expect(cyclic.first()).toBeVisible();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done');
});

test('an embedded schema with a catastrophic pattern does not hang validation', async ({ page }) => {
  await openFresh(page);
  const doc = {
    mcpdesc: '0.9.0',
    info: { name: 'redos', version: '1' },
    protocolVersions: ['2026-07-28'],
    tools: [
      {
        name: 't',
        inputSchema: { type: 'object', properties: { s: { type: 'string', pattern: '^(a+)+$' } } },
        examples: { slow: { input: { s: `${'a'.repeat(40)}!` }, result: { content: [], resultType: 'complete' } } },
      },
    ],
  };
  await setEditorText(page, JSON.stringify(doc, null, 2));
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done');
  await expect(page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.tool.example.schema-conformance"]').first()).toBeVisible();
});
