import {
  test,
  expect,
  setEditorText,
  getEditorText,
  leaveEditor,
  openFresh,
  validationRun,
  waitForValidation,
} from './fixtures.ts';

const minimal = JSON.stringify(
  { mcpdesc: '0.9.0', info: { name: 'demo-server', version: '1.0.0' }, protocolVersions: ['2026-07-28'] },
  null,
  2,
);

test('the built app: its Content-Security-Policy, the document schema it validates against, and which failures it reports', async ({
  page,
  guard,
}) => {
  await test.step('the built app is served under the strict Content-Security-Policy', async () => {
    const response = await page.goto('/');
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data:");
    await page.getByTestId('editor').waitFor();
  });
  await test.step('the document schema the playground validates against can be downloaded', async () => {
    // On the page the step above loaded.
    const link = page.getByTestId('schema-download');
    await expect(link).toHaveAttribute('download', 'mcp-description-0.9.0-rc.3.schema.json');
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const schema = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    expect(schema.$id).toBe('https://mcpdesc.org/schema/mcp-description/0.9.0-rc.3.json');
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });
  await test.step("Monaco's cancellation of its own pending work is no uncaught error; any other rejection still is", async () => {
    // Monaco leaves some cancelled promises rejected with its cancellation error and no handler (a quick-fix menu open
    // when the text is replaced). Rejected in that order, the second one's report shows the first was not reported.
    await page.locator('.monaco-editor').waitFor();
    await page.evaluate(() => {
      const cancelled = new Error('Canceled');
      cancelled.name = 'Canceled';
      void Promise.reject(cancelled);
      void Promise.reject(new Error('a real failure'));
    });
    await expect.poll(() => guard.consoleErrors.length).toBeGreaterThan(0);
    expect(guard.consoleErrors).toEqual(['pageerror: a real failure']);
    // Expected here: not a failure of the test.
    guard.consoleErrors.length = 0;
  });
});

test('diagnostics of JSON and YAML in the panel and the editor, and conversion between them', async ({ page }) => {
  await openFresh(page);
  await test.step('a syntax error shows in the panel with rule, line and column, and as an editor marker', async () => {
    await setEditorText(page, '{\n  "mcpdesc": "0.9.0",\n  "info": {\n    "name": "x"\n    "version": "1"\n  }\n}');
    const diagnostic = page.getByTestId('diagnostic').first();
    await expect(diagnostic).toContainText('mcpdesc.serialization.conforming');
    await expect(diagnostic.getByTestId('diagnostic-position')).toHaveText(/^5:/);
    await expect(page.getByTestId('count-error')).toContainText('1');
    await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeVisible();
    const markers = await page.evaluate(() =>
      (
        window as unknown as { __playground: { getMarkers(): { startLineNumber: number; code: unknown }[] } }
      ).__playground.getMarkers(),
    );
    expect(markers.some((m) => m.startLineNumber === 5)).toBe(true);
    await leaveEditor(page);
  });
  await test.step('clicking a diagnostic selects its range in the editor', async () => {
    await setEditorText(
      page,
      '{\n  "mcpdesc": "0.9.0",\n  "info": { "name": "x", "version": "1" },\n  "protocolVersions": ["2026-07-28"],\n  "unknownThing": true\n}',
    );
    const diagnostic = page.getByTestId('diagnostic').filter({ hasText: 'unknownThing' }).first();
    await expect(diagnostic).toBeVisible();
    // Its details (on focus) link to the rule page and the spec section, and say what the requirement asks.
    await diagnostic.locator('button.diagnostic').focus();
    await expect(diagnostic.locator('a.diagnostic-rule')).toHaveAttribute('href', '#rule=mcpdesc.document.schema');
    await expect(diagnostic.getByTestId('diagnostic-requirement-summary')).not.toBeEmpty();
    await expect(diagnostic.locator('a.diagnostic-section')).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/mcpdesc\/mcpdesc-specification\/blob\/v0\.9\.0-rc\.3\/spec\/draft\/mcp-description\.md#req-/,
    );
    await diagnostic.locator('button.diagnostic').click();
    const selection = await page.evaluate(() =>
      (
        window as unknown as {
          __playground: { getSelection(): { startLineNumber: number; startColumn: number; endColumn: number } };
        }
      ).__playground.getSelection(),
    );
    expect(selection.startLineNumber).toBe(5);
    expect(selection.startColumn).toBe(3);
    expect(selection.endColumn).toBeGreaterThan(selection.startColumn);
    await leaveEditor(page);
  });
  await test.step('a valid document reports no problems', async () => {
    await setEditorText(page, minimal);
    await expect(page.getByTestId('verdict')).toHaveText('Valid document');
    await expect(page.getByTestId('count-error')).toContainText('0');
    await leaveEditor(page);
  });
  await test.step('YAML is detected from content and its diagnostics point into the YAML text', async () => {
    await setEditorText(
      page,
      'mcpdesc: "0.9.0"\ninfo:\n  name: demo\n  version: "1"\nprotocolVersions:\n  - "2026-07-28"\nbogus: 1\n',
    );
    const diagnostic = page.getByTestId('diagnostic').filter({ hasText: 'bogus' }).first();
    await expect(diagnostic.getByTestId('diagnostic-position')).toHaveText(/^7:/);
    await expect(page.getByTestId('status-bar')).toContainText('YAML');
    await leaveEditor(page);
  });
  await test.step('a protocol-dependent finding names its MCP protocol version in the panel and the marker', async () => {
    await setEditorText(
      page,
      JSON.stringify(
        {
          mcpdesc: '0.9.0',
          info: { name: 'x', version: '1' },
          protocolVersions: ['2024-11-05'],
          transports: [{ type: 'streamable-http', url: 'https://example.com/mcp' }],
        },
        null,
        2,
      ),
    );
    const diagnostic = page.locator(
      '[data-testid="diagnostic"][data-rule="mcp.transport.streamable-http.protocol-version"]',
    );
    await expect(diagnostic.first()).toContainText('MCP 2024-11-05');
    const markers = await page.evaluate(() =>
      (
        window as unknown as { __playground: { getMarkers(): { message: string; code: string | { value: string } }[] } }
      ).__playground.getMarkers(),
    );
    // The marker code is the rule id, linked to the requirement in the spec source.
    expect(
      markers.some(
        (m) =>
          typeof m.code === 'object' &&
          m.code.value === 'mcp.transport.streamable-http.protocol-version' &&
          m.message.includes('[MCP 2024-11-05]'),
      ),
    ).toBe(true);
    await leaveEditor(page);
  });
  await test.step('JSON → YAML → JSON conversion keeps the data model', async () => {
    const doc = {
      mcpdesc: '0.9.0',
      info: { name: 'demo', version: '1.0' },
      protocolVersions: ['2026-07-28'],
      instructions: 'yes',
    };
    await setEditorText(page, JSON.stringify(doc, null, 2));
    await expect(page.getByTestId('convert-button')).toHaveText(/YAML/);
    await page.getByTestId('convert-button').click();
    await expect(page.getByTestId('convert-button')).toHaveText(/JSON/);
    const yamlText = await getEditorText(page);
    expect(yamlText).toContain('instructions:');
    expect(yamlText).not.toContain('{');
    await page.getByTestId('convert-button').click();
    await expect(page.getByTestId('convert-button')).toHaveText(/YAML/);
    expect(JSON.parse(await getEditorText(page))).toEqual(doc);
  });
});

