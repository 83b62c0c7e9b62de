// Share links: the document travels in the URL fragment (never sent to a server), compressed and versioned.
//
// Fragment layout: `v<version>.<payload>`, payload in base64url without padding. `decodeShareLink` reads every
// version ever made; `encodeShareLink` writes the newest.
//
// Version 1: raw DEFLATE of the UTF-8 bytes of JSON `{"t": text, "f": "json"|"yaml", "v"?: tab, "m"?: 1}`
// ("m": format chosen by hand).
//
// Version 2: two header bytes, then raw DEFLATE with a preset dictionary (src/share-data/dictionary-v2.ts) of the
// UTF-8 bytes of `<tab>\n<body>`.
//   byte 0, flags: bit 0 YAML (else JSON) · bit 1 format chosen by hand · bits 2-3 how the body gives the text:
//     0 the text itself, 1 canonical JSON (the body is `JSON.stringify(value)`, the text is
//     `JSON.stringify(value, null, 2)` plus a line break), 2 the same without the final line break, 3 the text as a
//     JSON string literal (a text with lone surrogates, which UTF-8 cannot carry) · bits 4-7 zero.
//   byte 1, base: 0 none, n > 0 the built-in example n as it was when v2 was made (its compact JSON when the body is
//     canonical JSON). The dictionary is the vocabulary of MCP Descriptions (written as JSON and YAML, or as compact
//     JSON for a canonical body) followed by the base, its last 32 KiB (the DEFLATE window).
// Version 3: version 2 with two more header bytes (2-3), a 16-bit check of the compressed content (`contentCheck`),
// so a link that a tool cut or altered is reported instead of opening another text. Same dictionary and bases.
// The encoder tries every applicable body and base and keeps the shortest link; the text always reopens byte for byte.
import { deflateSync, Inflate } from 'fflate';
import type { DocumentFormat } from '../core/diagnostics.ts';
import { basesV2, compactDictionaryV2, prettyDictionaryV2 } from './share-data/dictionary-v2.ts';
export { isShareFragment } from './share-fragment.ts';

export interface ShareState {
  text: string;
  format: DocumentFormat;
  tab?: string;
  /** False when the user picked the format by hand (omitted: follows the content). */
  formatAuto?: boolean;
}

export type ShareDecodeResult = { ok: true; state: ShareState } | { ok: false; error: string };

/** Chat tools, issue trackers and mail clients start cutting or mangling links beyond about this length. */
export const SHARE_WARN_LENGTH = 2000;

/**
 * Hard limit for a whole link (origin + path + '#' + fragment), in characters.
 * Browsers accept far longer URLs (Chromium 2 MB), but Chromium's address bar displays, and so copies,
 * at most 32 KiB of a URL, and many sites and apps that accept pasted links cap them in the same range.
 * A link longer than this is likely to reach the other person broken, so the app offers a download instead.
 */
export const SHARE_MAX_LENGTH = 32_000;

/** Decoding never produces more than this many bytes of text (guards against deflate "bombs"). */
export const SHARE_MAX_DECODED_BYTES = 10 * 1024 * 1024;

export const SHARE_CURRENT_VERSION = 3;

export type ShareLengthStatus = 'ok' | 'long' | 'too-long';

export function shareLengthStatus(linkLength: number): ShareLengthStatus {
  if (linkLength > SHARE_MAX_LENGTH) return 'too-long';
  if (linkLength > SHARE_WARN_LENGTH) return 'long';
  return 'ok';
}

/**
 * The URL fragment (without '#') that carries `state`: share format v3, the shortest of its encodings.
 * `bases: false` leaves out the built-in examples as bases (to measure the vocabulary dictionary alone).
 */
export function encodeShareLink(state: ShareState, options: { bases?: boolean } = {}): string {
  return `v3.${toBase64Url(encodeV2(state, options.bases !== false, true))}`;
}

/** Version 2, as links were made before v3 (kept to test that such links still open). */
export function encodeShareLinkV2(state: ShareState, options: { bases?: boolean } = {}): string {
  return `v2.${toBase64Url(encodeV2(state, options.bases !== false, false))}`;
}

