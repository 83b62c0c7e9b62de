// Learning views in depth (issue 20): complete Docs (tags, elicitations, security, Markdown without raw HTML, no empty
// section, readable tables at 390 and 1400 px, following the editor), a readable Compare, rule results chips that
// filter, History with a preview and a diff, merged YAML that stays YAML, and share links v2 (old links open, Copy as
// Markdown).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  openFresh,
  setEditorText,
  getEditorText,
  waitForValidation,
  validationRun,
  savedTexts,
  openResultTab,
} from './fixtures.ts';

/** A document built to have what the Docs tab documents, and no resources (so no empty "Resources" section). */
const docsDocument = {
  mcpdesc: '0.9.0',
  info: {
    name: 'tracker',
    title: 'Tracker',
    version: '1.0.0',
    description: 'Issues *with emphasis*, **strong** words and `code`.',
  },
  protocolVersions: ['2025-11-25'],
  transports: [{ type: 'streamable-http', url: 'https://tracker.example.com/mcp' }],
  securitySchemes: {
    oauth: {
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: 'https://tracker.example.com/a',
          tokenUrl: 'https://tracker.example.com/t',
          scopes: { 'issues:read': 'Read issues', 'issues:write': 'Write issues' },
        },
      },
    },
  },
  security: [{ oauth: ['issues:read'] }],
  tags: [
    { name: 'write', description: 'Tools that *change* data' },
    { name: 'read', description: 'Tools that read' },
  ],
  tools: [
    {
      name: 'search_issues',
      description:
        'Find issues. <b>raw html</b> stays text. ![logo](https://images.example.com/logo.png) [Guide](https://tracker.example.com/guide)',
      tags: ['read'],
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Words to *find*' },
          limit: { type: 'integer', minimum: 1 },
        },
        required: ['query'],
      },
    },
    {
      name: 'create_issue',
      description: 'Open an issue.',
      tags: ['write'],
      security: [{ oauth: ['issues:write'] }],
      inputSchema: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] },
      elicitations: [
        {
          name: 'confirm_urgent',
          mode: 'form',
          message: 'Urgent issues page the on-call engineer.',
          when: 'The priority is urgent.',
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Page them' } },
            required: ['confirm'],
          },
        },
      ],
    },
  ],
};

async function openDocs(page: Page, text: string): Promise<void> {
  await setEditorText(page, text);
  await waitForValidation(page);
  await openResultTab(page, 'docs');
  await expect(page.getByTestId('docs-body')).toBeVisible();
}

/** Height of the "Required" column header, against one line of its text. */
async function headerLines(page: Page): Promise<number> {
  const header = page.getByTestId('docs-parameters').first().locator('thead th', { hasText: 'Required' });
  return header.evaluate((th) => {
    const style = getComputedStyle(th);
    const content = th.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return content / (parseFloat(style.fontSize) * 1.3);
  });
}

