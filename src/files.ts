// Files: open (picker or drag and drop) and download documents. Reading never runs document content.
import type { DocumentFormat } from '../core/diagnostics.ts';
import type { PlaygroundState } from './store.ts';
import { MAX_DOCUMENT_BYTES, textBytes } from './worker/size.ts';

/** Largest file the playground opens: the document size limit of the core (spec 15.8). */
export const MAX_FILE_BYTES = MAX_DOCUMENT_BYTES;

/** The message for a text over the size limit; `what` names it ("The pasted text", "\"big.json\""). */
export function overLimitMessage(what: string, text: string | number, action = 'opened'): string {
  const bytes = typeof text === 'number' ? text : textBytes(text);
  return `${what} is ${formatBytes(bytes)}; the playground accepts documents up to ${formatBytes(MAX_DOCUMENT_BYTES)}, so it was not ${action}. Your document was not changed.`;
}

/** `info.name` of a JSON or YAML text, read cheaply from its first lines (the name shown in history and downloads). */
export function documentName(text: string): string | undefined {
  const head = text.length > 65_536 ? text.slice(0, 65_536) : text;
  // JSON: "info": { ... "name": "x"  (the "name" member of the object after "info")
  const json = jsonInfoName(head);
  if (json !== undefined) return json;
  // YAML: a top-level `info:` block whose direct child `name:` is a plain or quoted scalar.
  const yaml = /^info:[ \t]*\r?\n((?:[ \t]+.*\r?\n?|[ \t]*\r?\n)*)/m.exec(head);
  if (yaml) {
    const indent = /^([ \t]+)\S/m.exec(yaml[1]!)?.[1];
    if (indent) {
      const line = new RegExp(`^${indent}name:[ \\t]*(.+?)[ \\t]*$`, 'm').exec(yaml[1]!);
      const raw = line?.[1]?.replace(/\s+#.*$/, '');
      if (raw) return raw.replace(/^(['"])(.*)\1$/, '$2').slice(0, 200);
    }
  }
  return undefined;
}

/**
 * `"info": { … "name": "x" … }` in JSON text: the name member of the info object (nested objects and strings skipped),
 * read in one linear pass over a bounded window (a backtracking pattern took tens of milliseconds on minified text).
 */
function jsonInfoName(head: string): string | undefined {
  const info = /"info"\s*:\s*\{/g;
  const found = info.exec(head);
  if (!found) return undefined;
  const end = Math.min(head.length, info.lastIndex + 16_384);
  let depth = 1;
  for (let i = info.lastIndex; i < end && depth > 0; i++) {
    const c = head[i];
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    else if (c === '"') {
      const string = /"((?:[^"\\\n]|\\.){0,200})"/y;
      string.lastIndex = i;
      const key = string.exec(head);
      if (!key) return undefined;
      i = string.lastIndex - 1;
      if (depth !== 1 || key[1] !== 'name') continue;
      const value = /\s*:\s*"((?:[^"\\\n]|\\.){1,200})"/y;
      value.lastIndex = string.lastIndex;
      const match = value.exec(head);
      if (!match) continue;
      try {
        return JSON.parse(`"${match[1]}"`) as string;
      } catch {
        return match[1];
      }
    }
  }
  return undefined;
}

export interface LoadedFile {
  text: string;
  format: DocumentFormat;
}

/** Format named by a file's extension (`.json`, `.yaml`, `.yml`, any case), if any. */
export function formatFromName(name: string): DocumentFormat | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  return undefined;
}

/** Format guessed from content: JSON when the first non-space character opens an object or array. */
export function sniffFormat(text: string): DocumentFormat {
  const first = /\S/.exec(text.replace(/^\uFEFF/, ''))?.[0];
  return first === '{' || first === '[' ? 'json' : 'yaml';
}

export function detectFormat(name: string, text: string): DocumentFormat {
  return formatFromName(name) ?? sniffFormat(text);
}

/** Bytes of a text file → string: UTF-8 (BOM optional) or UTF-16 with a BOM. Throws an Error with a user-facing message. */
export function decodeFileBytes(bytes: Uint8Array, name = 'The file'): string {
  let text: string;
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff)
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true }).decode(bytes); // strips a UTF-8 BOM
  } catch {
    if (utf16) throw new Error(`${name} is not a UTF-8 text file, so it was not opened.`);
    const offset = firstInvalidUtf8Offset(bytes);
    throw new Error(
      `${name} is not valid UTF-8 (mcpdesc.serialization.conforming, 15.2): the byte at offset ${offset} (0x${bytes[offset]!.toString(16).toUpperCase().padStart(2, '0')}) does not begin a well-formed UTF-8 sequence, so it was not opened.`,
    );
  }
  if (utf16 && formatFromName(name.replace(/"/g, '')) !== 'yaml' && sniffFormat(text) === 'json') {
    throw new Error(
      `${name} is UTF-16; JSON documents are encoded in UTF-8 (mcpdesc.serialization.conforming, 15.2), so it was not opened.`,
    );
  }
  if (text.includes('\u0000'))
    throw new Error(`${name} looks like a binary file, not a JSON or YAML document, so it was not opened.`);
  return text;
}

/**
 * Offset of the first byte of `bytes` (which do not decode as UTF-8) where decoding fails: the longest prefix that a
 * streaming decoder accepts (an incomplete sequence at its end is held back, not rejected) ends there.
 */
function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  const accepts = (length: number) => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, length), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (accepts(middle)) low = middle;
    else high = middle - 1;
  }
  // bytes[low] is the byte whose addition fails (or the input ended): when it breaks off a sequence begun before it,
  // that sequence's first byte is the offset, as in core/document/utf8.ts.
  for (let k = low - 1; k >= Math.max(0, low - 3); k--) {
    const b = bytes[k]!;
    if ((b & 0xc0) === 0x80) continue;
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return k + length > low ? k : low;
  }
  return low;
}

