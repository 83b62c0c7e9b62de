// mcpdesc native FILE [--protocol-version V] [--kind K [--name NAME]]: what tools/list, resources/list,
// resources/templates/list or prompts/list returns for V (spec 4.14), as JSON, or the MCP value of one declaration;
// without --kind, every list as one object keyed by method; without V, the only version the document declares.
import {
  nativeDeclarationText,
  nativeFailureRequirements,
  nativeFailureRules,
  nativeListsText,
  nativeText,
  type NativeKind,
} from '../../core/validation/pipeline.ts';
import { CliFailure, inputFormatOption, oneFile, oneOf, parseCommand, UsageError } from '../args.ts';
import { protocolVersion, readDocument } from '../document.ts';
import type { Io } from '../io.ts';
import { stylish } from '../reports/stylish.ts';

const kinds: readonly NativeKind[] = ['tools', 'resources', 'resourceTemplates', 'prompts'];

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    'protocol-version': { type: 'string' },
    kind: { type: 'string' },
    name: { type: 'string' },
    'input-format': { type: 'string' },
  });
  const file = oneFile(positionals);
  const given = values['protocol-version'];
  if (given === '') throw new UsageError('--protocol-version needs a version, e.g. 2025-11-25');
  const kind = oneOf('kind', values.kind, kinds);
  const name = values.name;
  if (name === '') throw new UsageError('--name needs the name (uri, uriTemplate) of one declaration');
  if (name !== undefined && !kind) throw new UsageError(`--name goes with --kind ${kinds.join('|')}`);
  const document = await readDocument(io, file, {
    inputFormat: inputFormatOption(values['input-format']),
    version: given,
    command: 'native',
  });
  const { text, format } = document;
  const version = protocolVersion(file, document, given);
  const result = !kind
    ? nativeListsText(text, version, { format })
    : name !== undefined
      ? nativeDeclarationText(text, version, kind, name, { format })
      : nativeText(text, version, kind, { format });
  if (!result.ok) {
    const errors = (result.diagnostics ?? []).filter((d) => d.severity === 'error');
    if (result.code === 'projection-source-invalid' && errors.length > 0) io.stderr(stylish(file, false, errors));
    const where = result.path !== undefined ? ` (at ${result.path === '' ? '/' : result.path})` : '';
    const method = 'method' in result && result.method ? `${result.method}: ` : '';
    throw new CliFailure(
      `${method}${result.code} (${nativeFailureRules[result.code]}, ${nativeFailureRequirements[result.code]}): ${result.message}${where}`,
      1,
    );
  }
  if ('text' in result && result.text !== undefined) io.stdout(result.text);
  else if ('value' in result) io.stdout(`${JSON.stringify(result.value, null, 2)}\n`);
  return 0;
}
