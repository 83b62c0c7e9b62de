// Descriptions written in Markdown (CommonMark + GitHub tables, strikethrough and autolinks), rendered as React elements
// from the token tree of `marked`'s lexer: no HTML string is ever produced or injected. Raw HTML in the source is
// shown as the text it is; images are never loaded (their alt text and address are shown as text); links are shown
// with their address and open only when clicked, in a new tab, and only for http(s) and mailto addresses.
// This module is part of the Docs chunk, so the Markdown library stays out of the first page load.
import { Fragment, memo, type ReactNode } from 'react';
import type { Token, Tokens } from 'marked';
import { decodeEntities, lexMarkdown, plainText, safeHref } from '../core/learn/markdown-html.ts';

/** Longer sources are shown as plain text: the lexer runs on the main thread. */
const MAX_MARKDOWN_LENGTH = 20_000;

function Inline({ tokens }: { tokens: Token[] | undefined }): ReactNode {
  return (tokens ?? []).map((token, i) => <InlineToken key={i} token={token} />);
}

function InlineToken({ token }: { token: Token }): ReactNode {
  switch (token.type) {
    case 'text': {
      const t = token as Tokens.Text;
      return t.tokens ? <Inline tokens={t.tokens} /> : decodeEntities(t.text);
    }
    case 'escape':
      return (token as Tokens.Escape).text;
    case 'strong':
      return (
        <strong>
          <Inline tokens={(token as Tokens.Strong).tokens} />
        </strong>
      );
    case 'em':
      return (
        <em>
          <Inline tokens={(token as Tokens.Em).tokens} />
        </em>
      );
    case 'del':
      return (
        <del>
          <Inline tokens={(token as Tokens.Del).tokens} />
        </del>
      );
    case 'codespan':
      return <code>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      const text = plainText(link.tokens);
      const shownAddress =
        text === link.href || text === link.href.replace(/^mailto:/, '') ? null : (
          <span className="md-href"> ({link.href})</span>
        );
      if (!href) {
        return (
          <span className="md-link-text" title={`Not a web address, not opened: ${link.href}`}>
            <Inline tokens={link.tokens} />
            <span className="md-href"> ({link.href})</span>
          </span>
        );
      }
      return (
        <>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            referrerPolicy="no-referrer"
            title={link.title ? `${link.title} — ${link.href}` : link.href}
          >
            <Inline tokens={link.tokens} />
          </a>
          {shownAddress}
        </>
      );
    }
    case 'image': {
      const image = token as Tokens.Image;
      return (
        <span className="md-image" data-testid="md-image" title="Images in descriptions are not loaded">
          [image{image.text ? `: ${decodeEntities(image.text)}` : ''}] <span className="md-href">{image.href}</span>
        </span>
      );
    }
    case 'html':
      // Raw HTML is the text it is.
      return <span className="md-raw">{(token as Tokens.Tag).text}</span>;
    case 'checkbox':
      return (token as Tokens.Checkbox).checked ? '☑ ' : '☐ ';
    default:
      return 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : null;
  }
}

function Block({ token }: { token: Token }): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'paragraph':
      return (
        <p>
          <Inline tokens={(token as Tokens.Paragraph).tokens} />
        </p>
      );
    case 'heading':
      // Headings inside a description stay below the documentation's own headings.
      return (
        <p className="md-heading">
          <strong>
            <Inline tokens={(token as Tokens.Heading).tokens} />
          </strong>
        </p>
      );
    case 'code':
      return (
        <pre className="md-code">
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'blockquote':
      return (
        <blockquote>
          <Blocks tokens={(token as Tokens.Blockquote).tokens} />
        </blockquote>
      );
    case 'hr':
      return <hr />;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, i) => (
        <li key={i}>
          {item.loose ? (
            <Blocks tokens={item.tokens} />
          ) : (
            item.tokens.map((t, j) =>
              t.type === 'text' || t.type === 'checkbox' ? (
                <InlineToken key={j} token={t} />
              ) : (
                <Block key={j} token={t} />
              ),
            )
          )}
        </li>
      ));
      return list.ordered ? (
        <ol start={typeof list.start === 'number' ? list.start : undefined}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      );
    }
    case 'table': {
      const table = token as Tokens.Table;
      return (
        <div className="md-table-scroll">
          <table className="md-table">
            <thead>
              <tr>
                {table.header.map((cell, i) => (
                  <th key={i} scope="col" style={cell.align ? { textAlign: cell.align } : undefined}>
                    <Inline tokens={cell.tokens} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} style={cell.align ? { textAlign: cell.align } : undefined}>
                      <Inline tokens={cell.tokens} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'html':
      return <pre className="md-raw-block">{(token as Tokens.HTML).text}</pre>;
    case 'text': {
      const t = token as Tokens.Text;
      return <p>{t.tokens ? <Inline tokens={t.tokens} /> : decodeEntities(t.text)}</p>;
    }
    default:
      return <InlineToken token={token} />;
  }
}

function Blocks({ tokens }: { tokens: Token[] }): ReactNode {
  return tokens.map((token, i) => <Block key={i} token={token} />);
}

const lex = (source: string) => lexMarkdown(source, MAX_MARKDOWN_LENGTH);

/** A Markdown description as blocks (paragraphs, lists, tables, code). */
export const Markdown = memo(function Markdown({ source, className }: { source: string; className?: string }) {
  const tokens = lex(source);
  return (
    <div className={className ? `md ${className}` : 'md'} data-testid="markdown">
      {tokens ? <Blocks tokens={tokens} /> : <p className="docs-pre">{source}</p>}
    </div>
  );
});

/** A short Markdown text inside a line or a table cell: one paragraph's inline content, blocks kept as text lines. */
export const MarkdownInline = memo(function MarkdownInline({ source }: { source: string }) {
  const tokens = lex(source);
  if (!tokens) return <span className="docs-pre">{source}</span>;
  const blocks = tokens.filter((t) => t.type !== 'space');
  if (blocks.length === 1 && blocks[0]!.type === 'paragraph')
    return <Inline tokens={(blocks[0] as Tokens.Paragraph).tokens} />;
  return (
    <div className="md md-inline" data-testid="markdown">
      {blocks.map((t, i) => (
        <Fragment key={i}>{<Block token={t} />}</Fragment>
      ))}
    </div>
  );
});