export async function readFileAsDocument(file: Blob & { name: string }): Promise<LoadedFile> {
  const label = file.name ? `"${file.name}"` : 'The file';
  if (file.size > MAX_FILE_BYTES) {
    throw new Error(
      `${label} is ${formatBytes(file.size)}; the playground opens files up to ${formatBytes(MAX_FILE_BYTES)}.`,
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new Error(`${label} could not be read.`);
  }
  const text = decodeFileBytes(bytes, label);
  return { text, format: detectFormat(file.name, text) };
}

/** Reads `file` and makes it the document (one undoable replace), or shows why it was not opened. */
export async function openFile(
  file: Blob & { name: string },
  store: { getState(): Pick<PlaygroundState, 'loadDocument' | 'setNotice'> },
): Promise<boolean> {
  try {
    const doc = await readFileAsDocument(file);
    store.getState().loadDocument(doc);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The file could not be opened.';
    store.getState().setNotice({ kind: 'error', message });
    return false;
  }
}

/**
 * The base name an opened file gives the document: without its folders and its extension (`notes.txt` → `notes`,
 * `server.mcpdesc.yaml` → `server`), so a download is never named `notes.txt.mcpdesc.yaml`.
 */
export function fileBaseName(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? '';
  const withoutFormat = name.replace(/\.mcpdesc\.(json|ya?ml)$/i, '');
  return withoutFormat !== name ? withoutFormat : name.replace(/(.)\.[A-Za-z0-9]{1,8}$/, '$1');
}

/** `<name>.mcpdesc.<json|yaml>` (name: the document's info.name, else an opened file's base name): no unsafe characters, no doubled extension. */
export function downloadFileName(format: DocumentFormat, name?: string): string {
  let base = (name ?? '').split(/[\\/]/).pop() ?? '';
  base = base.replace(/(\.(json|ya?ml))$/i, '').replace(/\.mcpdesc$/i, '');
  // eslint-disable-next-line no-control-regex
  base = base.replace(/[\u0000-\u001f\u007f<>:"|?*]+/g, '_').replace(/^[.\s]+|[.\s]+$/g, '');
  if (base === '') base = 'document';
  return `${base.slice(0, 120)}.mcpdesc.${format}`;
}

/** Saves the text as a file through the browser's download (no network: a Blob URL). */
export function downloadDocument(text: string, format: DocumentFormat, name?: string): void {
  downloadText(text, downloadFileName(format, name), format === 'json' ? 'application/json' : 'application/yaml');
}

/** Saves any text under `fileName` through the browser's download (a Blob URL, no network). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Whether a drag carries files (not text dragged inside the editor). */
export function dragHasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Lets the user drop a file anywhere on the page. Listens in the capture phase so the editor does not
 * insert the file itself; text dragged within the page is left alone. Returns a stop function.
 */
/** Whether the drag is over an element that takes dropped files itself (`data-file-drop-zone`, e.g. a dialog's). */
function overOwnDropZone(event: DragEvent): boolean {
  const target = event.target as { closest?(selector: string): unknown } | null;
  return typeof target?.closest === 'function' && target.closest('[data-file-drop-zone]') !== null;
}

export function listenForFileDrops(
  target: Window,
  handlers: { onDragging(active: boolean): void; onFiles(files: File[]): void },
): () => void {
  let depth = 0;
  const over = (event: DragEvent): void => {
    if (!dragHasFiles(event) || overOwnDropZone(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  };
  const enter = (event: DragEvent): void => {
    if (!dragHasFiles(event)) return;
    event.preventDefault();
    depth++;
    handlers.onDragging(true);
  };
  const leave = (event: DragEvent): void => {
    if (!dragHasFiles(event)) return;
    depth = Math.max(0, depth - 1);
    if (depth === 0) handlers.onDragging(false);
  };
  const drop = (event: DragEvent): void => {
    if (!dragHasFiles(event)) return;
    if (overOwnDropZone(event)) {
      depth = 0;
      handlers.onDragging(false);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    depth = 0;
    handlers.onDragging(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 0) handlers.onFiles(files);
  };
  const options = { capture: true };
  target.addEventListener('dragover', over, options);
  target.addEventListener('dragenter', enter, options);
  target.addEventListener('dragleave', leave, options);
  target.addEventListener('drop', drop, options);
  return () => {
    target.removeEventListener('dragover', over, options);
    target.removeEventListener('dragenter', enter, options);
    target.removeEventListener('dragleave', leave, options);
    target.removeEventListener('drop', drop, options);
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
