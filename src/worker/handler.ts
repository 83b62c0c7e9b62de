// Runs one protocol request against the core. Pure and synchronous, so tests call it directly.
import { compareText, convertText, docsText, importTexts, mergeTexts, nativeDeclarationText, nativeDeclarations, nativeFailureRules, nativeText, organizeText, validateText, viewText } from '../../core/index.ts';
import { createLanguageSession } from '../../core/language/index.ts';
import { ruleReferenceEntries } from '../../core/rules/reference.ts';
import { PROTOCOL_VERSION, type LanguageParams, type WorkerMethods, type WorkerRequest, type WorkerResponse } from './protocol.ts';

/** Language features reuse the parse of the last text and remember the last text that parsed. */
const language = createLanguageSession();

/** After a pause in language requests, parse the latest text (completion and hover skip that on large YAML). */
let idle: ReturnType<typeof setTimeout> | undefined;
function settleLater(): void {
  if (idle !== undefined) clearTimeout(idle);
  idle = setTimeout(() => language.settle(), 400);
}

export function handleRequest(request: WorkerRequest): WorkerResponse {
  const started = performance.now();
  try {
    const result = dispatch(request);
    if (request.method === 'completion' || request.method === 'hover') settleLater();
    return { v: PROTOCOL_VERSION, id: request.id, ok: true, result, elapsedMs: performance.now() - started };
  } catch (error) {
    return { v: PROTOCOL_VERSION, id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function dispatch(request: WorkerRequest): WorkerMethods[keyof WorkerMethods]['result'] {
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
      return result.ok ? result : { ...result, rule: nativeFailureRules[result.code] };
    }
    case 'completion': {
      const { text, format, position } = request.params as LanguageParams;
      return language.completion(text, position, format);
    }
    case 'hover': {
      const { text, format, position } = request.params as LanguageParams;
      return language.hover(text, position, format) ?? null;
    }
    case 'codeActions': {
      const { text, format, range } = request.params as WorkerRequest<'codeActions'>['params'];
      return language.codeActions(text, range, format);
    }
    case 'definition': {
      const { text, format, position } = request.params as LanguageParams;
      return language.definition(text, position, format);
    }
    case 'references': {
      const { text, format, position } = request.params as LanguageParams;
      return language.references(text, position, format);
    }
    case 'renameTarget': {
      const { text, format, position } = request.params as LanguageParams;
      return language.renameTarget(text, position, format) ?? null;
    }
    case 'rename': {
      const { text, format, position, newName } = request.params as WorkerRequest<'rename'>['params'];
      return language.rename(text, position, newName, format);
    }
    case 'symbols': {
      const { text, format } = request.params as WorkerRequest<'symbols'>['params'];
      return language.symbols(text, format);
    }
    case 'compare': {
      const { text, format, from, to } = request.params as WorkerRequest<'compare'>['params'];
      return compareText(text, from, to, { format });
    }
    case 'docs': {
      const { text, format, version } = request.params as WorkerRequest<'docs'>['params'];
      return docsText(text, version, { format });
    }
    case 'ruleReference':
      return ruleReferenceEntries();
    case 'merge': {
      const { inputs, format } = request.params as WorkerRequest<'merge'>['params'];
      return mergeTexts(inputs, { format });
    }
    case 'import': {
      const { captures, protocolVersion, format } = request.params as WorkerRequest<'import'>['params'];
      return importTexts(captures, { protocolVersion, format });
    }
    default:
      throw new Error(`Unknown method ${String((request as { method: unknown }).method)}`);
  }
}
