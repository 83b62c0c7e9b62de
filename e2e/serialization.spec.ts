// Spec 15 and 18 in the app: restricted-YAML diagnostics land on the right text, Organize reorders.
import { test, expect, setEditorText, getEditorText, openFresh } from './fixtures.ts';

test('restricted YAML and JSON read in the app: aliases, duplicates, Organize and Convert', async ({ page }) => {
  await openFresh(page);
  await test.step('an alias bomb costs nothing: the editor stays responsive and reports the aliases', async () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i++)
      lines.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(',')}]`,
      );
    await setEditorText(page, lines.join('\n'));
    await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'done');
    await expect(page.getByTestId('diagnostic').first()).toHaveAttribute(
      'data-rule',
      'mcpdesc.serialization.conforming',
    );
  });
  await test.step('Convert refuses a document that cannot be read and keeps the text', async () => {
    const broken = '{ "mcpdesc": ';
    await setEditorText(page, broken);
    await page.getByTestId('convert-button').click();
    await expect(page.getByTestId('notice')).toBeVisible();
    expect(await getEditorText(page)).toBe(broken);
  });
  await test.step('a YAML alias is rejected at the alias, without expanding it', async () => {
    await setEditorText(
      page,
      'mcpdesc: "0.9.0"\ninfo: &i\n  name: a\n  version: "1"\nprotocolVersions: ["2026-07-28"]\ninstructions: *i\n',
    );
    const alias = page.getByTestId('diagnostic').filter({ hasText: "Alias '*i'" });
    await expect(alias).toHaveAttribute('data-rule', 'mcpdesc.serialization.conforming');
    await expect(alias.getByTestId('diagnostic-position')).toHaveText('6:15');
    // 15.3.5 forbids aliases only: the anchor '&i' itself is accepted.
    await expect(page.getByTestId('diagnostic').filter({ hasText: "Anchor '&i'" })).toHaveCount(0);
    const markers = await page.evaluate(() =>
      (
        window as unknown as {
          __playground: { getMarkers(): { startLineNumber: number; code: string | { value: string } }[] };
        }
      ).__playground.getMarkers(),
    );
    expect(
      markers.some(
        (m) =>
          m.startLineNumber === 6 &&
          (typeof m.code === 'object' ? m.code.value : m.code) === 'mcpdesc.serialization.conforming',
      ),
    ).toBe(true);
  });
  await test.step('duplicate JSON member names are reported at the duplicate', async () => {
    await setEditorText(
      page,
      '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "a", "version": "1"},\n  "mcpdesc": "0.9.0",\n  "protocolVersions": ["2026-07-28"]\n}',
    );
    const diagnostic = page
      .getByTestId('diagnostic')
      .filter({ hasText: /duplicate/i })
      .first();
    await expect(diagnostic.getByTestId('diagnostic-position')).toHaveText(/^4:/);
  });
  await test.step('Organize applies the section 18 order and keeps every value', async () => {
    const doc = {
      'x-team': 'core',
      protocolVersions: ['2026-07-28'],
      info: { version: '1.0.0', name: 'demo' },
      mcpdesc: '0.9.0',
      tools: [{ inputSchema: { type: 'object', properties: { z: {}, a: {} } }, name: 'search' }],
    };
    await setEditorText(page, JSON.stringify(doc, null, 2));
    await page.getByTestId('organize-button').click();
    await expect
      .poll(async () => Object.keys(JSON.parse(await getEditorText(page))))
      .toEqual(['mcpdesc', 'info', 'protocolVersions', 'tools', 'x-team']);
    const organized = JSON.parse(await getEditorText(page));
    expect(organized).toEqual(doc);
    expect(Object.keys(organized.info)).toEqual(['name', 'version']);
    expect(Object.keys(organized.tools[0])).toEqual(['name', 'inputSchema']);
    expect(Object.keys(organized.tools[0].inputSchema.properties)).toEqual(['z', 'a']); // opaque schema untouched
  });
});