// One app start for the Docs of one document: its content, its parameter tables wide and narrow, the split layout
// following the edited declaration; then the Elicitation example.
test('Docs show tags, elicitations, per-operation security and Markdown, readable tables at 1400 and 390 px, and follow the declaration being edited', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openFresh(page);
  const text = JSON.stringify(docsDocument, null, 2);
  await openDocs(page, text);

  await test.step('parameter tables at 1400 px: each header on one line', async () => {
    // Wide: columns, each header on one line (never "Req/uire/d").
    expect(await headerLines(page)).toBeLessThan(2);
  });

  await test.step('tags, elicitations, per-operation security and Markdown, with no empty section and no raw HTML', async () => {
    const body = page.getByTestId('docs-body');

    // Tags with their descriptions (Markdown) and the operations that carry them, in catalogue order.
    const tags = page.getByTestId('docs-tag');
    await expect(tags).toHaveCount(2);
    await expect(tags.nth(0)).toHaveAttribute('data-name', 'write');
    await expect(tags.nth(0).locator('em')).toHaveText('change');
    await expect(tags.nth(0)).toContainText('create_issue');
    await expect(tags.nth(1)).toContainText('search_issues');

    // The elicitation: name, mode, message, when, requested fields.
    const elicitation = page.locator('[data-testid="docs-elicitation"][data-name="confirm_urgent"]');
    await expect(elicitation).toContainText('form mode');
    await expect(elicitation).toContainText('Urgent issues page the on-call engineer.');
    await expect(elicitation).toContainText('The priority is urgent.');
    await expect(elicitation.locator('[data-testid="docs-parameter"][data-name="confirm"]')).toContainText('Page them');

    // Security: which operation requires which scopes.
    await expect(page.locator('[data-testid="docs-access-row"][data-name="create_issue"]')).toContainText(
      'oauth (issues:write)',
    );
    await expect(page.locator('[data-testid="docs-access-row"][data-name="search_issues"]')).toContainText(
      'oauth (issues:read)',
    );
    await expect(page.locator('[data-testid="docs-scope-index"] li[data-scope="issues:write"]')).toContainText(
      'create_issue',
    );

    // Markdown: emphasis rendered; raw HTML shown as text; an image is not loaded; a link opens only on click, elsewhere.
    await expect(page.getByTestId('docs-server').locator('em')).toHaveText('with emphasis');
    await expect(page.getByTestId('docs-server').locator('strong')).toHaveText('strong');
    const search = page.locator('[data-testid="docs-tool"][data-name="search_issues"]');
    await expect(search).toContainText('<b>raw html</b> stays text');
    await expect(search.locator('b')).toHaveCount(0);
    await expect(search.getByTestId('md-image')).toContainText('https://images.example.com/logo.png');
    await expect(body.locator('img')).toHaveCount(0);
    const guide = search.getByRole('link', { name: 'Guide' });
    await expect(guide).toHaveAttribute('href', 'https://tracker.example.com/guide');
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', /noopener/);
    await expect(search.locator('[data-testid="docs-parameter"][data-name="query"] em')).toHaveText('find');

    // No empty section: the document has no resources, templates or prompts.
    await expect(page.getByTestId('docs-section-tags')).toBeVisible();
    await expect(page.getByTestId('docs-section-resources')).toHaveCount(0);
    await expect(page.getByTestId('docs-section-templates')).toHaveCount(0);
    await expect(page.getByTestId('docs-section-prompts')).toHaveCount(0);
    await expect(body).not.toContainText('(0)');

    // Grouping by tag puts each tool under its tag.
    await page.getByTestId('docs-group-by-tag').check();
    await expect(
      page.locator('[data-testid="docs-tag-group"][data-tag="write"] [data-testid="docs-tool"]'),
    ).toHaveAttribute('data-name', 'create_issue');
    await expect(
      page.locator('[data-testid="docs-tag-group"][data-tag="read"] [data-testid="docs-tool"]'),
    ).toHaveAttribute('data-name', 'search_issues');
    await page.getByTestId('docs-group-by-tag').uncheck();
  });

  await test.step('parameter tables at 390 px: cards of labelled lines', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const row = page.locator(
      '[data-testid="docs-tool"][data-name="search_issues"] [data-testid="docs-parameter"][data-name="query"]',
    );
    // Narrow: each row is a card of labelled lines, the header row is not shown.
    await expect(page.getByTestId('docs-parameters').first().locator('thead')).toBeHidden();
    const label = await row
      .locator('td[data-label="Required"]')
      .evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toBe('"Required"');
    const width = await row.evaluate((tr) => tr.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('in the split layout the Docs follow the declaration being edited', async () => {
    await page.getByTestId('layout-picker').getByRole('radio', { name: 'Split' }).click();
    const line = text.split('\n').findIndex((l) => l.includes('"create_issue"')) + 1;
    await page.evaluate(
      (l) =>
        (
          window as unknown as { __playground: { setPosition(line: number, column: number): void } }
        ).__playground.setPosition(l, 5),
      line,
    );
    await page.keyboard.press('ArrowRight'); // a move made in the focused editor
    await expect(page.locator('[data-testid="docs-tool"][data-name="create_issue"]')).toHaveAttribute(
      'data-following',
      'true',
    );
    await expect(page.locator('[data-testid="docs-tool"][data-name="create_issue"]')).toBeInViewport();
    // Edits show up in the Docs as they are typed.
    await setEditorText(page, text.replace('Open an issue.', 'Open a *new* issue.'));
    await expect(page.locator('[data-testid="docs-tool"][data-name="create_issue"] em')).toHaveText('new');
  });

  await test.step('the Elicitation example documents its elicitations', async () => {
    const run = await validationRun(page);
    await page.getByTestId('examples-select').selectOption('elicitation');
    await waitForValidation(page, run);
    await openResultTab(page, 'docs');
    await expect(page.locator('[data-testid="docs-elicitation"][data-name="confirm_production"]')).toContainText(
      'Production deployments need a change ticket',
    );
  });
});

test("Compare's diff takes at least 70 % of the pane, the whole window on demand, side by side or inline; variants say their scope", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openFresh(page);
  const run = await validationRun(page);
  await page.getByTestId('examples-select').selectOption('multi-version');
  await waitForValidation(page, run);
  await openResultTab(page, 'compare');
  const diff = page.getByTestId('diff-view');
  await expect(diff).toBeVisible();
  const pane = await page.locator('.pane-results').boundingBox();
  const side = await diff.boundingBox();
  expect(side!.width / pane!.width).toBeGreaterThanOrEqual(0.7);

  await page.getByTestId('compare-full-window').click();
  await expect(page.locator('.pane-editor')).toBeHidden();
  await expect.poll(async () => (await diff.boundingBox())!.width / 1400).toBeGreaterThanOrEqual(0.7);
  await page.getByTestId('compare-diff-layout').getByRole('radio', { name: 'Inline' }).click();
  await expect(diff).toHaveAttribute('data-inline', 'true');
  await page.getByTestId('compare-full-window').click();
  await expect(page.locator('.pane-editor')).toBeVisible();

  // Variant rows of the matrix are told apart by their scope; nested fields read as written.
  await expect(
    page.locator('[data-testid="matrix-row"][data-label=\'Tool "search_repositories" · 2024-11-05, 2025-03-26\']'),
  ).toHaveCount(1);
  await expect(
    page.locator('[data-testid="matrix-row"][data-label=\'Tool "search_repositories" · 2025-06-18 – 2026-07-28\']'),
  ).toHaveCount(1);
  const labels = await page
    .getByTestId('matrix-row')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-label')));
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels.some((l) => /arguments\.\d/.test(l ?? ''))).toBe(false);
  expect(labels.some((l) => /arguments\[name=[^\]]+\]\.title/.test(l ?? ''))).toBe(true);
});

