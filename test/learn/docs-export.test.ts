// Published documentation (core/learn/docs-export.ts): the built-in examples as golden HTML pages (read back and
// checked for structure) and Markdown, and hostile descriptions that must stay inert in both.
import { describe, expect, it } from 'vitest';
import { docsExportText } from '../../core/learn/index.ts';
import { inertMarkdown, markdownToHtml } from '../../core/learn/markdown-html.ts';
import { examples } from '../../src/examples/index.ts';
import { readPage } from './html-structure.ts';

const valid = examples.filter((e) => e.id !== 'invalid');

function pages(text: string, to: 'html' | 'markdown', versions: string[] | 'every declared' = 'every declared') {
  const result = docsExportText(text, versions, to);
  if (!result.ok) throw new Error(result.message);
  return result.pages;
}

describe('golden documentation of the examples', () => {
  for (const example of valid) {
    it(`${example.id}: an HTML page that stands alone, with its structure`, async () => {
      const all = pages(example.text, 'html');
      for (const page of all) {
        const structure = readPage(page.text);
        // One title, one h1, headings never skip a level.
        expect(structure.title).toContain(page.version);
        expect(structure.headings[0]!.level).toBe(1);
        expect(structure.headings.filter((h) => h.level === 1)).toHaveLength(1);
        structure.headings.reduce((previous, h) => {
          expect(h.level, `${h.text} after h${previous}`).toBeLessThanOrEqual(previous + 1);
          return h.level;
        }, 1);
        // Nothing runs, nothing is loaded.
        expect(structure.elements).not.toContain('script');
        expect(structure.elements).not.toContain('link');
        expect(structure.elements).not.toContain('iframe');
        expect(structure.attributes.filter((a) => a.startsWith('on'))).toEqual([]);
        expect(structure.sources.filter((s) => !s.startsWith('data:'))).toEqual([]);
        expect(page.text).toContain('prefers-color-scheme:dark');
        expect(page.text).toContain('@media print');
        expect(page.text).toContain('name="viewport"');
        // Every in-page link has its target; every other link is a sibling page or a web address.
        const ids = new Set(structure.ids);
        expect(ids.size).toBe(structure.ids.length);
        for (const href of structure.hrefs)
          if (href.startsWith('#')) expect(ids, href).toContain(href.slice(1));
          else expect(href).toMatch(all.length > 1 ? /^(https?:|mailto:|[\w.-]+\.html$)/ : /^(https?:|mailto:)/);
        // A table of contents, and an anchor for every tool, resource, template and prompt.
        const anchored = structure.headings.filter((h) => h.level === 3 && h.id).map((h) => h.id!.split('-')[0]);
        const { documentationModel } = await import('../../core/learn/docs.ts');
        const { parseDocument } = await import('../../core/document/parse.ts');
        const parsed = parseDocument(example.text, {});
        if (!parsed.ok) throw new Error('example does not parse');
        const model = documentationModel(parsed.value, page.version);
        if (model.tools.length + model.resources.length + model.templates.length + model.prompts.length > 0)
          expect(structure.elements).toContain('nav');
        expect(anchored.filter((k) => k === 'tool')).toHaveLength(model.tools.length);
        expect(anchored.filter((k) => k === 'resource')).toHaveLength(model.resources.length);
        expect(anchored.filter((k) => k === 'template')).toHaveLength(model.templates.length);
        expect(anchored.filter((k) => k === 'prompt')).toHaveLength(model.prompts.length);
        for (const tool of model.tools)
          expect(structure.headings.map((h) => h.text).join('\n')).toContain(tool.title ?? tool.name);
      }
      const last = all.at(-1)!;
      await expect(last.text).toMatchFileSnapshot(`golden/${last.fileName}`);
    });

    it(`${example.id}: Markdown with the same sections in the same order`, async () => {
      const html = pages(example.text, 'html').at(-1)!;
      const markdown = pages(example.text, 'markdown').at(-1)!;
      const htmlHeadings = readPage(html.text).headings.map((h) => `${h.level} ${h.text.replace(/\s+/g, ' ').trim()}`);
      const mdHeadings = [...markdown.text.matchAll(/^(#{1,4}) (.*)$/gm)].map(
        ([, hashes, text]) =>
          `${hashes!.length} ${text!.replace(/\\(.)/g, '$1').replace(/[`*]/g, '').replace(/\s+/g, ' ').trim()}`,
      );
      const decode = (s: string) =>
        s.replace(
          /&(amp|lt|gt|quot|#39);/g,
          (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[e]!,
        );
      expect(mdHeadings).toEqual(htmlHeadings.map(decode));
      await expect(markdown.text).toMatchFileSnapshot(`golden/${markdown.fileName}`);
    });
  }

  it('names each file after info.name and the version, and links the pages of several versions', () => {
    const multi = valid.find((e) => e.id === 'multi-version')!;
    const all = pages(multi.text, 'html');
    expect(all.length).toBeGreaterThan(1);
    const names = all.map((p) => p.fileName);
    expect(new Set(names).size).toBe(names.length);
    for (const page of all) {
      expect(page.fileName).toMatch(new RegExp(`^[\\w.-]+-${page.version}\\.html$`));
      const hrefs = readPage(page.text).hrefs;
      for (const other of names.filter((n) => n !== page.fileName)) expect(hrefs).toContain(other);
    }
  });
});

const hostile = (description: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    mcpdesc: '0.9.0',
    info: { name: 'evil<script>', version: '1.0.0', title: '</title><script>alert(1)</script>', description },
    protocolVersions: ['2025-11-25'],
    tools: [
      {
        name: 'x"><img src=x onerror=alert(1)>',
        description,
        inputSchema: {
          type: 'object',
          properties: { a: { type: 'string', description } },
        },
      },
    ],
    ...extra,
  });

const attacks = [
  '<script>alert(1)</script> and <img src="https://tracker.example/p.gif" onerror="alert(1)">',
  '[click](javascript:alert(1)) and <javascript:alert(2)> and [d](data:text/html,<script>alert(3)</script>)',
  '![pixel](https://tracker.example/p.gif "t") and [ref][r]\n\n[r]: javascript:alert(4)',
  '<div onclick="alert(5)">\n\n*x*\n\n</div>',
  '| a | b |\n|---|---|\n| <iframe src="https://evil.example"></iframe> | [x](vbscript:msgbox) |',
  '&lt;script&gt;alert(6)&lt;/script&gt;',
];

describe('hostile descriptions stay inert', () => {
  for (const attack of attacks) {
    it(`HTML: ${attack.slice(0, 40)}`, () => {
      const [page] = pages(hostile(attack), 'html', ['2025-11-25']);
      const structure = readPage(page!.text);
      expect(structure.elements).not.toContain('script');
      expect(structure.elements).not.toContain('img');
      expect(structure.elements).not.toContain('iframe');
      expect(structure.elements).not.toContain('div'.repeat(0) || 'object');
      expect(structure.attributes.filter((a) => a.startsWith('on'))).toEqual([]);
      expect(structure.sources).toEqual([]);
      for (const href of structure.hrefs) expect(href).toMatch(/^(#|https?:\/\/|mailto:)/);
      expect(structure.title).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; — MCP 2025-11-25');
    });
    it(`Markdown: ${attack.slice(0, 40)}`, () => {
      const [page] = pages(hostile(attack), 'markdown', ['2025-11-25']);
      // Whatever renders the Markdown: no tag, no image, no link to anything but the web or an anchor.
      const withoutCode = page!.text
        .replace(/```[\s\S]*?```/g, '')
        .replace(/(`+)[^`]*?\1/g, '')
        .replace(/^<a id="[\w-]+"><\/a>$/gm, '');
      expect(withoutCode).not.toMatch(/(?<!\\)<[a-z!/]/i);
      expect(withoutCode).not.toMatch(/!\[/);
      for (const [, href] of withoutCode.matchAll(/\]\(([^)\s]*)/g)) expect(href).toMatch(/^(#|https?:\/\/|mailto:)/);
    });
  }

  it('renders the safe parts of a description as HTML and keeps Markdown as Markdown', () => {
    expect(markdownToHtml('**bold** [site](https://example.com) `<b>`')).toBe(
      '<p><strong>bold</strong> <a href="https://example.com" rel="noopener noreferrer nofollow">site</a><span class="md-href"> (https://example.com)</span> <code>&lt;b&gt;</code></p>\n',
    );
    expect(markdownToHtml('[x](javascript:alert(1))')).toBe(
      '<p><span class="md-link-text">x<span class="md-href"> (javascript:alert(1))</span></span></p>\n',
    );
    expect(markdownToHtml('![alt](https://t.example/p.gif)')).toContain(
      '[image: alt] <span class="md-href">https://t.example/p.gif</span>',
    );
    expect(inertMarkdown('**bold** [site](https://example.com) <b>x</b>')).toBe(
      '**bold** [site](https://example.com) &lt;b>x&lt;/b>',
    );
    expect(inertMarkdown('[x](javascript:alert(1))')).toBe('x (`javascript:alert(1)`)');
  });

  it('documents a huge table in one page, in bounded time, without losing rows', () => {
    const properties = Object.fromEntries(
      Array.from({ length: 3000 }, (_, i) => [
        `p${i}`,
        { type: 'string', description: `<b>${i}</b> | [x](javascript:${i})` },
      ]),
    );
    const table = `| a | b |\n|---|---|\n${Array.from({ length: 3000 }, (_, i) => `| <i>${i}</i> | ${i} |`).join('\n')}`;
    const text = hostile(table, {
      tools: [{ name: 'big', description: table, inputSchema: { type: 'object', properties } }],
    });
    const [html] = pages(text, 'html', ['2025-11-25']);
    const structure = readPage(html!.text);
    expect(structure.elements.filter((e) => e === 'tr').length).toBeGreaterThanOrEqual(6000);
    expect(structure.elements).not.toContain('i');
    expect(structure.elements).not.toContain('b');
    const [markdown] = pages(text, 'markdown', ['2025-11-25']);
    expect(markdown!.text.match(/^\| `p\d+` /gm)).toHaveLength(3000);
    expect(markdown!.text).not.toMatch(/<b>|\]\(javascript:/);
  });
});

describe('nested parameters, enums and defaults in Markdown tables', () => {
  it('writes parent.child rows and the constraints', () => {
    const text = JSON.stringify({
      mcpdesc: '0.9.0',
      info: { name: 'n', version: '1.0.0' },
      protocolVersions: ['2025-11-25'],
      tools: [
        {
          name: 't',
          inputSchema: {
            type: 'object',
            properties: {
              where: { type: 'object', properties: { city: { type: 'string', description: 'A | B' } } },
              unit: { enum: ['C', 'F'], default: 'C' },
            },
          },
        },
      ],
    });
    const [page] = pages(text, 'markdown');
    expect(page!.text).toContain('| `where.city` | string | no | A \\| B |  |');
    expect(page!.text).toContain('| `unit` | enum | no |  | default "C"; one of "C", "F" |');
  });
});
