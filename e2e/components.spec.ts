// Findings reached through $componentRef (spec 16.5): at the use-site reference, with the component definition as a
// clickable related location in the diagnostics panel and in the editor marker's related information.
import { test, expect, setEditorText, openFresh } from './fixtures.ts';

const text = `mcpdesc: 0.9.0
info:
  name: components
  version: 1.0.0
protocolVersions: ['2025-11-25']
tools:
  - name: a
    inputSchema:
      $componentRef: '#/components/schemas/S'
  - name: b
    inputSchema:
      $componentRef: '#/components/schemas/S'
components:
  schemas:
    S:
      type: string
`;

interface Marker {
  startLineNumber: number;
  code: unknown;
  relatedInformation?: { startLineNumber: number; startColumn: number; message: string }[];
}

type Playground = {
  __playground: { getMarkers(): Marker[]; getSelection(): { startLineNumber: number; startColumn: number } };
};

test('a component used at two sites is reported at each reference, and its definition is one click away', async ({
  page,
}) => {
  await openFresh(page);
  await setEditorText(page, text);
  const rows = page.getByTestId('diagnostic').filter({ hasText: 'mcp.tool.input-schema.object-root' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('diagnostic-position')).toHaveText('9:7');
  await expect(rows.nth(1).getByTestId('diagnostic-position')).toHaveText('12:7');
  await rows.nth(1).locator('button.diagnostic').focus(); // opens the finding's details
  await expect(rows.nth(1)).toContainText('line 12, column 7');
  const related = rows.nth(1).getByTestId('related-location');
  await expect(related).toHaveAttribute('data-relation', 'component-definition');
  await expect(related).toContainText('In the component: line 16, column 13 · /components/schemas/S/type');

  await related.click();
  const selection = await page.evaluate(() => (window as unknown as Playground).__playground.getSelection());
  expect([selection.startLineNumber, selection.startColumn]).toEqual([16, 13]);

  const markers = await page.evaluate(() => (window as unknown as Playground).__playground.getMarkers());
  const objectRoot = markers.filter(
    (m) => (m.code as { value?: unknown }).value === 'mcp.tool.input-schema.object-root',
  );
  expect(objectRoot.map((m) => m.startLineNumber)).toEqual([9, 12]);
  for (const marker of objectRoot) {
    expect(marker.relatedInformation?.map((r) => [r.startLineNumber, r.startColumn, r.message])).toEqual([
      [16, 13, 'In the component: /components/schemas/S/type'],
    ]);
  }

  // The marker's hover lists the related location as a link that selects it.
  await rows.nth(0).locator('button.diagnostic').click();
  const before = await page.evaluate(() => (window as unknown as Playground).__playground.getSelection());
  expect(before.startLineNumber).toBe(9);
  // Monaco may draw the squiggles again after the selection moves: wait until one is shown before reading its box.
  const squiggles = page.locator('.monaco-editor .squiggly-error').first();
  await expect(squiggles).toBeVisible();
  const squiggle = await squiggles.boundingBox();
  await page.mouse.move(squiggle!.x + squiggle!.width / 2, squiggle!.y + squiggle!.height / 2);
  const hover = page
    .locator('.monaco-hover')
    .filter({ hasText: 'In the component: /components/schemas/S/type' })
    .first();
  await expect(hover).toBeVisible();
  await hover
    .locator('a')
    .filter({ hasText: /line|:\s*\d|document/ })
    .first()
    .click();
  await expect
    .poll(async () => {
      const s = await page.evaluate(() => (window as unknown as Playground).__playground.getSelection());
      return [s.startLineNumber, s.startColumn];
    })
    .toEqual([16, 13]);
});
