// Share links: the document travels in the URL fragment (never sent to a server), compressed and versioned.
//
// Fragment layout: `v<version>.<payload>`. Version 1 payload = base64url (no padding) of raw DEFLATE of the
// UTF-8 bytes of JSON `{"t": text, "f": "json"|"yaml", "v"?: tab, "m"?: 1}` ("m": format chosen by hand).
// A later encoding gets a new version number; `decodeShareLink` keeps reading every older version.
import { deflateSync, Inflate } from 'fflate';
import type { DocumentFormat } from '../core/diagnostics.ts';
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

export const SHARE_CURRENT_VERSION = 1;

export type ShareLengthStatus = 'ok' | 'long' | 'too-long';

export function shareLengthStatus(linkLength: number): ShareLengthStatus {
  if (linkLength > SHARE_MAX_LENGTH) return 'too-long';
  if (linkLength > SHARE_WARN_LENGTH) return 'long';
  return 'ok';
}

/** The URL fragment (without '#') that carries `state`. */
export function encodeShareLink(state: ShareState): string {
  const payload: { t: string; f: DocumentFormat; v?: string; m?: 1 } = { t: state.text, f: state.format };
  if (state.tab !== undefined && isValidTab(state.tab)) payload.v = state.tab;
  if (state.formatAuto === false) payload.m = 1;
  // JSON.stringify escapes lone surrogates, so the UTF-8 step below is lossless for any JS string.
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  return `v${SHARE_CURRENT_VERSION}.${toBase64Url(deflateSync(bytes, { level: 9 }))}`;
}

/** A complete link for `base` (origin + path), its length, and whether that length is safe to share. */
export function buildShareLink(base: string, state: ShareState): { url: string; length: number; status: ShareLengthStatus } {
  const url = `${base}#${encodeShareLink(state)}`;
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
  if (!match) return fail('This address does not hold a playground share link (those have "#v1." after the page address).');
  const version = Number(match[1]);
  const body = match[2] ?? '';
  switch (version) {
    case 1:
      return decodeV1(body);
    default:
      return fail(
        version > SHARE_CURRENT_VERSION
          ? `This share link was made by a newer version of the playground (share format v${version}); this version opens v1 links.`
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

/** Raw DEFLATE decompression that stops as soon as the output would exceed `limit` bytes. */
function inflateBounded(data: Uint8Array, limit: number): Uint8Array | string {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
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
  if (tooLarge) return `This share link expands to more than ${limit / (1024 * 1024)} MiB of text, more than the playground opens.`;
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
  if (body.length % 4 === 1) return 'This share link is incomplete: it was probably cut off when it was copied or sent.';
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
