// A large text (a 5 MB paste, a big file or example) enters Monaco in slices, one per task, as one undoable edit.
// Monaco's cost for inserted text grows with its number of lines (piece tree, view lines, injected text per line); in
// one edit, 150,000 lines held the page for seconds. In slices, no task holds it long and the page keeps painting.
// The editor is read-only meanwhile, and the caller holds what reacts to each change until the last slice is in.
import type * as Monaco from 'monaco-editor/editor/editor.api';

/** Texts at least this long are inserted in slices. */
export const SLICED_INSERT_FROM = 512 * 1024;
/** About this many characters per slice (cut at a line break when there is one nearby). */
export const SLICE_CHARS = 128 * 1024;

/** Where to cut `text` into slices of about `size` characters: at line breaks where possible, never inside a pair. */
export function sliceBounds(text: string, size = SLICE_CHARS): number[] {
  const bounds: number[] = [];
  let at = 0;
  while (text.length - at > size) {
    let end = text.indexOf('\n', at + size);
    if (end < 0 || end - at > 2 * size) {
      end = at + size;
      // Keep a surrogate pair and a CRLF together.
      const code = text.charCodeAt(end - 1);
      if ((code >= 0xd800 && code <= 0xdbff) || code === 13) end++;
    } else end++;
    if (end >= text.length) break;
    bounds.push(end);
    at = end;
  }
  bounds.push(text.length);
  return bounds;
}

let inserting = false;

/** Whether a sliced insert is under way (typing, pastes and replacements wait for it). */
export function isInserting(): boolean {
  return inserting;
}

/**
 * Replaces `range` of the model with `text`, slice by slice (one task each), as one undoable edit. `hold` is called
 * before the first slice and `release` after the last (or on failure). Resolves once the text is in.
 */
export function insertSliced(
  editor: Monaco.editor.IStandaloneCodeEditor,
  model: Monaco.editor.ITextModel,
  range: Monaco.IRange,
  text: string,
  options: { hold(): void; release(): void; caretAtEnd?: boolean },
): Promise<void> {
  const bounds = sliceBounds(text);
  const startOffset = model.getOffsetAt({ lineNumber: range.startLineNumber, column: range.startColumn });
  const readOnly = editor.getRawOptions().readOnly ?? false;
  inserting = true;
  options.hold();
  editor.updateOptions({ readOnly: true });
  editor.pushUndoStop();
  let done = 0;
  let first = true;
  return new Promise<void>((resolve) => {
    const finish = () => {
      inserting = false;
      if (!model.isDisposed()) {
        editor.pushUndoStop();
        editor.updateOptions({ readOnly });
        options.release();
      }
      resolve();
    };
    const step = () => {
      try {
        if (model.isDisposed()) return finish();
        const end = bounds.shift()!;
        const at = first ? range : rangeAt(model, startOffset + done);
        model.pushEditOperations([], [{ range: at, text: text.slice(done, end) }], () => null);
        // The caret waits, collapsed, where the text starts: a selection over the growing text would cost every step.
        if (first) editor.setPosition(model.getPositionAt(startOffset));
        first = false;
        done = end;
        if (bounds.length > 0) return void setTimeout(step, 0);
        const caret = model.getPositionAt(options.caretAtEnd ? startOffset + text.length : startOffset);
        editor.setPosition(caret);
        editor.revealPosition(caret);
        finish();
      } catch {
        finish();
      }
    };
    step();
  });
}

function rangeAt(model: Monaco.editor.ITextModel, offset: number): Monaco.IRange {
  const position = model.getPositionAt(offset);
  return {
    startLineNumber: position.lineNumber,
    startColumn: position.column,
    endLineNumber: position.lineNumber,
    endColumn: position.column,
  };
}
