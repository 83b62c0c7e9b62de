// The playground's state: the document text is the single source of truth; everything else derives from it.
import { create } from 'zustand';
import type { Diagnostic, DocumentFormat, SourceRange } from '../core/diagnostics.ts';
import type { RequirementLink, RuleSummary } from '../core/reference/rule-pages.ts';
import { isOverSizeLimit } from './worker/size.ts';
import { replacesMost } from './replaces-most.ts';
import type { RuleResult } from '../core/rules/results.ts';

export type RunStatus = 'idle' | 'validating' | 'done' | 'timeout' | 'failed';

export interface Notice {
  kind: 'info' | 'warning' | 'error';
  message: string;
  /** One action offered with the message (Undo a replacement, open a newer copy, ...). */
  action?: { label: string; run(): void };
}

/** Where the open document came from, when it has a name of its own: an example, a file. */
export interface DocumentSource {
  kind: 'example' | 'file';
  /** The example's id (the Examples menu shows it as the current one). */
  id?: string;
  /** What the page calls it: the example's title, the file's name. */
  name: string;
}

export interface PlaygroundState {
  /** The user's text. Never replaced without an explicit user action. */
  text: string;
  /** Format of the text: detected from the content unless the user picked one. */
  format: DocumentFormat;
  /** What was opened last (example, file), kept through edits until the next replacement; undefined otherwise. */
  source: DocumentSource | undefined;
  /** Whether `format` follows the content (true) or was chosen by the user. */
  formatAuto: boolean;
  /**
   * Selected result tab: 'diagnostics', `view:<version>` (Effective Protocol View, 4.12) or
   * `native:<version>:<kind>` (native list projection, 4.14). Saved and shared with the document.
   */
  tab: string;
  diagnostics: Diagnostic[];
  /** Title and documentation links of the rules the diagnostics name. */
  rules: Record<string, RuleSummary>;
  /** Section and spec link of the requirements the diagnostics name. */
  requirements: Record<string, RequirementLink>;
  /** What every requirement asks, in a line (loaded from the worker on demand: undefined until then). */
  requirementSummaries: Record<string, string> | undefined;
  /**
   * Rule results (spec 16.5), as `mcpdesc validate --json --rule-results` reports them, of the validation run
   * `ruleResultsRun`: asked for by the Rule results tab (src/live-validation.ts `requestRuleResults`) while it is open,
   * so they may be of an older run than the one shown until the answer about that one arrives.
   */
  ruleResults: RuleResult[];
  /** The run whose rule results `ruleResults` are (0: none yet). */
  ruleResultsRun: number;
  /** Root protocol versions of the last validated text that parsed (what the view tabs offer). */
  protocolVersions: string[];
  /**
   * Where the newest validated text stops parsing (its first error), or undefined when it parses. Result tabs then
   * ask for the fix and keep the last result of a text that parsed, marked as outdated.
   */
  syntaxError: { line: number; column: number; range: SourceRange } | undefined;
  status: RunStatus;
  /** How many texts were handed to validation so far: the run number of the newest one. */
  runs: number;
  /** Run number of the text whose result is shown (0 before the first); equal to `runs` when it is the newest. */
  shownRun: number;
  /** Milliseconds the last completed run took in the worker. */
  lastRunMs: number | undefined;
  /** A range the editor should select and reveal; `nonce` changes on every request. */
  reveal: { range: SourceRange; nonce: number } | undefined;
  /** Transient message shown to the user (storage failure, bad share link, ...). */
  notice: Notice | undefined;
  /** Line of the editor's cursor while the editor has the focus (the Docs preview follows it). */
  cursorLine: number | undefined;
  /** How the workspace shares its width: results beside the editor, half and half, or the results alone. */
  layout: WorkspaceLayout;
  /** Rule results shown: one status, or every one (view state: neither saved nor shared). */
  ruleStatusFilter: string | undefined;