/** Version 1, as links were made before v2 (kept to test that such links still open). */
export function encodeShareLinkV1(state: ShareState): string {
  const payload: { t: string; f: DocumentFormat; v?: string; m?: 1 } = { t: state.text, f: state.format };
  if (state.tab !== undefined && isValidTab(state.tab)) payload.v = state.tab;
  if (state.formatAuto === false) payload.m = 1;
  // JSON.stringify escapes lone surrogates, so the UTF-8 step below is lossless for any JS string.
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  return `v1.${toBase64Url(deflateSync(bytes, { level: 9 }))}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Versions 2 and 3

/** How a v2 body gives the text (flags bits 2-3). */
const Body = { Text: 0, Canonical: 1, CanonicalNoNewline: 2, Escaped: 3 } as const;
type Body = (typeof Body)[keyof typeof Body];

/** Texts longer than this are not tried against every base (a base only helps within the first 32 KiB anyway). */
const MAX_BASE_TRIAL_LENGTH = 256 * 1024;
const WINDOW = 32 * 1024;
const encoder = new TextEncoder();

const dictionaries = new Map<string, Uint8Array>();
/** The preset dictionary of a body kind and base: vocabulary then base, its last 32 KiB. Undefined: no such base. */
function dictionaryV2(canonical: boolean, base: number): Uint8Array | undefined {
  const key = `${canonical ? 'c' : 't'}${base}`;
  const known = dictionaries.get(key);
  if (known) return known;
  let baseText = '';
  if (base > 0) {
    const raw = basesV2[base - 1];
    if (raw === undefined) return undefined;
    if (canonical) {
      const compact = compactJson(raw);
      if (compact === undefined) return undefined;
      baseText = compact;
    } else baseText = raw;
  }
  const bytes = encoder.encode((canonical ? compactDictionaryV2 : prettyDictionaryV2) + baseText);
  const dictionary = bytes.length > WINDOW ? bytes.slice(bytes.length - WINDOW) : bytes;
  dictionaries.set(key, dictionary);
  return dictionary;
}

function compactJson(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** Lone surrogates cannot be written as UTF-8. */
function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** The body that gives `text` back, the shortest applicable: canonical JSON is sent compact. */
function bodies(text: string, format: DocumentFormat): { kind: Body; body: string }[] {
  if (!isWellFormed(text)) return [{ kind: Body.Escaped, body: JSON.stringify(text) }];
  const out: { kind: Body; body: string }[] = [{ kind: Body.Text, body: text }];
  if (format === 'json' && text.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(text);
      const pretty = JSON.stringify(value, null, 2);
      if (text === pretty + '\n') out.push({ kind: Body.Canonical, body: JSON.stringify(value) });
      else if (text === pretty) out.push({ kind: Body.CanonicalNoNewline, body: JSON.stringify(value) });
    } catch {
      /* not JSON: the text itself */
    }
  }
  return out;
}

function encodeV2(state: ShareState, useBases: boolean, checked: boolean): Uint8Array {
  const header = checked ? 4 : 2;
  const tab = state.tab !== undefined && isValidTab(state.tab) ? state.tab : '';
  const flags = (state.format === 'yaml' ? 1 : 0) | (state.formatAuto === false ? 2 : 0);
  let best: Uint8Array | undefined;
  for (const { kind, body } of bodies(state.text, state.format)) {
    const canonical = kind === Body.Canonical || kind === Body.CanonicalNoNewline;
    const data = encoder.encode(`${tab}\n${body}`);
    const bases = useBases && state.text.length <= MAX_BASE_TRIAL_LENGTH ? basesV2.length : 0;
    for (let base = 0; base <= bases; base++) {
      const dictionary = dictionaryV2(canonical, base);
      if (!dictionary) continue;
      const compressed = deflateSync(data, { level: 9, dictionary });
      if (best && best.length <= compressed.length + header) continue;
      const candidate = new Uint8Array(compressed.length + header);
      candidate[0] = flags | (kind << 2);
      candidate[1] = base;
      if (checked) {
        const check = contentCheck(data);
        candidate[2] = check >> 8;
        candidate[3] = check & 255;
      }
      candidate.set(compressed, header);
      // A canonical body must give the text back exactly (it does for any text it was chosen for; checked anyway).
      if (canonical) {
        const back = decodeV2(candidate, checked);
        if (!back.ok || back.state.text !== state.text) continue;
      }
      best = candidate;
    }
  }
  return best!;
}

function decodeV2(bytes: Uint8Array, checked: boolean): ShareDecodeResult {
  const header = checked ? 4 : 2;
  if (bytes.length <= header)
    return fail('This share link is incomplete: it was probably cut off when it was copied or sent.');
  const flags = bytes[0]!;
  const base = bytes[1]!;
  const kind = ((flags >> 2) & 3) as Body;
  const canonical = kind === Body.Canonical || kind === Body.CanonicalNoNewline;
  const dictionary = flags >> 4 === 0 ? dictionaryV2(canonical, base) : undefined;
  if (!dictionary)
    return fail(
      'This share link is damaged, or was made by a newer version of the playground (it uses a share format feature this version does not know).',
    );
  const inflated = inflateBounded(bytes.subarray(header), SHARE_MAX_DECODED_BYTES, dictionary);
  if (typeof inflated === 'string') return fail(inflated);
  if (checked && contentCheck(inflated) !== ((bytes[2]! << 8) | bytes[3]!))
    return fail('This share link is damaged: it was probably cut off or changed when it was copied or sent.');
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return fail('This share link is damaged: its content is not valid text.');
  }
  const cut = content.indexOf('\n');
  if (cut < 0) return fail('This share link is damaged or incomplete: its content could not be read.');
  const tab = content.slice(0, cut);
  const body = content.slice(cut + 1);
  let text: string;
  if (kind === Body.Text) text = body;
  else {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return fail('This share link is damaged or incomplete: its content could not be read.');
    }
    if (kind === Body.Escaped) {
      if (typeof value !== 'string') return fail('This share link does not contain document text.');
      text = value;
    } else {
      if (prettySize(value, SHARE_MAX_DECODED_BYTES) > SHARE_MAX_DECODED_BYTES)
        return fail(
          `This share link expands to more than ${SHARE_MAX_DECODED_BYTES / (1024 * 1024)} MiB of text, more than the playground opens.`,
        );
      text = JSON.stringify(value, null, 2) + (kind === Body.Canonical ? '\n' : '');
    }
  }
  const state: ShareState = { text, format: flags & 1 ? 'yaml' : 'json' };
  if (tab !== '' && isValidTab(tab)) state.tab = tab;
  if (flags & 2) state.formatAuto = false;
  return { ok: true, state };
}

/** 16 bits of FNV-1a (32-bit) over the bytes a v3 link compresses: the check of its header bytes 2-3. */
export function contentCheck(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return ((hash >>> 16) ^ hash) & 0xffff;
}

/** The length of `JSON.stringify(value, null, 2)`, counted without building it; stops counting past `limit`. */
function prettySize(value: unknown, limit: number, depth = 0): number {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)?.length ?? 4;
  const entries = Array.isArray(value)
    ? value.map((v) => [undefined, v] as const)
    : Object.entries(value).map(([k, v]) => [k, v] as const);
  if (entries.length === 0) return 2;
  let size = 2 + 1 + 2 * depth; // brackets, the line break and indent before the closing one
  for (const [key, item] of entries) {
    size += 1 + 2 * (depth + 1) + 1; // line break, indent, comma
    if (key !== undefined) size += JSON.stringify(key).length + 2;
    size += prettySize(item, limit - size, depth + 1);
    if (size > limit) return size;
  }
  return size;
}

/** A complete link for `base` (origin + path), its length, and whether that length is safe to share. */
export function buildShareLink(
  base: string,
  state: ShareState,
  options: { bases?: boolean } = {},
): { url: string; length: number; status: ShareLengthStatus } {
  const url = `${base}#${encodeShareLink(state, options)}`;
  return { url, length: url.length, status: shareLengthStatus(url.length) };
}

