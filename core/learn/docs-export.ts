// Published server documentation: the documentation model of one protocol version (./docs.ts, the model the Docs tab
// renders) written as a self-contained HTML page or as Markdown. Both are written from one outline (headings,
// paragraphs, facts, tables, lists, code), so they have the same sections, in the same order, with the same words as
// the Docs tab. Document content is untrusted: every text is escaped, descriptions go through ./markdown-html.ts, and
// the page has no script and loads nothing (its Content-Security-Policy says so too).
import { countOf } from '../lib/plural.ts';
import type {
  DocsAccess,
  DocsElicitation,
  DocsEntry,
  DocsModel,
  DocsParameter,
  DocsTemplate,
  DocsTool,
} from './docs.ts';
import { escapeHtml, inertMarkdown, markdownCodeSpan, markdownToHtml, markdownToInlineHtml } from './markdown-html.ts';

export type DocsExportFormat = 'html' | 'markdown';

/** Inline content: text, code, a link within the page or to a sibling page, a badge, description Markdown, muted. */
type Inline =
  | string
  | { code: string }
  | { link: string; text: Inline[] }
  | { badge: string }
  | { markdown: string }
  | { muted: Inline[] }
  | { strong: Inline[] };

type Block =
  | { heading: 1 | 2 | 3 | 4; id?: string; text: Inline[] }
  | { paragraph: Inline[] }
  | { markdown: string }
  | { facts: [string, Inline[]][] }
  | { table: string[]; rows: Inline[][][]; caption?: string }
  | { list: Inline[][] }
  | { code: string; label: string }
  | { contents: { id: string; text: string; items: { id: string; text: string }[] }[] };

export interface DocsExportOptions {
  /** Errors the document has: the page says that clients may see something else. */
  errors?: number;
  /** Other versions documented beside this one, each in the file `docsFileName` names. */
  siblings?: string[];
}

/** A file name made of the server's name and the version: `weather-2025-11-25.html`. */
export function docsFileName(name: string, version: string, to: DocsExportFormat): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, 80) || 'server';
  return `${base}-${version}.${to === 'html' ? 'html' : 'md'}`;
}

/** One anchor per tool, resource, template and prompt, from its name, unique in the page. */
function anchors(model: DocsModel): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  const add = (kind: string, name: string, path: string) => {
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
    let id = `${kind}-${slug || 'item'}`;
    for (let n = 2; used.has(id); n++) id = `${kind}-${slug || 'item'}-${n}`;
    used.add(id);
    ids.set(path, id);
  };
  model.tools.forEach((t) => add('tool', t.name, t.path));
  model.resources.forEach((r) => add('resource', r.heading, r.path));
  model.templates.forEach((t) => add('template', t.heading, t.path));
  model.prompts.forEach((p) => add('prompt', p.heading, p.path));
  return ids;
}

function accessInline(access: DocsAccess): Inline[] {
  if (access.cases.length === 1 && access.cases[0]!.via === undefined) {
    const only = access.cases[0]!;
    const note =
      only.from === 'primitive'
        ? '(its own security, on every transport)'
        : only.from === 'root'
          ? '(root security)'
          : '';
    return note ? [only.requirement, ' ', { muted: [note] }] : [only.requirement];
  }
  return access.cases.flatMap((c, i) => [
    i > 0 ? '; ' : '',
    'via ',
    { code: c.via ?? '' },
    `: ${c.requirement} `,
    {
      muted: [
        `(${c.from === 'transport' ? 'transport security' : c.from === 'root' ? 'root security' : 'nothing declared'})`,
      ],
    },
  ]);
}

const parameterColumns = ['Name', 'Type', 'Required', 'Description', 'Constraints'];

function parameterTable(rows: DocsParameter[], caption?: string): Block {
  if (rows.length === 0) return { paragraph: [{ muted: ['No parameters.'] }] };
  return {
    table: parameterColumns,
    rows: rows.map((p) => [
      [{ code: p.name }],
      [p.type],
      [p.required ? 'yes' : 'no'],
      p.description ? [{ markdown: p.description }] : [],
      [p.constraints.join('; ')],
    ]),
    ...(caption ? { caption } : {}),
  };
}

