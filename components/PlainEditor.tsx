// Small-screen editor: a plain text area on the same store and pipeline as Monaco (which is unusable on phones), with
// line numbers beside it and no soft wrap (long lines scroll sideways), so the line a diagnostic cites can be found.
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '../src/store.ts';
import { guardPastes } from '../src/paste-guard.ts';
import { markEditorMounted } from '../src/editor-ready.ts';
import { rangeToOffsets } from '../core/lib/text-positions.ts';
import '../src/styles/toolbar.css';

/** Vertical position of a text offset inside a (soft-wrapping) text area, measured on a hidden copy of it. */
function offsetTop(area: HTMLTextAreaElement, offset: number): number {
  const style = getComputedStyle(area);
  const mirror = document.createElement('div');
  for (const property of [
    'fontFamily',
    'fontSize',
    'fontWeight',
    'lineHeight',
    'letterSpacing',
    'tabSize',
    'paddingTop',
    'paddingRight',
    'paddingBottom',
    'paddingLeft',
  ] as const) {
    mirror.style[property] = style[property];
  }
  Object.assign(mirror.style, {
    position: 'absolute',
    visibility: 'hidden',
    top: '0',
    left: '-9999px',
    boxSizing: 'border-box',
    width: `${area.clientWidth}px`,
    whiteSpace: style.whiteSpace === 'pre' ? 'pre' : 'pre-wrap',
    overflowWrap: 'break-word',
    border: '0',
  });
  mirror.textContent = area.value.slice(0, offset);
  const marker = document.createElement('span');
  marker.textContent = '\u200b';
  mirror.append(marker);
  document.body.append(mirror);
  const top = marker.offsetTop;
  mirror.remove();
  return top;
}

/** Line height of the text area and its gutter, in pixels (fixed, so the gutter's numbers line up with the text). */
const LINE_HEIGHT = 22;

/** Number of lines of `text` (one more than its line breaks). */
function lineCount(text: string): number {
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/**
 * The line numbers beside the text area: only those in view are rendered (a document of 100,000 lines costs no more
 * than one of 40), moved with the text area's vertical scroll.
 */
function LineNumbers({ lines, scrollTop, height }: { lines: number; scrollTop: number; height: number }) {
  const first = Math.max(0, Math.floor(scrollTop / LINE_HEIGHT) - 2);
  const last = Math.min(lines, Math.ceil((scrollTop + height) / LINE_HEIGHT) + 2);
  const numbers = [];
  for (let line = first + 1; line <= last; line++) numbers.push(line);
  return (
    <div className="plain-editor-gutter" aria-hidden="true" data-testid="line-numbers">
      <div
        className="plain-editor-gutter-lines"
        style={{
          transform: `translateY(${first * LINE_HEIGHT - scrollTop}px)`,
          width: `${String(lines).length + 1}ch`,
        }}
      >
        {numbers.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </div>
    </div>
  );
}

export function PlainEditor() {
  const text = useStore((s) => s.text);
  const format = useStore((s) => s.format);
  const setText = useStore((s) => s.setText);
  const reveal = useStore((s) => s.reveal);
  const area = useRef<HTMLTextAreaElement>(null);
  /** Reveals requested before this editor mounted (e.g. while Monaco was shown) are not replayed. */
  const handledNonce = useRef(reveal?.nonce);
  const id = useId();
  const [view, setView] = useState({ scrollTop: 0, height: 600 });
  const lines = lineCount(text);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    markEditorMounted();
    // The gutter follows the text area's size (the splitter, a rotated phone).
    const measure = () => setView({ scrollTop: element.scrollTop, height: element.clientHeight });
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    const stopGuard = guardPastes(element, {
      text: () => element.value,
      selected: () => [element.value.slice(element.selectionStart, element.selectionEnd)],
    });
    return () => {
      resized.disconnect();
      stopGuard();
    };
  }, []);

  useEffect(() => {
    const element = area.current;
    if (!reveal || !element || reveal.nonce === handledNonce.current) return;
    handledNonce.current = reveal.nonce;
    // The text area's own value: browsers normalize its line breaks to '\n'.
    const { start, end } = rangeToOffsets(element.value, reveal.range);
    element.focus();
    element.setSelectionRange(start, end);
    element.scrollTop = Math.max(0, offsetTop(element, start) - element.clientHeight / 3);
    // No soft wrap: bring the column into view too.
    const column = reveal.range.start.column - 1;
    const charWidth = parseFloat(getComputedStyle(element).fontSize) * 0.6;
    element.scrollLeft = Math.max(0, column * charWidth - element.clientWidth / 3);
  }, [reveal]);

  return (
    <div className="plain-editor">
      <label htmlFor={id} className="tb-visually-hidden">
        Document text ({format.toUpperCase()})
      </label>
      <LineNumbers lines={lines} scrollTop={view.scrollTop} height={view.height} />
      <textarea
        id={id}
        ref={area}
        className="plain-editor-text"
        data-testid="plain-editor"
        value={text}
        wrap="off"
        onChange={(event) => setText(event.target.value)}
        onScroll={(event) =>
          setView({ scrollTop: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })
        }
        onFocus={(event) =>
          setView({ scrollTop: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })
        }
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        autoComplete="off"
        placeholder="Paste or type an MCP Description document (JSON or YAML), or pick one from Examples."
      />
    </div>
  );
}
