// Runs one protocol request against the core; tests call it directly. Validation and the other per-edit methods use
// core/validation/pipeline.ts, loaded with the worker; the language service, the rule reference, merge/import and the learning
// views are separate chunks, loaded on the first request that needs them (the first load carries only validation).
import {
  convertText,
  nativeDeclarationText,
  nativeDeclarations,
  nativeFailureRequirements,
  nativeFailureRules,
  nativeText,
  organizeText,
  validateText,
  viewText,
  type ValidationResult,
} from '../../core/validation/pipeline.ts';
import type { LanguageSession, SourceRange } from '../../core/language/index.ts';
import type { DocumentFormat } from '../../core/diagnostics.ts';
import { describePart, loadPart, partsNeeded, type CorePart } from '../../core/validation/parts.ts';
import {
  PROTOCOL_VERSION,
  type LanguageParams,
  type ValidationAnswer,
  type WorkerMethods,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol.ts';

/** Language features reuse the parse of the last text and remember the last text that parsed (one session, made on first use). */
let language: Promise<LanguageSession> | undefined;
function languageSession(): Promise<LanguageSession> {
  return (language ??= import('../../core/language/index.ts').then(
    (module) => module.createLanguageSession(),
    (error: unknown) => {
      language = undefined; // not remembered: a later request asks again
      throw error;
    },
  ));
}

/**
 * After a pause in language requests, parse the latest text (completion and hover skip that on large YAML) and find
 * its findings (what the first quick fix on it would otherwise wait for).
 */
let idle: ReturnType<typeof setTimeout> | undefined;
function settleLater(session: LanguageSession): void {
  if (idle !== undefined) clearTimeout(idle);
  idle = setTimeout(() => session.settle(), 400);
}

/** The texts a request carries (a document, merge inputs, captures). */
function textsOf(request: WorkerRequest): string[] {
  const params = request.params as { text?: unknown; inputs?: { text?: unknown }[]; captures?: { text?: unknown }[] };
  const texts = [
    params.text,
    ...(params.inputs ?? []).map((i) => i.text),
    ...(params.captures ?? []).map((c) => c.text),
  ];
  return texts.filter((t): t is string => typeof t === 'string');
}

/**
 * Requests over one document's own versions; any other (merge, import, learning views, language) may use all five. The
 * outline (`symbols`, asked at the start and after each pause in typing) is one document's too, and so is the idle-time
 * validation it leaves behind: the language worker then loads only the versions the document names until a completion,
 * hover or quick fix needs the rest.
 */
const documentMethods = new Set<string>([
  'validate',
  'ruleResults',
  'convert',
  'organize',
  'view',
  'native',
  'symbols',
]);

/**
 * The last validation this worker ran, with its text: the rule results of that text are read from it (the core
 * computes them on first read, from the same run) instead of validating the text again.
 */
let lastValidation: { text: string; result: ValidationResult } | undefined;

function validation(text: string, format?: DocumentFormat, previousFormat?: DocumentFormat): ValidationResult {
  const result = validateText(text, { format, previousFormat });
  lastValidation = { text, result };
  return result;
}

/**
 * What the page is sent: every member but the rule results. Copying a member to the page reads it, and the rule
 * results are computed when first read: the answer names each member it carries so that they are not.
 */
function answer(result: ValidationResult): ValidationAnswer {
  const { valid, parsed, format, diagnostics, rules, requirements, protocolVersions } = result;
  return { valid, parsed, format, diagnostics, rules, requirements, protocolVersions };
}

const loading = new Map<CorePart, Promise<unknown>>();

/**
 * Loads a part once. A load that fails (the network went away before the service worker had the part) says what could
 * not be loaded, and is forgotten, so a later request asks again.
 */
function once(part: CorePart): Promise<unknown> {
  let promise = loading.get(part);
  if (!promise) {
    promise = loadPart(part).catch((error: unknown) => {
      loading.delete(part);
      throw new Error(
        `Could not load ${describePart(part)} (${error instanceof Error ? error.message : String(error)}); your text is unchanged. Reload the page once the network is back.`,
      );
    });
    loading.set(part, promise);
  }
  return promise;
}

/**
 * Loads what the core installs on demand before a request that may need it (core/validation/parts.ts decides which:
 * most documents need a part of it only).
 */
async function coreReady(request: WorkerRequest): Promise<void> {
  // The format the texts are read as: chosen by hand (`format`, convert's `from`), or the previous text's.
  const { version: named, format, from, previousFormat } = request.params as Record<string, unknown>;
  const read = [format, from, previousFormat].find((f) => f === 'json' || f === 'yaml');
  const parts = partsNeeded({
    texts: textsOf(request),
    everyVersion: !documentMethods.has(request.method),
    version: typeof named === 'string' ? named : undefined,
    format: read,
  });
  await Promise.all(parts.map(once));
}

/** Quick-fix requests still running (by request id), those asked to stop, and the newest one. */
const running = new Set<number>();
const cancelled = new Set<number>();
let newestQuickFix = 0;

/** Lets the worker read its messages (a `cancel`, a newer request) between two steps of a long request. */
function yieldToMessages(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Quick fixes, one verified candidate (one validation) per step: between steps the worker reads its messages, and
 * stops when this request was cancelled or a newer quick-fix request arrived (the editor wants only the newest).
 */
async function quickFixes(
  session: LanguageSession,
  id: number,
  text: string,
  range: SourceRange,
  format: DocumentFormat | undefined,
) {
  newestQuickFix = Math.max(newestQuickFix, id);
  running.add(id);
  try {
    if (cancelled.has(id)) throw new Error('Quick fixes cancelled before they started.');
    const steps = session.codeActionSteps(text, range, format);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await yieldToMessages();
      if (cancelled.has(id) || newestQuickFix !== id)
        throw new Error('Quick fixes cancelled: a newer request replaced this one.');
    }
  } finally {
    running.delete(id);
    cancelled.delete(id);
  }
}

export async function handleRequest(request: WorkerRequest): Promise<WorkerResponse> {
  const started = performance.now();
  try {
    // A cancel is answered at once: it must not wait for parts to load.
    if (request.method !== 'cancel') await coreReady(request);
    const result = await dispatch(request);
    return { v: PROTOCOL_VERSION, id: request.id, ok: true, result, elapsedMs: performance.now() - started };
  } catch (error) {
    return {
      v: PROTOCOL_VERSION,
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

async function dispatch(request: WorkerRequest): Promise<WorkerMethods[keyof WorkerMethods]['result']> {
  switch (request.method) {
    case 'validate': {
      const { text, format, previousFormat } = request.params as WorkerRequest<'validate'>['params'];
      return answer(validation(text, format, previousFormat));
    }
    case 'ruleResults': {
      const { text, format, revision } = request.params as WorkerRequest<'ruleResults'>['params'];
      const last = lastValidation;
      const result =
        last && last.text === text && (format === undefined || last.result.format === format)
          ? last.result
          : validation(text, format);
      return { revision, ruleResults: result.ruleResults };
    }
    case 'convert': {
      const { text, from, to } = request.params as WorkerRequest<'convert'>['params'];
      return convertText(text, to, { from });
    }
    case 'organize': {
      const { text, format } = request.params as WorkerRequest<'organize'>['params'];
      return organizeText(text, { format });
    }
    case 'view': {
      const { text, format, version } = request.params as WorkerRequest<'view'>['params'];
      return viewText(text, version, { format });
    }
    case 'native': {
      const { text, format, version, kind, identifier } = request.params as WorkerRequest<'native'>['params'];
      const result =
        identifier !== undefined
          ? nativeDeclarationText(text, version, kind, identifier, { format })
          : {
              ...nativeText(text, version, kind, { format }),
              declarations: nativeDeclarations(text, kind, { format }),
            };
      return result.ok
        ? result
        : { ...result, rule: nativeFailureRules[result.code], requirement: nativeFailureRequirements[result.code] };
    }
    case 'completion': {
      const { text, format, position } = request.params as LanguageParams;
      const session = await languageSession();
      settleLater(session);
      return session.completion(text, position, format);
    }
    case 'hover': {
      const { text, format, position } = request.params as LanguageParams;
      const session = await languageSession();
      settleLater(session);
      return session.hover(text, position, format) ?? null;
    }
    case 'codeActions': {
      const { text, format, range } = request.params as WorkerRequest<'codeActions'>['params'];
      return quickFixes(await languageSession(), request.id, text, range, format);
    }
    case 'cancel': {
      const { id } = request.params as WorkerRequest<'cancel'>['params'];
      // Running, or not started yet (ids grow, so it is newer than every quick-fix request started so far).
      if (!running.has(id) && id <= newestQuickFix) return false;
      cancelled.add(id);
      return true;
    }
    case 'definition': {
      const { text, format, position } = request.params as LanguageParams;
      return (await languageSession()).definition(text, position, format);
    }
    case 'references': {
      const { text, format, position } = request.params as LanguageParams;
      return (await languageSession()).references(text, position, format);
    }
    case 'renameTarget': {
      const { text, format, position } = request.params as LanguageParams;
      return (await languageSession()).renameTarget(text, position, format) ?? null;
    }
    case 'rename': {
      const { text, format, position, newName } = request.params as WorkerRequest<'rename'>['params'];
      return (await languageSession()).rename(text, position, newName, format);
    }
    case 'symbols': {
      // Asked after each pause in typing (the breadcrumbs): the idle time after it prepares the quick fixes too.
      const { text, format } = request.params as WorkerRequest<'symbols'>['params'];
      const session = await languageSession();
      settleLater(session);
      return session.symbols(text, format);
    }
    case 'folding': {
      const { text, format } = request.params as WorkerRequest<'folding'>['params'];
      return (await languageSession()).folding(text, format);
    }
    case 'compare': {
      const { text, format, from, to } = request.params as WorkerRequest<'compare'>['params'];
      return (await import('../../core/learn/index.ts')).compareText(text, from, to, { format });
    }
    case 'docs': {
      const { text, format, version } = request.params as WorkerRequest<'docs'>['params'];
      return (await import('../../core/learn/index.ts')).docsText(text, version, { format });
    }
    case 'docsExport': {
      const { text, format, version, to } = request.params as WorkerRequest<'docsExport'>['params'];
      return (await import('../../core/learn/index.ts')).docsExportText(text, [version], to, { format });
    }
    case 'ruleReference':
      return (await import('../../core/reference/rule-reference.ts')).ruleReferenceEntries();
    case 'requirementSummaries':
      return (await import('../../core/reference/requirement-summaries.ts')).requirementSummaries;
    case 'merge': {
      const { inputs, format } = request.params as WorkerRequest<'merge'>['params'];
      return (await import('../../core/merge/texts.ts')).mergeTexts(inputs, { format });
    }
    case 'import': {
      const { captures, protocolVersion, server, format } = request.params as WorkerRequest<'import'>['params'];
      return (await import('../../core/import/texts.ts')).importTexts(captures, { protocolVersion, server, format });
    }
    default:
      throw new Error(`Unknown method ${String((request as { method: unknown }).method)}`);
  }
}
