// Learning views: the rule reference (offline rule pages reachable from diagnostics and #rule= links), comparing
// protocol versions, the documentation preview, rule results, and keyboard use of the result tabs.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  openFresh,
  setEditorText,
  getEditorText,
  waitForValidation,
  validationRun,
  codeViewText,
  openResultTab,
} from './fixtures.ts';

/** What `mcpdesc validate --json --rule-results` reports for a file, as `rule|version|status` lines. */
function cliRuleResults(file: string): string[] {
  let out: string;
  try {
    out = execFileSync('node_modules/.bin/tsx', ['cli/mcpdesc.ts', 'validate', file, '--json', '--rule-results'], {
      encoding: 'utf8',
    });
  } catch (error) {
    out = (error as { stdout: string }).stdout; // exit code 1: the document is invalid
  }
  const report = JSON.parse(out) as { ruleResults: { rule: string; protocolVersion?: string; status: string }[] };
  return report.ruleResults.map((r) => `${r.rule}|${r.protocolVersion ?? ''}|${r.status}`).sort();
}

test('a diagnostic opens its rule page, whose invalid example loads into the editor and yields the rule', async ({
  page,
}) => {
  await openFresh(page);
  const run = await validationRun(page);
  await page.getByTestId('examples-select').selectOption('invalid');
  await waitForValidation(page, run);
  const before = await getEditorText(page);
  const row = page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.security.requirements"]').first();
  await expect(row).toBeVisible();
  await row.locator('button.diagnostic').focus(); // opens the finding's details
  await row.getByTestId('diagnostic-rule-link').click();

  const rulePage = page.getByTestId('rule-page');
  await expect(rulePage).toHaveAttribute('data-rule', 'mcpdesc.security.requirements');
  await expect(page).toHaveURL(/#rule=mcpdesc\.security\.requirements$/);
  await expect(page.getByTestId('tab-rules')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('rule-checks')).not.toBeEmpty();
  // Requirements link to the canonical spec source at its tag.
  const requirement = page.getByTestId('rule-requirements').locator('a[href*="#req-security-scheme-references"]');
  await expect(requirement).toHaveAttribute(
    'href',
    'https://github.com/mcpdesc/mcpdesc-specification/blob/v0.9.0-rc.3/spec/draft/mcp-description.md#req-security-scheme-references',
  );
  // Opening the page did not touch the document.
  expect(await getEditorText(page)).toBe(before);

  // The diagnostics shown for the examples are the worker's own.
  const invalid = page.getByTestId('rule-example-invalid').first();
  await expect(
    invalid.getByTestId('example-diagnostics').locator('li[data-rule="mcpdesc.security.requirements"]').first(),
  ).toBeVisible();
  const valid = page.getByTestId('rule-example-valid').first();
  await expect(valid.getByTestId('example-diagnostics')).toContainText('no finding of this rule');

  const exampleText = (await invalid.locator('pre').textContent()) ?? '';
  const beforeOpen = await validationRun(page);
  await invalid.getByTestId('open-example').click();
  await expect.poll(() => getEditorText(page)).toBe(exampleText);
  await waitForValidation(page, beforeOpen);
  await openResultTab(page, 'diagnostics');
  await expect(
    page.locator('[data-testid="diagnostic"][data-rule="mcpdesc.security.requirements"]').first(),
  ).toBeVisible();
  // Like every replacement of the text, it can be undone from the notice.
  await expect(page.getByTestId('notice-message')).toContainText('Replaced your document with the invalid example');
  await page.getByTestId('notice-action').click();
  await expect.poll(() => getEditorText(page)).toBe(before);
});

test('a #rule= link opens the rule page without replacing the document, and the index is searchable by area', async ({
  page,
}) => {
  await openFresh(page);
  const mine =
    'mcpdesc: "0.9.0"\ninfo:\n  name: mine\n  version: "1"\nprotocolVersions:\n  - "2025-11-25"\ntransports:\n  - type: stdio\n    command: mine\n';
  await setEditorText(page, mine);
  await waitForValidation(page);
  await page.goto('/#rule=mcpdesc.tags.references');
  await expect(page.getByTestId('rule-page')).toHaveAttribute('data-rule', 'mcpdesc.tags.references');
  expect(await getEditorText(page)).toBe(mine);
  await expect(page.getByTestId('notice')).toHaveCount(0);

  await page.getByRole('link', { name: '← All rules' }).click();
  await expect(page.getByTestId('rule-index')).toBeVisible();
  await expect(page).not.toHaveURL(/#rule=/);
  await expect(page.getByTestId('rule-index-entry')).toHaveCount(85);
  await page.getByTestId('rule-search').fill('x-mcp-header');
  await expect(page.getByTestId('rule-index-entry')).toHaveCount(1);
  await expect(page.getByTestId('rule-index-entry')).toContainText('9. Tools');
  await page.getByTestId('rule-index-entry').getByRole('link').click();
  await expect(page.getByTestId('rule-page')).toHaveAttribute('data-rule', 'mcp.tool.input-schema.x-mcp-header');
  expect(await getEditorText(page)).toBe(mine);
});

test('result tabs and version pickers follow the WAI-ARIA keyboard patterns', async ({ page }) => {
  await openFresh(page);
  const run = await validationRun(page);
  await page.getByTestId('examples-select').selectOption('multi-version');
  await waitForValidation(page, run);
  // Full width: every tab fits in the row (at narrower widths the rest are in "More", outside the arrow keys' reach).
  await page.getByTestId('layout-picker').getByRole('radio', { name: 'Full' }).click();
  await expect(page.getByTestId('tabs-more')).toHaveCount(0);
  const diagnosticsTab = page.getByTestId('tab-diagnostics');
  await diagnosticsTab.click();
  await expect(diagnosticsTab).toHaveAttribute('tabindex', '0');
  await expect(page.getByTestId('tab-view')).toHaveAttribute('tabindex', '-1');
  const panel = page.getByRole('tabpanel'); // the visible one
  await expect(panel).toHaveAttribute('id', (await diagnosticsTab.getAttribute('aria-controls'))!);
  await expect(panel).toHaveAttribute('aria-labelledby', (await diagnosticsTab.getAttribute('id'))!);
  for (const tab of await page.getByRole('tab').all()) {
    await expect(page.locator(`#${await tab.getAttribute('aria-controls')}`)).toHaveAttribute('role', 'tabpanel');
  }

  await diagnosticsTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tab-view')).toBeFocused();
  await expect(page.getByTestId('tab-view')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('view-panel')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByTestId('tab-rules')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight'); // wraps
  await expect(page.getByTestId('tab-diagnostics')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('tab-rules')).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('view-panel')).toBeVisible();

  // Version picker: one tab stop, arrows move the selection.
  const versions = page.getByTestId('view-versions');
  const checked = versions.locator('[aria-checked="true"]');
  await expect(checked).toHaveText('2026-07-28');
  await checked.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(versions.getByRole('radio', { name: '2025-11-25' })).toHaveAttribute('aria-checked', 'true');
  await expect(versions.getByRole('radio', { name: '2025-11-25' })).toBeFocused();
  await expect(versions.getByRole('radio', { name: '2025-11-25' })).toHaveAttribute('tabindex', '0');
  await expect.poll(() => codeViewText(page, 'view-text')).toContain('summarize_pull_request');
});

// Both read the multi-version example: one app start, a step each.
test('the multi-version example: Compare lists each difference with its reason and source; Docs document a tool with its parameter table, as text, and jump to the source', async ({
  page,
}) => {
  await openFresh(page);
  const run = await validationRun(page);
  await page.getByTestId('examples-select').selectOption('multi-version');
  await waitForValidation(page, run);

  await test.step('Compare', async () => {
    await openResultTab(page, 'compare');
    await page.getByTestId('compare-from').getByRole('radio', { name: '2025-11-25' }).click();
    await page.getByTestId('compare-to').getByRole('radio', { name: '2026-07-28' }).click();

    const logging = page.getByTestId('difference').filter({ hasText: 'Capability "logging"' });
    await expect(logging).toHaveAttribute('data-reason', 'capability');
    await expect(logging).toHaveAttribute('data-side', 'from');
    await expect(logging).toContainText('the logging capability is deprecated in MCP 2026-07-28 (8.4)');
    const scoped = page.getByTestId('difference').filter({ hasText: 'Tool "summarize_pull_request"' });
    await expect(scoped).toContainText(
      'is in the 2025-11-25 view only: its protocolVersions at /tools/5/protocolVersions lists 2025-06-18, 2025-11-25',
    );
    await expect(
      page.getByTestId('difference').filter({ hasText: '"execution" only in the 2025-11-25 variant' }),
    ).toHaveAttribute('data-reason', 'field-availability');

    // A click selects the source location in the editor.
    await logging.getByRole('button').click();
    const source = (
      await page.evaluate(() =>
        (window as unknown as { __playground: { getEditorText(): string } }).__playground.getEditorText(),
      )
    ).split('\n');
    const selection = await page.evaluate(() =>
      (
        window as unknown as { __playground: { getSelection(): { startLineNumber: number } } }
      ).__playground.getSelection(),
    );
    expect(source[selection.startLineNumber - 1]).toContain('logging');

    // Views side by side in the diff editor, then a native list.
    await expect(page.locator('.monaco-diff-editor')).toBeVisible();
    await page.getByTestId('compare-subject').getByRole('radio', { name: 'tools/list' }).click();
    await expect(page.locator('.monaco-diff-editor')).toContainText('"tools"');

    // The availability matrix answers what each version's clients see, with the reason on hover.
    const tasks = page.locator('[data-testid="matrix-row"][data-label="capabilities › tasks"]');
    await expect(tasks.locator('td[data-version="2025-11-25"]')).toHaveAttribute('data-status', 'available');
    await expect(tasks.locator('td[data-version="2026-07-28"]')).toHaveAttribute('data-status', 'not-available');
    await expect(tasks.locator('td[data-version="2026-07-28"]')).toHaveAttribute(
      'title',
      /available only in MCP 2025-11-25 \(8\.2\)/,
    );
    const sse = page.locator(
      '[data-testid="matrix-row"][data-label="Transport sse https://forge.example.com/mcp/sse"]',
    );
    await expect(sse.locator('td[data-version="2025-03-26"]')).toHaveAttribute('data-status', 'not-available');
  });

  await test.step('Docs', async () => {
    await openResultTab(page, 'docs');
    await page.getByTestId('docs-versions').getByRole('radio', { name: '2025-11-25' }).click();
    const tool = page.locator('[data-testid="docs-tool"][data-name="search_repositories"]');
    await expect(tool.getByRole('heading', { name: /Search Repositories/ })).toBeVisible();
    const query = tool.getByTestId('docs-parameters').locator('[data-testid="docs-parameter"][data-name="query"]');
    await expect(query.locator('td')).toHaveText(['string', 'yes', 'Free-text search terms.', '']);
    const limit = tool.getByTestId('docs-parameters').locator('[data-testid="docs-parameter"][data-name="limit"]');
    await expect(limit.locator('td')).toHaveText(['integer', 'no', '', '≥ 1; ≤ 50']);
    await expect(page.locator('[data-testid="docs-tool"][data-name="summarize_pull_request"]')).toBeVisible();
    await page.getByTestId('docs-versions').getByRole('radio', { name: '2026-07-28' }).click();
    await expect(page.locator('[data-testid="docs-tool"][data-name="summarize_pull_request"]')).toHaveCount(0);

    await limit.getByRole('button', { name: 'limit' }).click();
    const lines = (await getEditorText(page)).split('\n');
    const selection = await page.evaluate(() =>
      (
        window as unknown as { __playground: { getSelection(): { startLineNumber: number } } }
      ).__playground.getSelection(),
    );
    expect(lines[selection.startLineNumber - 1]).toContain('limit');
  });
});

test('document text is never HTML in the Docs tab, and only data: icons are shown as images', async ({ page }) => {
  await openFresh(page);
  const doc = {
    mcpdesc: '0.9.0',
    info: { name: 'x', version: '1', description: '<img src=x onerror="window.__pwned=1">' },
    protocolVersions: ['2025-11-25'],
    transports: [{ type: 'stdio', command: 'x' }],
    tools: [
      {
        name: 't',
        description: '<script>window.__pwned=1</script>',
        icons: [
          {
            src: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          },
          { src: 'https://icons.example.com/t.png' },
        ],
        inputSchema: { type: 'object', properties: { a: { type: 'string', description: '<b>bold</b>' } } },
      },
    ],
  };
  await setEditorText(page, JSON.stringify(doc, null, 2));
  await waitForValidation(page);
  await openResultTab(page, 'docs');
  const body = page.getByTestId('docs-body');
  await expect(body).toContainText('<img src=x onerror="window.__pwned=1">');
  await expect(body).toContainText('<script>window.__pwned=1</script>');
  await expect(body.locator('[data-testid="docs-parameter"][data-name="a"]')).toContainText('<b>bold</b>');
  await expect(body.locator('img')).toHaveCount(1);
  await expect(body.locator('img')).toHaveAttribute('src', /^data:image\/png/);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // The fixture fails the test if https://icons.example.com/t.png were requested.
});

// One test, one app start: the rule results of two examples read in turn, then edits while the tab stays open.
test('rule results agree with mcpdesc validate --json --rule-results and follow the document while their tab is open', async ({
  page,
}) => {
  const cells = page.getByTestId('rule-result');
  /** Opens an example (the Rule results tab stays open) and compares every cell with what the CLI reports. */
  const agreeWithCli = async (example: 'invalid' | 'multi-version') => {
    const expected = cliRuleResults(`src/examples/${example}.mcpdesc.yaml`);
    const run = await validationRun(page);
    await page.getByTestId('examples-select').selectOption(example);
    await waitForValidation(page, run);
    await openResultTab(page, 'results');
    await expect(cells).toHaveCount(expected.length);
    const shown = await cells.evaluateAll((tds) =>
      tds.map(
        (td) => `${td.getAttribute('data-rule')}|${td.getAttribute('data-version')}|${td.getAttribute('data-status')}`,
      ),
    );
    expect(shown.sort()).toEqual(expected);
    return expected;
  };
  await openFresh(page);

  await test.step('the multi-version example', () => agreeWithCli('multi-version'));

  await test.step('edits while the tab is open: the table follows the text validated last', async () => {
    const text = (info: object, protocolVersions: string[]) =>
      JSON.stringify({ mcpdesc: '0.9.0', info, protocolVersions }, null, 2);
    const panel = page.getByTestId('rule-results-panel');
    const members = page.locator('[data-testid="rule-result"][data-rule="mcpdesc.info.members"]');
    const columns = page.getByTestId('rule-results-table').locator('thead th');
    const shownRun = async () => (await page.getByTestId('run-status').getAttribute('data-run'))!;
    await setEditorText(page, text({ name: 'demo', version: '1.0.0' }, ['2025-11-25']));
    await waitForValidation(page);
    await expect(panel).toHaveAttribute('data-run', await shownRun());
    await expect(members).toHaveAttribute('data-status', 'passed');
    await expect(columns).toHaveText(['Rule', '2025-11-25']);
    await setEditorText(page, text({ name: 'demo' }, ['2025-11-25']));
    await waitForValidation(page);
    await expect(panel).toHaveAttribute('data-run', await shownRun());
    await expect(members).toHaveAttribute('data-status', 'failed');
    await setEditorText(page, text({ name: 'demo', version: '1.0.0' }, ['2025-11-25', '2026-07-28']));
    await waitForValidation(page);
    await expect(panel).toHaveAttribute('data-run', await shownRun());
    await expect(members).toHaveAttribute('data-status', 'passed');
    await expect(columns).toHaveText(['Rule', '2025-11-25', '2026-07-28']);
  });

  await test.step('the invalid example: findings, chips, rule links', async () => {
    const expected = await agreeWithCli('invalid');
    // A failed cell lists its findings; a click selects the first one in the editor.
    const failed = page.locator('[data-testid="rule-result"][data-rule="mcpdesc.security.requirements"]');
    await expect(failed).toHaveAttribute('data-status', 'failed');
    await failed.getByRole('button').click();
    await page.getByTestId('rule-result-finding').first().click();
    const lines = (await getEditorText(page)).split('\n');
    const selection = await page.evaluate(() =>
      (
        window as unknown as { __playground: { getSelection(): { startLineNumber: number } } }
      ).__playground.getSelection(),
    );
    expect(lines[selection.startLineNumber - 1]).toContain('sessionCookie');
    // The "failed" chip shows only the rules with a failed result.
    await page.getByTestId('status-failed').click();
    const rows = page.getByTestId('rule-results-row');
    const failedRules = new Set(expected.filter((l) => l.endsWith('|failed')).map((l) => l.split('|')[0]));
    await expect(rows).toHaveCount(failedRules.size);
    // Any other cell is status text; the rule's link in its row opens the rule page.
    const passed = expected.find((l) => l.endsWith('|passed'))!.split('|')[0]!;
    await page.getByTestId('status-passed').click();
    await page.getByTestId('rule-results-search').fill(passed);
    const cell = page.locator(`[data-testid="rule-result"][data-rule="${passed}"][data-status="passed"]`).first();
    await expect(cell).toHaveText('✓ passed');
    await expect(cell.locator('a, button')).toHaveCount(0);
    await page.locator(`[data-testid="rule-results-row"][data-rule="${passed}"] th a`).click();
    await expect(page.getByTestId('rule-page')).toHaveAttribute('data-rule', passed);
  });
});

/** What a result panel shows at one moment: its loading line, and its output's aria-busy and data-stale. */
type PanelState = { loading: string | null; busy: string | null; stale: string | null };
type PanelRecorder = { __panelStates: PanelState[]; __panelObserver?: MutationObserver };

/**
 * Records each state a result panel shows from now on, in the page (replacing an earlier recording): the new output
 * can arrive between two polls of an assertion, after the loading line was seen.
 */
async function recordPanelStates(page: Page, loading: string, result: string): Promise<void> {
  await page.evaluate(
    ({ loading, result }) => {
      const recorder = window as unknown as PanelRecorder;
      recorder.__panelObserver?.disconnect();
      const states: PanelState[] = (recorder.__panelStates = []);
      const record = () => {
        const shown = document.querySelector(`[data-testid="${result}"]`);
        states.push({
          loading: document.querySelector(`[data-testid="${loading}"]`)?.textContent ?? null,
          busy: shown?.getAttribute('aria-busy') ?? null,
          stale: shown?.getAttribute('data-stale') ?? null,
        });
      };
      recorder.__panelObserver = new MutationObserver(record);
      recorder.__panelObserver.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['data-stale', 'aria-busy'],
      });
    },
    { loading, result },
  );
}

