// Runs one protocol request against the core. Pure and synchronous, so tests call it directly.
import { convertText, nativeDeclarationText, nativeDeclarations, nativeFailureRules, nativeText, organizeText, validateText, viewText } from '../../core/index.ts';
import { PROTOCOL_VERSION, type WorkerMethods, type WorkerRequest, type WorkerResponse } from './protocol.ts';

export function handleRequest(request: WorkerRequest): WorkerResponse {
  const started = performance.now();
  try {
    const result = dispatch(request);
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
    default:
      throw new Error(`Unknown method ${String((request as { method: unknown }).method)}`);
  }
}
