// Issue 17 in the real app: every finding names the one requirement it violates, shows what it asks (row and hover),
// links to that anchor under the one section holding it; result tabs ask for the syntax fix and keep the last result;
// the rule reference explains every requirement and its search ranks by relevance.
import {
  test,
  expect,
  openFresh,
  setEditorText,
  waitForValidation,
  validationRun,
  codeViewText,
  openResultTab,
} from './fixtures.ts';

const spec = 'https://github.com/mcpdesc/mcpdesc-specification/blob/v0.9.0-rc.3/spec/draft/mcp-description.md';

type Marker = {
  startLineNumber: number;
  message: string;
  code: string | { value: string; target: { toString(): string } };
};

test('a diagnostic row names its requirement under its one section, links to the anchor, and says what it asks', async ({
  page,
}) => {
  await openFresh(page);
  const run = await validationRun(page);
  await page.getByTestId('examples-select').selectOption('invalid');
  await waitForValidation(page, run);

  const info = page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.info.members"]').first();
  await info.locator('button.diagnostic').focus(); // opens the finding's details
  const anchor = info.getByTestId('diagnostic-requirement');
  await expect(anchor).toHaveText('§ 5.1 req-info-fields');
  await expect(anchor).toHaveAttribute('href', `${spec}#req-info-fields`);
  await expect(info.getByTestId('diagnostic-requirement-summary')).toHaveText(
    /^info has the members of the Info table, name and version among them required/,
  );

  // The acceptance examples of the issue, as a new user meets them in the invalid example.
  const scheme = page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.security.requirements"]').first();
  await scheme.locator('button.diagnostic').focus(); // opens the finding's details
  await expect(scheme.getByTestId('diagnostic-requirement')).toHaveText('§ 7.3 req-security-scheme-references');
  const duplicate = page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.protocol-scope.consistency"]').first();
  await duplicate.locator('button.diagnostic').focus(); // opens the finding's details
  await expect(duplicate.getByTestId('diagnostic-requirement')).toHaveText('§ 9.5 req-tool-names-disjoint');
  const name = page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.example.members"]').first();
  await name.locator('button.diagnostic').focus(); // opens the finding's details
  await expect(name.getByTestId('diagnostic-requirement')).toHaveText('§ 9.3 req-tool-examples-map');
  await expect(name.getByTestId('diagnostic-requirement-summary')).toContainText('no spaces');
  const version = page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.protocol-versions.values"]').first();
  await version.locator('button.diagnostic').focus(); // opens the finding's details
  await expect(version.getByTestId('diagnostic-requirement')).toHaveText('§ 4.9 req-protocol-versions-values');

  // One section per link, never the rule's list of sections.
  for (const row of await page.getByTestId('diagnostic').all()) {
    await row.locator('button.diagnostic').focus();
    const requirement = row.getByTestId('diagnostic-requirement');
    if ((await requirement.count()) > 0)
      expect(await requirement.textContent()).toMatch(/^§ [0-9A-Za-z. ]+ req-[a-z0-9-]+$/);
  }
});

test('the editor hover of a finding shows its requirement and what it asks', async ({ page }) => {
  await openFresh(page);
  await setEditorText(page, 'mcpdesc: "0.9.0"\ninfo:\n  name: demo\n  version: ""\nprotocolVersions: ["2025-11-25"]\n');
  await waitForValidation(page);
  const row = page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.info.members"]');
  await row.locator('button.diagnostic').focus(); // opens the finding's details
  await expect(row.getByTestId('diagnostic-requirement-summary')).toHaveText('info.version is not an empty string.');

  const markers = await page.evaluate(() =>
    (window as unknown as { __playground: { getMarkers(): Marker[] } }).__playground.getMarkers(),
  );
  const marker = markers.find((m) => m.startLineNumber === 4)!;
  expect(marker.message).toContain('§ 5.1 req-info-version-non-empty: info.version is not an empty string.');
  expect(typeof marker.code === 'object' ? marker.code.value : marker.code).toBe('mcpdesc.info.members');

  const squiggle = await page.locator('.monaco-editor .squiggly-error').first().boundingBox();
  await page.mouse.move(squiggle!.x + squiggle!.width / 2, squiggle!.y + squiggle!.height / 2);
  const hover = page.locator('.monaco-hover').filter({ hasText: 'req-info-version-non-empty' }).first();
  await expect(hover).toBeVisible();
  await expect(hover).toContainText('§ 5.1 req-info-version-non-empty: info.version is not an empty string.');
});