  setText(text: string): void;
  /** Read the text as JSON or YAML, or follow the content again ('auto'). */
  setFormat(format: DocumentFormat | 'auto'): void;
  setTab(tab: string): void;
  /** Replace the document (example, file, share link, conversion): one undoable user action. Refuses text over the size limit. */
  loadDocument(doc: { text: string; format: DocumentFormat; tab?: string; source?: DocumentSource }): void;
  setResult(result: {
    diagnostics: Diagnostic[];
    rules?: Record<string, RuleSummary>;
    requirements?: Record<string, RequirementLink>;
    protocolVersions?: string[];
    /** False for a text that does not parse: its first error becomes `syntaxError`, the protocol versions stay. */
    parsed?: boolean;
    status: RunStatus;
    elapsedMs?: number;
    run?: number;
  }): void;
  /** Shows the rule results of run `revision`, only while that run's result is the one shown (else they are stale). */
  setRuleResults(answer: { revision: number; ruleResults: RuleResult[] }): void;
  setStatus(status: RunStatus): void;
  revealRange(range: SourceRange): void;
  setNotice(notice: Notice | undefined): void;
  setCursorLine(line: number | undefined): void;
  setLayout(layout: WorkspaceLayout): void;
  setRuleStatusFilter(status: string | undefined): void;
}

export type WorkspaceLayout = 'side' | 'split' | 'results';

/**
 * The format to ask the core for: the user's choice; with "auto", detection from the content — except for a blank
 * text, which keeps the last detected format (clearing a JSON document does not make it YAML).
 */
export function requestFormat(
  text: string,
  state: Pick<PlaygroundState, 'format' | 'formatAuto'>,
): DocumentFormat | undefined {
  if (!state.formatAuto) return state.format;
  return /\S/.test(text) ? undefined : state.format;
}

export const useStore = create<PlaygroundState>()((set) => ({
  text: '',
  format: 'json',
  formatAuto: true,
  source: undefined,
  tab: 'diagnostics',
  diagnostics: [],
  rules: {},
  requirements: {},
  requirementSummaries: undefined,
  ruleResults: [],
  ruleResultsRun: 0,
  protocolVersions: [],
  syntaxError: undefined,
  status: 'idle',
  runs: 0,
  shownRun: 0,
  lastRunMs: undefined,
  reveal: undefined,
  notice: undefined,
  cursorLine: undefined,
  layout: 'side',
  ruleStatusFilter: undefined,

  // A text pasted over most of the opened one is another document: it no longer carries the example's or file's name.
  setText: (text) => set((s) => (s.source && replacesMost(s.text, text) ? { text, source: undefined } : { text })),
  setFormat: (format) => set(format === 'auto' ? { formatAuto: true } : { format, formatAuto: false }),
  setTab: (tab) => set({ tab }),
  // The size check comes before any replacement of the text, whatever asks for it (src/replace.ts explains why).
  loadDocument: ({ text, format, tab, source }) =>
    set((s) =>
      isOverSizeLimit(text)
        ? {
            notice: {
              kind: 'error',
              message:
                'That document is over the size limit of the playground, so it was not opened. Your document was not changed.',
            },
          }
        : { text, format, formatAuto: true, tab: tab ?? s.tab, source },
    ),
  setResult: ({ diagnostics, rules = {}, requirements = {}, protocolVersions, parsed, status, elapsedMs, run }) =>
    set((s) => {
      const first = parsed === false ? diagnostics.find((d) => d.severity === 'error' && d.range) : undefined;
      const syntaxError = first?.range
        ? { line: first.range.start.line, column: first.range.start.column, range: first.range }
        : undefined;
      return {
        diagnostics,
        rules,
        requirements,
        status,
        lastRunMs: elapsedMs,
        syntaxError,
        // A text that does not parse declares nothing: the tabs keep the versions of the last one that did.
        protocolVersions: parsed === false ? s.protocolVersions : (protocolVersions ?? s.protocolVersions),
        shownRun: run ?? s.shownRun,
      };
    }),
  setRuleResults: ({ revision, ruleResults }) =>
    set((s) => (revision === s.shownRun ? { ruleResults, ruleResultsRun: revision } : s)),
  setStatus: (status) => set({ status }),
  revealRange: (range) => set((s) => ({ reveal: { range, nonce: (s.reveal?.nonce ?? 0) + 1 } })),
  setNotice: (notice) => set({ notice }),
  setCursorLine: (cursorLine) => set((s) => (s.cursorLine === cursorLine ? s : { cursorLine })),
  setLayout: (layout) => set({ layout }),
  setRuleStatusFilter: (ruleStatusFilter) => set({ ruleStatusFilter }),
}));
