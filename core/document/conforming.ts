// Diagnostics of the document layer: all under mcpdesc.serialization.conforming (spec 3.1, 15).
import type { Diagnostic, SourceRange } from '../diagnostics.ts';

export const conformingRule = 'mcpdesc.serialization.conforming';

/**
 * The requirements of the serialization a problem breaks (3.1, 15.2, 15.3): JSON, each rule of the restricted YAML
 * profile, or conformance of the serialization as a whole (YAML that does not parse, limits of untrusted input).
 */
export const serializationRequirements = {
  conforming: 'req-conforming-serialization',
  json: 'req-serialization-json',
  aliases: 'req-serialization-yaml-aliases',
  duplicateKeys: 'req-serialization-yaml-duplicate-keys',
  scalars: 'req-serialization-yaml-scalars',
  singleDocument: 'req-serialization-yaml-single-document',
  stringKeys: 'req-serialization-yaml-string-keys',
  tags: 'req-serialization-yaml-tags',
} as const;

export type SerializationRequirement = (typeof serializationRequirements)[keyof typeof serializationRequirements];

export function conformingError(
  message: string,
  path: string,
  range: SourceRange | undefined,
  requirement: SerializationRequirement,
): Diagnostic {
  const d: Diagnostic = { rule: conformingRule, severity: 'error', path, requirement, message };
  if (range) d.range = range;
  return d;
}