function elicitationBlocks(items: DocsElicitation[]): Block[] {
  if (items.length === 0) return [];
  return [
    { heading: 4, text: ['May ask the user (elicitations)'] },
    ...items.flatMap((e): Block[] => {
      const facts: [string, Inline[]][] = [['Message', [e.message]]];
      if (e.when) facts.push(['When', [e.when]]);
      // 12.4: a declaration's URL is never retrieved nor offered for automatic navigation.
      if (e.url) facts.push(['URL', [{ code: e.url }]]);
      if (e.onDecline) facts.push(['If declined', [e.onDecline]]);
      if (e.onCancel) facts.push(['If cancelled', [e.onCancel]]);
      return [
        {
          paragraph: [
            { code: e.name },
            ' ',
            { badge: `${e.mode} mode` },
            ...(e.scope ? [{ muted: [` only for ${e.scope.join(', ')}`] }] : []),
          ],
        },
        { facts },
        ...(e.fields.length > 0 ? [parameterTable(e.fields, 'Requested fields')] : []),
      ];
    }),
  ];
}

/** The page as blocks, in the Docs tab's order. */
function outline(model: DocsModel, options: DocsExportOptions, format: DocsExportFormat): Block[] {
  const { server, security } = model;
  const ids = anchors(model);
  const itemLink = (path: string, text: Inline[]): Inline =>
    ids.has(path) ? { link: `#${ids.get(path)}`, text } : { strong: text };
  const present = model.sections;
  const hasSecurity = present.some((s) => s.id === 'security');
  const out: Block[] = [];
  const access = (a: DocsAccess): Block[] =>
    hasSecurity ? [{ paragraph: [{ muted: ['Access:'] }, ' ', ...accessInline(a)] }] : [];
  const tagChips = (tags: string[]): Inline[] => tags.flatMap((t) => [' ', { badge: t }]);

  out.push({
    heading: 1,
    text: [server.title ?? server.name, ...(server.version ? [' ', { muted: [`v${server.version}`] }] : [])],
  });
  if (server.title) out.push({ paragraph: [{ muted: [server.name] }] });
  if (options.errors)
    out.push({
      paragraph: [
        `The document has ${countOf(options.errors, 'error')}: this documentation shows what it declares, but clients may see something else.`,
      ],
    });
  if (server.description) out.push({ markdown: server.description });
  if (server.facts.length > 0) out.push({ facts: server.facts.map(([label, value]) => [label, [value]]) });
  const siblings = (options.siblings ?? []).filter((v) => v !== model.version);
  if (siblings.length > 0)
    out.push({
      paragraph: [
        'Other protocol versions: ',
        ...siblings.flatMap((v, i): Inline[] => [
          i > 0 ? ', ' : '',
          { link: docsFileName(server.name, v, format), text: [v] },
        ]),
      ],
    });
  if (server.instructions)
    out.push({ heading: 2, text: ['Instructions for the model'] }, { markdown: server.instructions });

  if (present.length > 0) {
    const items = (list: { path: string; name: string }[]) => list.map((i) => ({ id: ids.get(i.path)!, text: i.name }));
    const named: Record<string, { id: string; text: string }[]> = {
      tools: items(model.tools.map((t) => ({ path: t.path, name: t.title ?? t.name }))),
      resources: items(model.resources.map((r) => ({ path: r.path, name: r.title ?? r.heading }))),
      templates: items(model.templates.map((r) => ({ path: r.path, name: r.title ?? r.heading }))),
      prompts: items(model.prompts.map((r) => ({ path: r.path, name: r.title ?? r.heading }))),
    };
    out.push({ heading: 2, id: 'contents', text: ['Contents'] });
    out.push({ contents: present.map(({ id, title }) => ({ id, text: title, items: named[id] ?? [] })) });
  }

  if (model.transports.length > 0) {
    out.push({ heading: 2, id: 'transports', text: ['Transports'] });
    out.push({
      list: model.transports.map((t) => [
        { code: t.type },
        ` ${t.target}`,
        ...t.facts.flatMap(([label, value]): Inline[] => [' · ', { muted: [`${label}:`] }, ` ${value}`]),
      ]),
    });
  }

  if (hasSecurity) {
    out.push({ heading: 2, id: 'security', text: ['Security'] });
    for (const s of security.schemes) {
      out.push({ paragraph: [{ code: s.name }, ' ', { muted: [s.summary] }] });
      if (s.description) out.push({ markdown: s.description });
      if (s.scopes.length > 0)
        out.push({
          list: s.scopes.map(([scope, description]): Inline[] => [
            { code: scope },
            description ? ` — ${description}` : '',
          ]),
        });
    }
    out.push({ paragraph: ['Default requirement (root ', { code: 'security' }, `): ${security.requirement}`] });
    if (security.operations.length > 0) {
      out.push({ heading: 3, text: ['What each operation requires'] });
      out.push({
        table: ['Operation', 'Requires'],
        rows: security.operations.map((op) => [
          [{ muted: [op.kind] }, ' ', itemLink(op.path, [{ code: op.name }])],
          accessInline(op.access),
        ]),
      });
    }
    if (security.scopes.length > 0) {
      out.push({ heading: 3, text: ['Scopes and the operations that need them'] });
      out.push({
        list: security.scopes.map((s): Inline[] => [
          { code: s.scope },
          ' ',
          { muted: [`(${s.scheme})`] },
          s.description ? ` — ${s.description}` : '',
          ': ',
          ...s.operations.flatMap((o, i): Inline[] => [i > 0 ? ', ' : '', itemLink(o.path, [o.name])]),
        ]),
      });
    }
  }

  if (model.tags.length > 0) {
    out.push({ heading: 2, id: 'tags', text: ['Tags'] });
    for (const tag of model.tags) {
      out.push({
        paragraph: [{ badge: tag.name }, ...(tag.declared ? [] : [{ muted: [' (not in a root tags catalogue)'] }])],
      });
      if (tag.description) out.push({ markdown: tag.description });
      out.push({
        paragraph:
          tag.operations.length === 0
            ? [{ muted: ['No operation of this version carries it.'] }]
            : tag.operations.flatMap((o, i): Inline[] => [
                i > 0 ? ', ' : '',
                { muted: [o.kind] },
                ' ',
                itemLink(o.path, [o.name]),
              ]),
      });
    }
  }

  const heading = (
    item: { title?: string; deprecated: boolean; tags: string[]; path: string },
    name: string,
    badges: string[] = [],
  ): Block => ({
    heading: 3,
    id: ids.get(item.path)!,
    text: [
      item.title ?? name,
      ...(item.title ? [' ', { code: name }] : []),
      ...(item.deprecated ? [' ', { badge: 'deprecated' }] : []),
      ...badges.flatMap((b): Inline[] => [' ', { badge: b }]),
      ...tagChips(item.tags),
    ],
  });

  if (model.tools.length > 0) {
    out.push({ heading: 2, id: 'tools', text: [`Tools (${model.tools.length})`] });
    for (const tool of model.tools) out.push(...toolBlocks(tool));
  }
  function toolBlocks(tool: DocsTool): Block[] {
    const blocks: Block[] = [heading(tool, tool.name, tool.badges)];
    if (tool.description) blocks.push({ markdown: tool.description });
    blocks.push(...access(tool.access));
    blocks.push({ heading: 4, text: ['Parameters'] }, parameterTable(tool.parameters));
    if (tool.output) {
      blocks.push({ heading: 4, text: ['Output (structuredContent)'] });
      blocks.push(
        tool.output.parameters.length > 0
          ? parameterTable(tool.output.parameters)
          : { code: tool.output.schema, label: 'output schema' },
      );
    }
    blocks.push(...elicitationBlocks(tool.elicitations));
    if (tool.examples.length > 0) blocks.push({ heading: 4, text: ['Examples'] });
    for (const e of tool.examples) {
      blocks.push({ paragraph: [{ strong: [e.name] }] });
      if (e.input !== undefined) blocks.push({ code: e.input, label: 'input' });
      if (e.result !== undefined) blocks.push({ code: e.result, label: 'result' });
    }
    return blocks;
  }

  type Entry = DocsEntry &
    Partial<Pick<DocsTemplate, 'variables' | 'examples'>> & {
      arguments?: { name: string; title?: string; description?: string; required: boolean }[];
    };
  const entries = (id: string, title: string, list: Entry[]) => {
    if (list.length === 0) return;
    out.push({ heading: 2, id, text: [`${title} (${list.length})`] });
    for (const e of list) {
      out.push(heading(e, e.heading));
      if (e.description) out.push({ markdown: e.description });
      if (e.facts.length > 0) out.push({ facts: e.facts.map(([label, value]) => [label, [value]]) });
      out.push(...access(e.access));
      if (e.variables)
        out.push({
          paragraph: [
            'URI template variables: ',
            ...(e.variables.length === 0
              ? ['none']
              : e.variables.flatMap((v, i): Inline[] => [i > 0 ? ' ' : '', { code: `{${v}}` }])),
          ],
        });
      if (e.examples && e.examples.length > 0) {
        out.push({ heading: 4, text: ['Worked examples'] });
        out.push({
          list: e.examples.map((x): Inline[] => [
            { strong: [x.name] },
            ': ',
            ...(x.bindings
              ? [
                  ...x.bindings.flatMap(([name, value], i): Inline[] => [
                    i > 0 ? ', ' : '',
                    { code: name },
                    ' = ',
                    { code: JSON.stringify(value) },
                  ]),
                  ' → ',
                  { code: x.uri },
                ]
              : [{ code: x.uri }, ' ', { muted: ['(its variable values cannot be read back from this template)'] }]),
          ]),
        });
      }
      if (e.arguments) {
        out.push({ heading: 4, text: ['Arguments'] });
        out.push(
          e.arguments.length === 0
            ? { paragraph: [{ muted: ['No arguments.'] }] }
            : {
                list: e.arguments.map((a): Inline[] => [
                  { code: a.name },
                  a.required ? ' (required)' : ' (optional)',
                  a.title ? ` ${a.title}` : '',
                  ...(a.description ? [' — ', { markdown: a.description }] : []),
                ]),
              },
        );
      }
      out.push(...elicitationBlocks(e.elicitations));
    }
  };
  entries('resources', 'Resources', model.resources);
  entries('templates', 'Resource templates', model.templates);
  entries('prompts', 'Prompts', model.prompts);
  return out;
}

