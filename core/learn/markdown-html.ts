// Description Markdown (CommonMark + GitHub tables, strikethrough, autolinks) for exported documentation: as HTML
// written from the token tree of `marked`'s lexer, every text escaped, and as Markdown made inert. Descriptions are
// untrusted (9.3, 10.4.5, 14.8): raw HTML is shown as the text it is, images are never loaded (their alt text and
// address are shown), and only http(s) and mailto links are links; any other address is shown as text. The app's
// React renderer (components/Markdown.tsx) follows the same rules with the helpers of this module.
import { Lexer, type Token, type Tokens } from 'marked';

/** Longer descriptions are shown as plain text (the app lexes on its main thread and passes a lower bound). */
const MAX_MARKDOWN_LENGTH = 100_000;

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The lexer keeps named character references in text (`&amp;`); the common ones are decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => namedEntities[name]!);
}

/** Text as HTML text or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** http(s) and mailto addresses may be links; anything else (`javascript:`, `data:`, relative) is only shown. */
export function safeHref(href: string): string | undefined {
  // No URL parser in the core: the scheme is read as written, and an address with spaces or control characters is
  // only shown (browsers would strip them and read something else).
  if ([...href].some((c) => c <= ' ' || (c >= '\u007f' && c <= '\u009f'))) return undefined;
  return /^(https?:\/\/[^/?#]|mailto:.)/i.test(href) ? href : undefined;
}

/** The token tree of a description (GitHub-flavoured), or undefined when it is longer than `max`. */
export function lexMarkdown(source: string, max = MAX_MARKDOWN_LENGTH): Token[] | undefined {
  if (source.length > max) return undefined;
  try {
    return Lexer.lex(source, { gfm: true, breaks: false });
  } catch {
    return undefined;
  }
}

/** The text a reader sees of inline tokens (a link's text). */
export function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) =>
      'tokens' in t && t.tokens
        ? plainText(t.tokens)
        : decodeEntities('text' in t && typeof t.text === 'string' ? t.text : ''),
    )
    .join('');
}

const inline = (tokens: Token[] | undefined): string => (tokens ?? []).map(inlineToken).join('');

function inlineToken(token: Token): string {
  switch (token.type) {
    case 'text': {
      const t = token as Tokens.Text;
      return t.tokens ? inline(t.tokens) : escapeHtml(decodeEntities(t.text));
    }
    case 'escape':
      return escapeHtml((token as Tokens.Escape).text);
    case 'strong':
      return `<strong>${inline((token as Tokens.Strong).tokens)}</strong>`;
    case 'em':
      return `<em>${inline((token as Tokens.Em).tokens)}</em>`;
    case 'del':
      return `<del>${inline((token as Tokens.Del).tokens)}</del>`;
    case 'codespan':
      return `<code>${escapeHtml((token as Tokens.Codespan).text)}</code>`;
    case 'br':
      return '<br>';
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      const text = plainText(link.tokens);
      const address = `<span class="md-href"> (${escapeHtml(link.href)})</span>`;
      if (!href) return `<span class="md-link-text">${inline(link.tokens)}${address}</span>`;
      const shown = text === link.href || text === link.href.replace(/^mailto:/, '') ? '' : address;
      return `<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">${inline(link.tokens)}</a>${shown}`;
    }
    case 'image': {
      const image = token as Tokens.Image;
      const alt = image.text ? `: ${escapeHtml(decodeEntities(image.text))}` : '';
      return `<span class="md-image">[image${alt}] <span class="md-href">${escapeHtml(image.href)}</span></span>`;
    }
    case 'html':
      return `<code class="md-raw">${escapeHtml((token as Tokens.Tag).text)}</code>`;
    case 'checkbox':
      return (token as Tokens.Checkbox).checked ? '☑ ' : '☐ ';
    default:
      return 'text' in token && typeof token.text === 'string' ? escapeHtml(decodeEntities(token.text)) : '';
  }
}

const blocks = (tokens: Token[]): string => tokens.map(block).join('');

