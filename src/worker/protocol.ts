// The one message protocol between the UI and the core worker. Versioned: bump PROTOCOL_VERSION on any
// incompatible change; both sides check it, so a stale cached worker can never be misread.
import type { Diagnostic, DocumentFormat } from '../../core/diagnostics.ts';
import type {
  ComparisonResult,
  DocsExportResult,
  DocsResult,
  ImportTextResult,
  MergeTextResult,
  ValidationResult,
} from '../../core/index.ts';
import type {
  CodeAction,
  CompletionItem,
  DocumentSymbol,
  FoldingRange,
  Hover,
  RenameResult,
  SourcePosition,
  SourceRange,
} from '../../core/language/types.ts';
import type { RuleReferenceEntry } from '../../core/reference/rule-reference.ts';
import type { RuleResult } from '../../core/rules/results.ts';
import type { DocsExportFormat } from '../../core/learn/docs-export.ts';

export const PROTOCOL_VERSION = 3;

/** Every method the worker serves: its parameters and its result. */
export interface WorkerMethods {
  /** `previousFormat`: with no `format`, the format detected last ("auto"), kept for blank or unparsable text (core/document/parse.ts). */
  validate: {
    params: { text: string; format?: DocumentFormat; previousFormat?: DocumentFormat };
    result: ValidationAnswer;
  };
  /**
   * The rule results (16.5) of a text, asked for by the Rule results tab about the validation it shows (`format`: the
   * one that validation detected). Read from the worker's last validation when it was of this text (computed then, on
   * first read), else from a new one. `revision` comes back with them: the page drops an answer about a text it no
   * longer shows.
   */
  ruleResults: {
    params: { text: string; format?: DocumentFormat; revision: number };
    result: { revision: number; ruleResults: RuleResult[] };
  };
  convert: { params: { text: string; from?: DocumentFormat; to: DocumentFormat }; result: TextResult };
  organize: { params: { text: string; format?: DocumentFormat }; result: TextResult };
  /** Effective Protocol View of one protocol version (spec 4.12), validated for that version. */
  view: { params: { text: string; format?: DocumentFormat; version: string }; result: ViewResult };
  /**
   * Native list projection (tools/list, resources/list, ...) of one protocol version and kind (spec 4.14); with
   * `identifier`, the projection of that one declaration (name, Resource uri, Resource Template uriTemplate).
   */
  native: {
    params: { text: string; format?: DocumentFormat; version: string; kind: NativeKind; identifier?: string };
    result: NativeResult;
  };
  // Editor language features (core/language), served by a worker of their own so they never delay validation.
  completion: { params: LanguageParams; result: CompletionItem[] };
  hover: { params: LanguageParams; result: Hover | null };
  /**
   * Verified, ranked quick fixes of the findings at `range` (each candidate is applied and the text validated, one
   * candidate per step); a newer codeActions request, or `cancel`, stops an older one between steps.
   */
  codeActions: { params: { text: string; format?: DocumentFormat; range: SourceRange }; result: CodeAction[] };
  /** Stop the request `id` (sent by the same client) at its next step; true when it was still running. */
  cancel: { params: { id: number }; result: boolean };
  definition: { params: LanguageParams; result: SourceRange[] };
  references: { params: LanguageParams; result: SourceRange[] };
  renameTarget: { params: LanguageParams; result: { range: SourceRange; text: string } | null };
  rename: { params: LanguageParams & { newName: string }; result: RenameResult };
  symbols: { params: { text: string; format?: DocumentFormat }; result: DocumentSymbol[] };
  /** Lines that fold together: every object and array spanning several lines (the language server's foldingRange). */
  folding: { params: { text: string; format?: DocumentFormat }; result: FoldingRange[] };
  /** The rule reference: every catalogued rule with its requirements, explanation and examples (16.5). */
  ruleReference: { params: Record<string, never>; result: RuleReferenceEntry[] };
  /** What each `req-*` requirement asks, one line each in our words (for diagnostics; loaded on demand). */
  requirementSummaries: { params: Record<string, never>; result: Record<string, string> };
  /** Documentation preview of one declared protocol version. */
  docs: { params: { text: string; format?: DocumentFormat; version: string }; result: DocsResult };
  /** The documentation of one declared protocol version as a self-contained HTML page or as Markdown, with its file name. */
  docsExport: {
    params: { text: string; format?: DocumentFormat; version: string; to: DocsExportFormat };
    result: DocsExportResult;
  };
  /** Two declared protocol versions compared: views, native lists, explained differences, availability matrix. */
  compare: { params: { text: string; format?: DocumentFormat; from: string; to: string }; result: ComparisonResult };
  /** Merge of several documents (spec 4.13): the aggregate's text, or every conflict located in the inputs. */
  merge: { params: { inputs: NamedText[]; format?: DocumentFormat }; result: MergeTextResult };
  /** A description built from captured MCP results; several versions are imported each and merged. */
  import: {
    params: {
      captures: NamedText[];
      protocolVersion?: string;
      server?: { name: string; version: string };
      format?: DocumentFormat;
    };
    result: ImportTextResult;
  };
}