// --- HTML ---

function htmlInline(content: Inline[]): string {
  return content
    .map((c) => {
      if (typeof c === 'string') return escapeHtml(c);
      if ('code' in c) return `<code>${escapeHtml(c.code)}</code>`;
      if ('link' in c) return `<a href="${escapeHtml(c.link)}">${htmlInline(c.text)}</a>`;
      if ('badge' in c) return `<span class="badge">${escapeHtml(c.badge)}</span>`;
      if ('markdown' in c) return markdownToInlineHtml(c.markdown);
      if ('muted' in c) return `<span class="muted">${htmlInline(c.muted)}</span>`;
      return `<strong>${htmlInline(c.strong)}</strong>`;
    })
    .join('');
}

function htmlBlock(block: Block): string {
  if ('heading' in block)
    return `<h${block.heading}${block.id ? ` id="${escapeHtml(block.id)}"` : ''}>${htmlInline(block.text)}</h${block.heading}>\n`;
  if ('paragraph' in block) return `<p>${htmlInline(block.paragraph)}</p>\n`;
  if ('markdown' in block) return `<div class="md">\n${markdownToHtml(block.markdown)}</div>\n`;
  if ('facts' in block)
    return `<dl class="facts">${block.facts.map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${htmlInline(value)}</dd></div>`).join('')}</dl>\n`;
  if ('table' in block) {
    const head = block.table.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('');
    const rows = block.rows
      .map(
        (row) =>
          `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${htmlInline(cell)}</th>` : `<td>${htmlInline(cell)}</td>`)).join('')}</tr>`,
      )
      .join('\n');
    const caption = block.caption ? `<caption>${escapeHtml(block.caption)}</caption>` : '';
    return `<div class="table-scroll"><table>${caption}<thead><tr>${head}</tr></thead>\n<tbody>\n${rows}\n</tbody></table></div>\n`;
  }
  if ('list' in block) return `<ul>\n${block.list.map((item) => `<li>${htmlInline(item)}</li>`).join('\n')}\n</ul>\n`;
  if ('code' in block)
    return `<pre aria-label="${escapeHtml(block.label)}"><code>${escapeHtml(block.code)}</code></pre>\n`;
  const contents = block.contents
    .map(
      (s) =>
        `<li><a href="#${s.id}">${escapeHtml(s.text)}</a>${
          s.items.length > 0
            ? `<ul>${s.items.map((i) => `<li><a href="#${escapeHtml(i.id)}">${escapeHtml(i.text)}</a></li>`).join('')}</ul>`
            : ''
        }</li>`,
    )
    .join('\n');
  return `<nav aria-labelledby="contents"><ul class="contents">\n${contents}\n</ul></nav>\n`;
}