test('a rule results chip shows only that status, a second press shows all; keyboard operable', async ({ page }) => {
  await openFresh(page);
  const run = await validationRun(page);
  await page.getByTestId('examples-select').selectOption('invalid');
  await waitForValidation(page, run);
  await openResultTab(page, 'results');
  const rows = page.getByTestId('rule-results-row');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  const failed = page.getByTestId('status-failed');
  const count = Number(await failed.locator('.count-number').textContent());
  expect(count).toBeGreaterThan(0);

  await failed.click();
  await expect(failed).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => rows.count()).toBeLessThan(all);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll('[data-testid="rule-result"]')).some(
        (td) => td.getAttribute('data-status') === 'failed',
      ),
    ),
  );
  expect(shown.every(Boolean)).toBe(true);
  await expect(page.locator('.count[aria-pressed="false"]').first()).toHaveCSS('text-decoration-line', 'none');

  await failed.click();
  await expect(failed).toHaveAttribute('aria-pressed', 'false');
  await expect(rows).toHaveCount(all);

  // Keyboard: Tab to a chip, Space selects it, Enter clears it.
  await page.getByTestId('status-passed').focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('status-passed')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => rows.count()).toBeLessThan(all);
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(all);
  // The filter is view state: not in the address.
  expect(page.url()).not.toContain('passed');
});

test('History shows each entry with a preview, its verdict and its changes, and a diff before Restore', async ({
  page,
}) => {
  await openFresh(page);
  const first = JSON.stringify(
    {
      mcpdesc: '0.9.0',
      info: { name: 'weather', version: '1.0.0' },
      protocolVersions: ['2025-11-25'],
      instructions: 'old line',
    },
    null,
    2,
  );
  await setEditorText(page, first);
  await expect.poll(() => savedTexts(page)).toContain(first);
  await page.getByTestId('examples-select').selectOption('minimal');
  await expect.poll(() => getEditorText(page)).not.toContain('old line');
  const second = first.replace('old line', 'new line').replace('"1.0.0"', '"2.0.0"');
  await setEditorText(page, second);
  await expect.poll(() => savedTexts(page)).toContain(second);

  await page.getByTestId('history-button').click();
  const entries = page.getByTestId('history-document');
  await expect(entries).toHaveCount(2);
  // Both are named "weather": the preview, size, verdict and changes tell them apart.
  const older = entries.nth(1);
  await expect(older).toContainText('weather');
  await expect(older.getByTestId('history-preview')).toContainText('"mcpdesc": "0.9.0"');
  await expect(older).toContainText('JSON');
  await expect(older.getByTestId('history-verdict')).toHaveText(/valid|invalid/);
  await expect(older.getByTestId('history-verdict')).not.toHaveText(/checking/);
  await expect(older.getByTestId('history-change')).toHaveText('+2 −2 lines against your current text');
  await expect(entries.nth(0).getByTestId('history-change')).toHaveText('same as your current text');

  await older.getByTestId('history-compare').click();
  const diff = older.getByTestId('history-diff');
  await expect(diff.locator('[data-kind="removed"]')).toHaveCount(2);
  await expect(diff.locator('[data-kind="removed"]').first()).toContainText('"version": "2.0.0"');
  await expect(diff.locator('[data-kind="added"]').first()).toContainText('"version": "1.0.0"');
  await expect(diff.locator('[data-kind="added"]').nth(1)).toContainText('"instructions": "old line"');
  expect(await getEditorText(page)).toBe(second); // comparing replaced nothing

  await older.getByTestId('history-restore').click();
  await expect.poll(() => getEditorText(page)).toBe(first);
});