/**
 * What a validation answers on every edit: what every view shows (the diagnostics, the summaries of the rules and the
 * links of the requirements they name, the verdict, the declared versions the tabs offer). The rule results, which
 * only the Rule results tab shows, are not in it (copying them to the page would compute them on every keystroke):
 * that tab asks for them (`ruleResults`).
 */
export type ValidationAnswer = Omit<ValidationResult, 'ruleResults'>;

/** A text and a position in it (1-based line and column). */
export interface LanguageParams {
  text: string;
  format?: DocumentFormat;
  position: SourcePosition;
}

/** An input of merge or import: a file name or label, and its text. */
export interface NamedText {
  name: string;
  text: string;
}

export type NativeKind = 'tools' | 'resources' | 'resourceTemplates' | 'prompts';

export type ViewResult =
  | { ok: true; text: string; format: DocumentFormat; diagnostics: Diagnostic[] }
  | { ok: false; message: string; diagnostics: Diagnostic[] };

export type NativeResult = (
  | {
      ok: true;
      method: string;
      value: Record<string, unknown[]>;
      /** `value` as JSON text, members in source order. */ text?: string;
    }
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; code: string; message: string; path?: string; rule?: string; requirement?: string }
) & {
  diagnostics?: Diagnostic[];
  /** Identifiers of every declaration of the kind, for picking one. */ declarations?: string[];
};

/** A text transformation either produces new text or explains why it did not. */
export type TextResult =
  /** `droppedComments`: comments of the source that the result does not carry (YAML → JSON). */
  { ok: true; text: string; format: DocumentFormat; droppedComments?: number } | { ok: false; message: string };

export type MethodName = keyof WorkerMethods;

export interface WorkerRequest<M extends MethodName = MethodName> {
  v: typeof PROTOCOL_VERSION;
  id: number;
  method: M;
  params: WorkerMethods[M]['params'];
}

export type WorkerResponse<M extends MethodName = MethodName> =
  | { v: typeof PROTOCOL_VERSION; id: number; ok: true; result: WorkerMethods[M]['result']; elapsedMs: number }
  | { v: typeof PROTOCOL_VERSION; id: number; ok: false; error: string };

export function isWorkerResponse(data: unknown): data is WorkerResponse {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { v?: unknown }).v === PROTOCOL_VERSION &&
    typeof (data as { id?: unknown }).id === 'number' &&
    typeof (data as { ok?: unknown }).ok === 'boolean'
  );
}

export function isWorkerRequest(data: unknown): data is WorkerRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { v?: unknown }).v === PROTOCOL_VERSION &&
    typeof (data as { id?: unknown }).id === 'number' &&
    typeof (data as { method?: unknown }).method === 'string'
  );
}