/** Reads a fragment made by `encodeShareLink` (any version). Never throws. */
export function decodeShareLink(fragment: string): ShareDecodeResult {
  try {
    return decodeUnsafe(fragment);
  } catch {
    return fail('This share link cannot be opened: it is damaged or incomplete.');
  }
}

function decodeUnsafe(fragment: string): ShareDecodeResult {
  let raw = stripHash(fragment);
  // Tools sometimes percent-encode or wrap long links; neither changes a payload made of base64url characters.
  try {
    raw = decodeURIComponent(raw);
  } catch {
    /* not percent-encoded: keep as is */
  }
  raw = raw.replace(/\s+/g, '');
  if (raw === '') return fail('This share link is empty: it has no document in it.');
  const match = /^v(\d{1,6})\.(.*)$/s.exec(raw);
  if (!match)
    return fail(
      'This address does not hold a playground share link (those have "#v3.", "#v2." or "#v1." after the page address).',
    );
  const version = Number(match[1]);
  const body = match[2] ?? '';
  switch (version) {
    case 1:
      return decodeV1(body);
    case 2:
    case 3: {
      if (body === '') return fail('This share link is incomplete: its document part is empty.');
      const bytes = fromBase64Url(body);
      return typeof bytes === 'string' ? fail(bytes) : decodeV2(bytes, version === 3);
    }
    default:
      return fail(
        version > SHARE_CURRENT_VERSION
          ? `This share link was made by a newer version of the playground (share format v${version}); this version opens links up to v${SHARE_CURRENT_VERSION}.`
          : `This share link uses an unknown share format (v${version}).`,
      );
  }
}