const css = `
:root{color-scheme:light dark;--fg:#1f2328;--muted:#59636e;--bg:#fff;--line:#d1d9e0;--code:#f6f8fa;--link:#0550ae;--badge:#ddf4ff}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--line:#3d444d;--code:#161b22;--link:#4493f8;--badge:#1b2f4a}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;overflow-wrap:break-word}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1,h2,h3,h4{line-height:1.25;margin:1.5em 0 .5em}
h2{border-bottom:1px solid var(--line);padding-bottom:.25em}
h3{border-top:1px solid var(--line);padding-top:1em}
a{color:var(--link)}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
code{background:var(--code);padding:.1em .3em;border-radius:4px;overflow-wrap:anywhere}
pre{background:var(--code);padding:.75em;border-radius:6px;overflow:auto;white-space:pre-wrap;overflow-wrap:anywhere}
pre code{padding:0;background:none}
.muted,.md-href{color:var(--muted)}
.pre{white-space:pre-wrap}
.badge{display:inline-block;font-size:.75em;font-weight:600;padding:.1em .5em;border-radius:1em;background:var(--badge);vertical-align:middle}
.table-scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;margin:.5em 0}
th,td{border:1px solid var(--line);padding:.35em .6em;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600;padding:.25em 0}
dl.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25em 1em}
dl.facts div{display:contents}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
blockquote{margin:0;padding-left:1em;border-left:3px solid var(--line);color:var(--muted)}
@media (max-width:40rem){main{padding:.5rem}dl.facts{grid-template-columns:minmax(0,1fr)}dd{margin-bottom:.5em}}
@media print{:root{--fg:#000;--bg:#fff;--muted:#444;--code:#f3f3f3;--link:#000}nav{display:none}h2,h3{break-after:avoid}pre,tr{break-inside:avoid}a[href^="http"]::after{content:" (" attr(href) ")"}}
`.trim();