test('every result tab asks to fix the syntax error first, links to it, and keeps the last parsed result marked outdated', async ({
  page,
}) => {
  test.slow(); // four result tabs, each projected twice
  await openFresh(page);
  const good =
    'mcpdesc: "0.9.0"\ninfo:\n  name: weather\n  version: "1.0.0"\nprotocolVersions: ["2025-11-25", "2026-07-28"]\ntools:\n  - name: get_forecast\n    inputSchema:\n      type: object\n';
  const broken = good.replace('  version: "1.0.0"', '   version: "1.0.0"');
  await setEditorText(page, good);
  await waitForValidation(page);

  const tabs: { tab: string; result: string; shows: RegExp }[] = [
    { tab: 'tab-view', result: 'view-result', shows: /./ },
    { tab: 'tab-native', result: 'native-result', shows: /./ },
    { tab: 'tab-compare', result: 'compare-result', shows: /same things|difference/ },
    { tab: 'tab-docs', result: 'docs-panel', shows: /get_forecast/ },
  ];
  for (const { tab, result, shows } of tabs) {
    await openResultTab(page, tab.slice('tab-'.length));
    await expect(page.getByTestId(result)).toContainText(shows);
    // Protocol views and native lists are code views: their text is read through the page's hook.
    if (tab === 'tab-view') await expect.poll(() => codeViewText(page, 'view-text')).toContain('get_forecast');
    if (tab === 'tab-native') await expect.poll(() => codeViewText(page, 'native-text')).toContain('get_forecast');
  }

  await setEditorText(page, broken);
  await waitForValidation(page);
  for (const { tab, result, shows } of tabs) {
    await openResultTab(page, tab.slice('tab-'.length));
    const notice = page.getByTestId('syntax-error-notice');
    await expect(notice).toContainText('fix the syntax error at line 4 first');
    await expect(notice).toContainText('last text that parsed');
    await expect(page.getByText('declares no supported protocol version')).toHaveCount(0);
    // The last result that parsed is still there, marked outdated.
    await expect(page.getByTestId(result)).toContainText(shows);
    await expect(page.locator('.stale').first()).toBeVisible();
    if (tab === 'tab-view') expect(await codeViewText(page, 'view-text')).toContain('get_forecast');
    if (tab === 'tab-native') expect(await codeViewText(page, 'native-text')).toContain('get_forecast');
  }

  // The link selects the error in the editor (line 4, where "version" is over-indented).
  await page.getByTestId('syntax-error-link').click();
  const selection = await page.evaluate(() =>
    (
      window as unknown as { __playground: { getSelection(): { startLineNumber: number; startColumn: number } } }
    ).__playground.getSelection(),
  );
  expect([selection.startLineNumber, selection.startColumn]).toEqual([4, 4]);
  await openResultTab(page, 'diagnostics');
  await expect(page.getByTestId('diagnostic').first()).toContainText('Line 4 is indented more than line 3 above it');

  // Fixed: the tabs are up to date again.
  await setEditorText(page, good.replace('weather', 'weather-2'));
  await waitForValidation(page);
  await openResultTab(page, 'docs');
  await expect(page.getByTestId('syntax-error-notice')).toHaveCount(0);
  await expect(page.getByTestId('docs-panel')).toContainText('weather-2');
});

test('rule pages explain every requirement beside its anchor, and the search ranks by relevance', async ({ page }) => {
  await openFresh(page, '/#rule=mcpdesc.protocol-scope.consistency');
  const requirement = page.locator('[data-testid="rule-requirement"][data-anchor="req-tool-names-disjoint"]');
  await expect(requirement.getByTestId('rule-requirement-summary')).toContainText(
    'Tools sharing a name apply to disjoint sets of protocol versions',
  );
  const anchors = page.getByTestId('rule-requirement');
  await expect(anchors).toHaveCount(8);
  for (const summary of await page.getByTestId('rule-requirement-summary').allTextContents())
    expect(summary.length).toBeGreaterThan(20);

  await page.getByRole('link', { name: '← All rules' }).click();
  const search = page.getByTestId('rule-search');
  await search.fill('tag');
  const entries = page.getByTestId('rule-index-entry');
  expect(
    (await entries.evaluateAll((nodes) => nodes.slice(0, 2).map((n) => n.getAttribute('data-rule')))).sort(),
  ).toEqual(['mcpdesc.tag.members', 'mcpdesc.tags.references']);
  await expect(page.getByTestId('rule-count')).toContainText('most relevant first');

  await search.fill('duplicate');
  const found = await entries.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-rule')));
  for (const rule of [
    'mcpdesc.serialization.conforming',
    'mcpdesc.tags.references',
    'mcpdesc.elicitation.name-unique',
    'mcpdesc.protocol-scope.consistency',
    'mcpdesc.tool.members',
  ])
    expect(found).toContain(rule);

  await search.fill('mcpdesc.tool.members');
  await expect(entries.first()).toHaveAttribute('data-rule', 'mcpdesc.tool.members');
});