function decodeV1(body: string): ShareDecodeResult {
  if (body === '') return fail('This share link is incomplete: its document part is empty.');
  const bytes = fromBase64Url(body);
  if (typeof bytes === 'string') return fail(bytes);
  const inflated = inflateBounded(bytes, SHARE_MAX_DECODED_BYTES);
  if (typeof inflated === 'string') return fail(inflated);
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return fail('This share link is damaged: its content is not valid text.');
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail('This share link is damaged or incomplete: its content could not be read.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('This share link does not contain a playground document.');
  }
  const { t, f, v, m } = value as Record<string, unknown>;
  if (typeof t !== 'string') return fail('This share link does not contain document text.');
  if (f !== 'json' && f !== 'yaml') return fail('This share link names an unknown document format.');
  const state: ShareState = { text: t, format: f };
  // An unusable view name is dropped rather than rejecting the whole link: the text is what matters.
  if (typeof v === 'string' && isValidTab(v)) state.tab = v;
  if (m === 1) state.formatAuto = false;
  return { ok: true, state };
}

function fail(error: string): ShareDecodeResult {
  return { ok: false, error };
}

function stripHash(fragment: string): string {
  return fragment.startsWith('#') ? fragment.slice(1) : fragment;
}

function isValidTab(tab: string): boolean {
  return /^[A-Za-z0-9_.:/@+-]{1,64}$/.test(tab);
}

/** Raw DEFLATE decompression (with a preset dictionary for v2) that stops as soon as the output would exceed `limit` bytes. */
function inflateBounded(data: Uint8Array, limit: number, dictionary?: Uint8Array): Uint8Array | string {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  let finished = false;
  const inflater = new Inflate(dictionary ? { dictionary } : {}, (chunk, final) => {
    total += chunk.length;
    if (total > limit) tooLarge = true;
    else chunks.push(chunk);
    if (final) finished = true;
  });
  // Small input steps bound the output of each step (DEFLATE expands at most ~1032:1).
  const step = 1024;
  try {
    for (let i = 0; i < data.length && !tooLarge; i += step) {
      inflater.push(data.subarray(i, i + step), i + step >= data.length);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return /EOF/i.test(message)
      ? 'This share link is incomplete: it was probably cut off when it was copied or sent.'
      : 'This share link is damaged: its compressed content is invalid.';
  }
  if (tooLarge)
    return `This share link expands to more than ${limit / (1024 * 1024)} MiB of text, more than the playground opens.`;
  if (!finished) return 'This share link is incomplete: it was probably cut off when it was copied or sent.';
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Map<string, number>([...ALPHABET].map((c, i) => [c, i]));

export function toBase64Url(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const n = (b0 << 16) | (b1 << 8) | b2;
    const count = Math.min(3, bytes.length - i) + 1;
    for (let k = 0; k < count; k++) chunk += ALPHABET[(n >> (18 - 6 * k)) & 63];
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk);
  return parts.join('');
}

/** Strict base64url (no padding) → bytes, or a user-facing error message. */
export function fromBase64Url(text: string): Uint8Array | string {
  const body = text.replace(/=+$/, '');
  if (body.length % 4 === 1)
    return 'This share link is incomplete: it was probably cut off when it was copied or sent.';
  const out = new Uint8Array(Math.floor((body.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < body.length; i += 4) {
    let n = 0;
    const count = Math.min(4, body.length - i);
    for (let k = 0; k < 4; k++) {
      const c = k < count ? body[i + k] : 'A';
      const v = c === undefined ? undefined : LOOKUP.get(c);
      if (v === undefined) {
        return `This share link contains a character that does not belong in it ("${c ?? ''}" at position ${i + k + 1} of the document part).`;
      }
      n = (n << 6) | v;
    }
    const bytes = count - 1;
    if (bytes >= 1) out[o++] = (n >> 16) & 255;
    if (bytes >= 2) out[o++] = (n >> 8) & 255;
    if (bytes >= 3) out[o++] = n & 255;
  }
  return out.subarray(0, o);
}

/** A titled Markdown link to paste into an issue or a chat: `[title](url)`, with the title's brackets escaped. */
export function shareMarkdown(title: string, url: string): string {
  const text =
    title
      .replace(/[\\[\]]/g, (c) => `\\${c}`)
      .replace(/\s+/g, ' ')
      .trim() || 'MCP Description Playground';
  return `[${text}](${url.replace(/[()\s]/g, (c) => encodeURIComponent(c).replace('(', '%28').replace(')', '%29'))})`;
}