/** The documentation as one HTML page: inline CSS, no script, nothing loaded from anywhere. */
export function docsHtml(model: DocsModel, options: DocsExportOptions = {}): string {
  const title = `${model.server.title ?? model.server.name} — MCP ${model.version}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="generator" content="mcpdesc docs">
<title>${escapeHtml(title)}</title>
<style>
${css}
</style>
</head>
<body>
<main>
${outline(model, options, 'html').map(htmlBlock).join('')}</main>
</body>
</html>
`;
}

// --- Markdown ---

/** Text that Markdown shows as written. */
const mdText = (text: string): string => text.replace(/\r?\n/g, ' ').replace(/[\\`*_[\]<>|~&#!]/g, '\\$&');

function mdInline(content: Inline[]): string {
  return content
    .map((c) => {
      if (typeof c === 'string') return mdText(c);
      if ('code' in c) return markdownCodeSpan(c.code);
      if ('link' in c) return `[${mdInline(c.text)}](${c.link})`;
      if ('badge' in c) return `\`${c.badge.replaceAll('`', "'")}\``;
      if ('markdown' in c)
        return inertMarkdown(c.markdown)
          .trim()
          .replace(/\s*\r?\n\s*/g, ' ');
      if ('muted' in c) return `*${mdInline(c.muted).trim()}*`.replace(/^\*\*$/, '');
      return `**${mdInline(c.strong)}**`;
    })
    .join('');
}

const mdCell = (content: Inline[]): string => mdInline(content).replace(/(^|[^\\])\|/g, '$1\\|');

function mdBlock(block: Block): string {
  if ('heading' in block)
    return `${block.id ? `<a id="${block.id}"></a>\n\n` : ''}${'#'.repeat(block.heading)} ${mdInline(block.text)}\n`;
  if ('paragraph' in block) return `${mdInline(block.paragraph)}\n`;
  if ('markdown' in block) return `${inertMarkdown(block.markdown).trim()}\n`;
  if ('facts' in block)
    return `${block.facts.map(([label, value]) => `- **${mdText(label)}:** ${mdInline(value)}`).join('\n')}\n`;
  if ('table' in block) {
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    return `${block.caption ? `${mdText(block.caption)}:\n\n` : ''}${[
      line(block.table.map(mdText)),
      line(block.table.map(() => '---')),
      ...block.rows.map((row) => line(row.map(mdCell))),
    ].join('\n')}\n`;
  }
  if ('list' in block) return `${block.list.map((item) => `- ${mdInline(item)}`).join('\n')}\n`;
  if ('code' in block) {
    const fence = '`'.repeat(Math.max(3, ...[...block.code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    return `${mdText(block.label)}:\n\n${fence}json\n${block.code}\n${fence}\n`;
  }
  return `${block.contents
    .map((s) =>
      [`- [${mdText(s.text)}](#${s.id})`, ...s.items.map((i) => `  - [${mdText(i.text)}](#${i.id})`)].join('\n'),
    )
    .join('\n')}\n`;
}

/** The documentation as Markdown for a repository's docs folder or a wiki. */
export function docsMarkdown(model: DocsModel, options: DocsExportOptions = {}): string {
  return outline(model, options, 'markdown').map(mdBlock).join('\n');
}