function block(token: Token): string {
  switch (token.type) {
    case 'space':
    case 'def':
      return '';
    case 'paragraph':
      return `<p>${inline((token as Tokens.Paragraph).tokens)}</p>\n`;
    case 'heading':
      // Headings inside a description stay below the documentation's own headings.
      return `<p class="md-heading"><strong>${inline((token as Tokens.Heading).tokens)}</strong></p>\n`;
    case 'code':
      return `<pre class="md-code"><code>${escapeHtml((token as Tokens.Code).text)}</code></pre>\n`;
    case 'blockquote':
      return `<blockquote>${blocks((token as Tokens.Blockquote).tokens)}</blockquote>\n`;
    case 'hr':
      return '<hr>\n';
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items
        .map(
          (item) =>
            `<li>${
              item.loose
                ? blocks(item.tokens)
                : item.tokens
                    .map((t) => (t.type === 'text' || t.type === 'checkbox' ? inlineToken(t) : block(t)))
                    .join('')
            }</li>`,
        )
        .join('');
      return list.ordered
        ? `<ol${typeof list.start === 'number' && list.start !== 1 ? ` start="${list.start}"` : ''}>${items}</ol>\n`
        : `<ul>${items}</ul>\n`;
    }
    case 'table': {
      const table = token as Tokens.Table;
      const align = (cell: Tokens.TableCell) => (cell.align ? ` style="text-align:${cell.align}"` : '');
      const head = table.header.map((cell) => `<th scope="col"${align(cell)}>${inline(cell.tokens)}</th>`).join('');
      const rows = table.rows
        .map((row) => `<tr>${row.map((cell) => `<td${align(cell)}>${inline(cell.tokens)}</td>`).join('')}</tr>`)
        .join('');
      return `<div class="table-scroll"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
    }
    case 'html':
      return `<pre class="md-raw">${escapeHtml((token as Tokens.HTML).text)}</pre>\n`;
    case 'text': {
      const t = token as Tokens.Text;
      return `<p>${t.tokens ? inline(t.tokens) : escapeHtml(decodeEntities(t.text))}</p>\n`;
    }
    default:
      return inlineToken(token);
  }
}

/** A description as HTML blocks (paragraphs, lists, tables, code); no raw HTML, image or unsafe link survives. */
export function markdownToHtml(source: string): string {
  const tokens = lexMarkdown(source);
  return tokens ? blocks(tokens) : `<p class="pre">${escapeHtml(source)}</p>\n`;
}

/** A short description inside a line or a table cell: one paragraph's inline content, else blocks. */
export function markdownToInlineHtml(source: string): string {
  const tokens = lexMarkdown(source)?.filter((t) => t.type !== 'space');
  if (!tokens) return `<span class="pre">${escapeHtml(source)}</span>`;
  if (tokens.length === 1 && tokens[0]!.type === 'paragraph') return inline((tokens[0] as Tokens.Paragraph).tokens);
  return blocks(tokens);
}

/** Every token below `tokens` (children, list items, table cells). */
function* descendants(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if ('tokens' in token && Array.isArray(token.tokens)) yield* descendants(token.tokens);
    if (token.type === 'list') for (const item of (token as Tokens.List).items) yield* descendants(item.tokens);
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) yield* descendants(cell.tokens);
    }
  }
}

const codeSpan = (text: string): string => {
  const flat = text.replace(/\r?\n/g, ' ');
  const fence = '`'.repeat(Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  return flat.startsWith('`') || flat.endsWith('`') ? `${fence} ${flat} ${fence}` : `${fence}${flat}${fence}`;
};

/**
 * A description kept as Markdown for a docs folder or a wiki, made inert for whatever renders it: raw HTML is
 * escaped, an image becomes its alt text and address, and a link to anything but http(s) or mailto becomes its text
 * and address.
 */
export function inertMarkdown(source: string): string {
  const tokens = lexMarkdown(source);
  if (!tokens) return source.replace(/[<>&]/g, (c) => `\\${c}`);
  return tokens
    .map((token) => {
      if (token.type === 'code') return token.raw;
      let raw = token.raw;
      for (const t of descendants([token])) {
        if (t.type === 'html') raw = raw.replaceAll(t.raw, t.raw.replaceAll('<', '&lt;'));
        else if (t.type === 'image') {
          const image = t as Tokens.Image;
          const alt = image.text ? `: ${image.text.replaceAll('<', '&lt;')}` : '';
          raw = raw.replaceAll(t.raw, `[image${alt}] ${codeSpan(image.href)}`);
        } else if (t.type === 'link' && !safeHref((t as Tokens.Link).href))
          raw = raw.replaceAll(
            t.raw,
            `${plainText((t as Tokens.Link).tokens).replaceAll('<', '&lt;')} (${codeSpan((t as Tokens.Link).href)})`,
          );
      }
      return raw;
    })
    .join('');
}

export { codeSpan as markdownCodeSpan };
