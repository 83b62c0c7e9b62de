// Small-screen editor: a plain text area on the same store and pipeline as Monaco (which is unusable on phones).
import { useEffect, useId, useRef } from 'react';
import { useStore } from '../src/store.ts';
import { guardPastes } from '../src/paste-guard.ts';
import { markEditorMounted } from '../src/editor-ready.ts';
import { rangeToOffsets } from '../core/lib/text-positions.ts';
import '../src/styles/toolbar.css';

/** Vertical position of a text offset inside a (soft-wrapping) text area, measured on a hidden copy of it. */
function offsetTop(area: HTMLTextAreaElement, offset: number): number {
  const style = getComputedStyle(area);
  const mirror = document.createElement('div');
  for (const property of ['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'tabSize', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'] as const) {
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

export function PlainEditor() {
  const text = useStore((s) => s.text);
  const format = useStore((s) => s.format);
  const setText = useStore((s) => s.setText);
  const reveal = useStore((s) => s.reveal);
  const area = useRef<HTMLTextAreaElement>(null);
  /** Reveals requested before this editor mounted (e.g. while Monaco was shown) are not replayed. */
  const handledNonce = useRef(reveal?.nonce);
  const id = useId();

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    markEditorMounted();
    return guardPastes(element, {
      text: () => element.value,
      selected: () => [element.value.slice(element.selectionStart, element.selectionEnd)],
    });
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
  }, [reveal]);

  return (
    <div className="plain-editor">
      <label htmlFor={id} className="tb-visually-hidden">
        Document text ({format.toUpperCase()})
      </label>
      <textarea
        id={id}
        ref={area}
        className="plain-editor-text"
        data-testid="plain-editor"
        value={text}
        onChange={(event) => setText(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        autoComplete="off"
        placeholder="Paste or type an MCP Description document (JSON or YAML), or pick one from Examples."
      />
    </div>
  );
}