test('merging two YAML inputs gives YAML, members in the section 18 order', async ({ page }) => {
  await openFresh(page);
  const yaml = (version: string, description: string) =>
    `mcpdesc: "0.9.0"\ninfo:\n  name: weather\n  version: "1.0.0"\nprotocolVersions:\n  - "${version}"\ntools:\n  - name: forecast\n    description: ${description}\n    inputSchema:\n      type: object\n`;
  await setEditorText(
    page,
    JSON.stringify({
      mcpdesc: '0.9.0',
      info: { name: 'json-in-the-editor', version: '1' },
      protocolVersions: ['2025-11-25'],
    }),
  );
  await page.getByTestId('merge-button').click();
  await page.getByTestId('merge-add-paste').click();
  await page.getByTestId('merge-inputs-text').nth(0).fill(yaml('2025-06-18', 'Old forecast.'));
  await page.getByTestId('merge-add-paste').click();
  await page.getByTestId('merge-inputs-text').nth(1).fill(yaml('2025-11-25', 'New forecast.'));
  await page.getByTestId('merge-run').click();
  const preview = page.getByTestId('merge-preview');
  await expect(preview).toContainText('protocolVersions:');
  const text = (await preview.textContent()) ?? '';
  expect(text.startsWith('mcpdesc: ')).toBe(true);
  expect(() => JSON.parse(text)).toThrow();
  await expect(page.getByTestId('merge-summary')).toContainText('YAML');
  const variant = text.slice(text.indexOf('  - name: forecast'));
  expect(variant.indexOf('description:')).toBeLessThan(variant.indexOf('protocolVersions:'));
  expect(variant.indexOf('protocolVersions:')).toBeLessThan(variant.indexOf('inputSchema:'));
});

test('share links v3: an example stays under 2,000 characters, reopens exactly, and copies as Markdown; a v1 link still opens', async ({
  page,
  context,
  openContext,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openFresh(page);
  const run = await validationRun(page);
  await page.getByTestId('examples-select').selectOption('examples');
  await waitForValidation(page, run);
  const text = await getEditorText(page);
  await page.getByTestId('share-button').click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/#v3\.[A-Za-z0-9_-]+$/);
  expect(Number(await page.getByTestId('share-length').getAttribute('data-length'))).toBeLessThanOrEqual(2000);
  await expect(page.getByTestId('share-warning')).toHaveCount(0);
  await page.getByTestId('share-copy-markdown').click();
  await expect(page.getByTestId('share-copy-status')).toContainText('Markdown');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `[skycast · MCP Description Playground](${link})`,
  );

  const other = await openContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await fresh.waitForFunction(() => Boolean((window as unknown as { __playground?: unknown }).__playground));
  await expect
    .poll(() =>
      fresh.evaluate(() =>
        (window as unknown as { __playground: { getEditorText(): string } }).__playground.getEditorText(),
      ),
    )
    .toBe(text);

  // A link made before v2.
  const v1 = (
    JSON.parse(readFileSync('test/app/share-data/v1-links.json', 'utf8')) as {
      links: { name: string; state: { text: string }; fragment: string }[];
    }
  ).links.find((l) => l.name === 'example security')!;
  await fresh.close();
  const third = await other.newPage();
  await third.goto(`/#${v1.fragment}`);
  await third.waitForFunction(() => Boolean((window as unknown as { __playground?: unknown }).__playground));
  await expect
    .poll(() =>
      third.evaluate(() =>
        (window as unknown as { __playground: { getEditorText(): string } }).__playground.getEditorText(),
      ),
    )
    .toBe(v1.state.text);
});
