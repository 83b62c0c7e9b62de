// Which URL fragments are share links: only those of the share link form, `#v<version>.<payload>` (src/share.ts). Any
// other fragment — an in-page anchor such as the skip link's `#results`, a rule link `#rule=<id>`
// (src/rule-fragment.ts) — is never read as one, so following it never shows a share-link error. Kept apart from
// src/share.ts so the page can tell without loading the decompressor.

/** Whether a URL fragment (with or without '#') is meant as a share link, well formed or not. */
export function isShareFragment(fragment: string): boolean {
  let raw = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    /* not percent-encoded: keep as is */
  }
  // Links wrapped by mail clients or chat tools may carry white space; the decoder ignores it too.
  return /^v\d{1,6}\./.test(raw.replace(/\s+/g, ''));
}
