// Runs one protocol request against the core; tests call it directly. Validation and the other per-edit methods use
// core/pipeline.ts, loaded with the worker; the language service, the rule reference, merge/import and the learning
// views are separate chunks, loaded on the first request that needs them (the first load carries only validation).
import { convertText, nativeDeclarationText, nativeDeclarations, nativeFailureRequirements, nativeFailureRules, nativeText, organizeText, validateText, viewText } from '../../core/pipeline.ts';
import type { LanguageSession } from '../../core/language/index.ts';
import { regexEngineInstalled } from '../../core/embedded-schema/regex.ts';
import { installMcpVersion, mcpVersionInstalled, type McpVersionModule } from '../../core/mcp/validators.ts';
import { protocolVersions, type ProtocolVersion } from '../../core/scopes.ts';
import { PROTOCOL_VERSION, type LanguageParams, type WorkerMethods, type WorkerRequest, type WorkerResponse } from './protocol.ts';

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

/** After a pause in language requests, parse the latest text (completion and hover skip that on large YAML). */
let idle: ReturnType<typeof setTimeout> | undefined;
function settleLater(session: LanguageSession): void {
  if (idle !== undefined) clearTimeout(idle);
  idle = setTimeout(() => session.settle(), 400);
}

/** The texts a request carries (a document, merge inputs, captures). */
function textsOf(request: WorkerRequest): string[] {
  const params = request.params as { text?: unknown; inputs?: { text?: unknown }[]; captures?: { text?: unknown }[] };
  const texts = [params.text, ...(params.inputs ?? []).map((i) => i.text), ...(params.captures ?? []).map((c) => c.text)];
  return texts.filter((t): t is string => typeof t === 'string');
}

/** Requests over one document's own versions; any other (merge, import, learning views, language) may use all five. */
const documentMethods = new Set<string>(['validate', 'convert', 'organize', 'view', 'native']);

const versionLoaders: Record<ProtocolVersion, () => Promise<McpVersionModule>> = {
  '2024-11-05': () => import('../../core/generated/mcp-2024-11-05.js'),
  '2025-03-26': () => import('../../core/generated/mcp-2025-03-26.js'),
  '2025-06-18': () => import('../../core/generated/mcp-2025-06-18.js'),
  '2025-11-25': () => import('../../core/generated/mcp-2025-11-25.js'),
  '2026-07-28': () => import('../../core/generated/mcp-2026-07-28.js'),
};
const loading = new Map<string, Promise<unknown>>();

/**
 * Loads a part once. A load that fails (the network went away before the service worker had the part) says what could
 * not be loaded, and is forgotten, so a later request asks again.
 */
function once(key: string, what: string, load: () => Promise<unknown>): Promise<unknown> {
  let promise = loading.get(key);
  if (!promise) {
    promise = load().catch((error: unknown) => {
      loading.delete(key);
      throw new Error(`Could not load ${what} (${error instanceof Error ? error.message : String(error)}); your text is unchanged. Reload the page once the network is back.`);
    });
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads what the core installs on demand before a request that may need it: the linear-time pattern matcher (re2js)
 * for a text with "pattern" or any escape in it (a member name may be written with escapes), and the MCP types of each
 * protocol version the texts name (all five for a text with escapes or client requirements, whose check reads every
 * version, and for requests beyond one document's own versions). Most documents need a part of it only.
 */
async function coreReady(request: WorkerRequest): Promise<void> {
  // Once everything is installed (most requests after the first few), no text is scanned on this per-keystroke path.
  if (regexEngineInstalled() && protocolVersions.every(mcpVersionInstalled)) return;
  const texts = textsOf(request);
  const escaped = texts.some((t) => t.includes('\\'));
  const pending: Promise<unknown>[] = [];
  if (!regexEngineInstalled() && (escaped || texts.some((t) => t.includes('pattern')))) pending.push(once('re2', 'the pattern matcher', () => import('../../core/embedded-schema/re2.ts')));
  const all = escaped || !documentMethods.has(request.method) || texts.some((t) => t.includes('clientRequirements'));
  const named = (request.params as { version?: unknown }).version;
  for (const version of protocolVersions) {
    if (mcpVersionInstalled(version)) continue;
    if (all || named === version || texts.some((t) => t.includes(version))) {
      pending.push(once(version, `the MCP ${version} types`, () => versionLoaders[version]().then((module) => installMcpVersion(version, module))));
    }
  }
  await Promise.all(pending);
}

export async function handleRequest(request: WorkerRequest): Promise<WorkerResponse> {
  const started = performance.now();
  try {
    await coreReady(request);
    const result = await dispatch(request);
    return { v: PROTOCOL_VERSION, id: request.id, ok: true, result, elapsedMs: performance.now() - started };
  } catch (error) {
    return { v: PROTOCOL_VERSION, id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

async function dispatch(request: WorkerRequest): Promise<WorkerMethods[keyof WorkerMethods]['result']> {
  switch (request.method) {
    case 'validate': {
      const { text, format } = request.params as WorkerRequest<'validate'>['params'];
      return validateText(text, { format });
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
      const result = identifier !== undefined ? nativeDeclarationText(text, version, kind, identifier, { format }) : { ...nativeText(text, version, kind, { format }), declarations: nativeDeclarations(text, kind, { format }) };
      return result.ok ? result : { ...result, rule: nativeFailureRules[result.code], requirement: nativeFailureRequirements[result.code] };
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
      return (await languageSession()).codeActions(text, range, format);
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
      const { text, format } = request.params as WorkerRequest<'symbols'>['params'];
      return (await languageSession()).symbols(text, format);
    }
    case 'compare': {
      const { text, format, from, to } = request.params as WorkerRequest<'compare'>['params'];
      return (await import('../../core/learn.ts')).compareText(text, from, to, { format });
    }
    case 'docs': {
      const { text, format, version } = request.params as WorkerRequest<'docs'>['params'];
      return (await import('../../core/learn.ts')).docsText(text, version, { format });
    }
    case 'ruleReference':
      return (await import('../../core/rules/reference.ts')).ruleReferenceEntries();
    case 'requirementSummaries':
      return (await import('../../core/reference/requirement-summaries.ts')).requirementSummaries;
    case 'merge': {
      const { inputs, format } = request.params as WorkerRequest<'merge'>['params'];
      return (await import('../../core/combine.ts')).mergeTexts(inputs, { format });
    }
    case 'import': {
      const { captures, protocolVersion, format } = request.params as WorkerRequest<'import'>['params'];
      return (await import('../../core/combine.ts')).importTexts(captures, { protocolVersion, format });
    }
    default:
      throw new Error(`Unknown method ${String((request as { method: unknown }).method)}`);
  }
}