/** The states recordPanelStates saw. */
function panelStates(page: Page): Promise<PanelState[]> {
  return page.evaluate(() => (window as unknown as PanelRecorder).__panelStates);
}

test('switching version marks the previous view as outdated until the new one arrives; output can be copied and downloaded', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openFresh(page);
  const run = await validationRun(page);
  await page.getByTestId('examples-select').selectOption('multi-version');
  await waitForValidation(page, run);
  await openResultTab(page, 'view');
  const result = page.getByTestId('view-result');
  await expect(result).toHaveAttribute('data-stale', 'false');
  await expect.poll(() => codeViewText(page, 'view-text')).toContain('"2026-07-28"');

  await recordPanelStates(page, 'view-loading', 'view-result');
  await page.getByTestId('view-versions').getByRole('radio', { name: '2024-11-05' }).click();
  await expect
    .poll(() => panelStates(page))
    .toContainEqual({ loading: 'Projecting 2024-11-05…', busy: 'true', stale: 'true' });
  await expect(page.getByTestId('view-loading')).toHaveCount(0);
  await expect(result).toHaveAttribute('aria-busy', 'false');
  await expect(result).toHaveAttribute('data-stale', 'false');
  await expect.poll(() => codeViewText(page, 'view-text')).toContain('"2024-11-05"');
  await expect(page.locator('[data-testid="view-text"] .monaco-editor')).toBeVisible(); // highlighted, read-only editor

  await page.getByTestId('view-text-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await codeViewText(page, 'view-text'));
  const download = page.waitForEvent('download');
  await page.getByTestId('view-text-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('view-2024-11-05.mcpdesc.yaml');

  await openResultTab(page, 'native');
  await expect(page.getByTestId('native-result')).toHaveAttribute('data-stale', 'false');
  await recordPanelStates(page, 'native-loading', 'native-result');
  await page.getByTestId('native-kinds').getByRole('radio', { name: 'prompts/list' }).click();
  await expect
    .poll(async () => (await panelStates(page)).some((s) => s.loading?.includes('prompts/list') && s.stale === 'true'))
    .toBe(true);
  await expect(page.getByTestId('native-result')).toHaveAttribute('data-stale', 'false');
  await expect.poll(() => codeViewText(page, 'native-text')).toContain('"prompts"');
});
