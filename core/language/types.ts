// Shapes of the language service (editor features computed by the core): positions are 1-based line/column, as
// diagnostics use them (16.5) and as editors count them.
import type { SourceRange } from '../diagnostics.ts';

export type { SourcePosition, SourceRange } from '../diagnostics.ts';

import type { TextEdit } from '../lib/text-positions.ts';

export type { TextEdit };

export type CompletionKind = 'member' | 'value' | 'reference' | 'snippet';

export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  /** One line shown beside the label: availability, type or target. */
  detail?: string;
  /** What the item means, in the project's words (markdown). */
  documentation?: string;
  /** Text that replaces `range`; a snippet (`${1:placeholder}`) when `snippet` is true, with absolute indentation. */
  insertText: string;
  snippet: boolean;
  range: SourceRange;
  /** Orders items: required members first, then the rest. */
  sortText?: string;
  /** The text the editor matches what was typed against (e.g. the label with its quote in JSON). */
  filterText?: string;
  /** Edits elsewhere that make the insertion valid (a comma after the previous JSON value). */
  additionalEdits?: TextEdit[];
  /** MCP deprecates it for a protocol version the place applies to (shown struck through; `detail` says which). */
  deprecated?: boolean;
}

export interface Hover {
  /** Markdown; every document value inside it is in a code span or block, so it is shown as text. */
  contents: string;
  range: SourceRange;
}

export interface CodeAction {
  title: string;
  /** The diagnostic the fix removes. */
  diagnostic: { rule: string; path: string; message: string };
  edits: TextEdit[];
  /** The most likely fix for its diagnostic. */
  preferred?: boolean;
}

export type SymbolKind = 'section' | 'transport' | 'security-scheme' | 'tool' | 'resource' | 'resource-template' | 'prompt' | 'component' | 'tag';

export interface DocumentSymbol {
  name: string;
  detail?: string;
  kind: SymbolKind;
  /** The whole declaration. */
  range: SourceRange;
  /** Its name (or the member name for maps). */
  selectionRange: SourceRange;
  children: DocumentSymbol[];
}

export type RenameResult = { ok: true; edits: TextEdit[] } | { ok: false; message: string };