test('a large document: validated in the worker while typing, and waitForValidation waits for the newest run', async ({
  page,
}) => {
  await openFresh(page);
  await test.step('a large document validates in the worker while the editor keeps taking input', async () => {
    const tools = Array.from({ length: 3000 }, (_, i) => ({
      name: `tool_${i}`,
      inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
    }));
    const big = JSON.stringify(
      { mcpdesc: '0.9.0', info: { name: 'big', version: '1' }, protocolVersions: ['2026-07-28'], tools },
      null,
      2,
    );
    await setEditorText(page, big);
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const after = await getEditorText(page);
    expect(after.length).toBeGreaterThan(big.length);
    expect(after.trimEnd()).toBe(big);
    await expect(page.getByTestId('verdict')).toHaveText('Valid document', { timeout: 20_000 });
    await leaveEditor(page);
  });
  await test.step('waitForValidation waits for a run that started after the edit, never for the result already shown', async () => {
    // Big enough that its validation takes a while: meanwhile the previous result stays shown, status "done".
    const tools = Array.from({ length: 3000 }, (_, i) => ({
      name: `tool_${i}`,
      description: 'A tool.',
      inputSchema: { type: 'object' },
    }));
    const big = {
      mcpdesc: '0.9.0',
      info: { name: 'demo-server', version: '1.0.0' },
      protocolVersions: ['2026-07-28'],
      tools,
    };
    await setEditorText(page, JSON.stringify(big, null, 2));
    await waitForValidation(page);
    const before = await validationRun(page);
    const status = page.getByTestId('run-status');
    await setEditorText(page, JSON.stringify({ ...big, colour: 1 }, null, 2));
    await waitForValidation(page);
    // Read once, without retrying: the result shown is already the new text's.
    expect(Number(await status.getAttribute('data-run'))).toBeGreaterThan(before);
    expect(await page.getByTestId('diagnostic').filter({ hasText: 'colour' }).count()).toBe(1);

    // The same with a run number taken before an action that is not an edit of the fixture (an example).
    const beforeExample = await validationRun(page);
    await page.getByTestId('examples-select').selectOption('invalid');
    await waitForValidation(page, beforeExample);
    expect(await getEditorText(page)).toContain('# A deliberately INVALID document');
    expect(await page.getByTestId('diagnostic').filter({ hasText: 'colour' }).count()).toBe(0);
    expect(await page.getByTestId('diagnostic').count()).toBeGreaterThan(5);
  });
});
