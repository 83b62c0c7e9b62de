// mcpdesc native FILE --protocol-version V --kind K [--name NAME]: what tools/list, resources/list,
// resources/templates/list or prompts/list returns for V (spec 4.14), as JSON, or the MCP value of one declaration.
import {
  nativeDeclarationText,
  nativeFailureRequirements,
  nativeFailureRules,
  nativeText,
  type NativeKind,
} from '../../core/validation/pipeline.ts';
import { CliFailure, inputFormatOption, oneFile, oneOf, parseCommand, UsageError } from '../args.ts';
import { readDocument } from '../document.ts';
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
  const version = values['protocol-version'];
  if (!version) throw new UsageError('native needs --protocol-version V');
  const kind = oneOf('kind', values.kind, kinds);
  if (!kind) throw new UsageError(`native needs --kind ${kinds.join('|')}`);
  const name = values.name;
  if (name === '') throw new UsageError('--name needs the name (uri, uriTemplate) of one declaration');
  const { text, format } = await readDocument(
    io,
    file,
    inputFormatOption(values['input-format']),
    version,
    false,
    'native',
  );
  const result =
    name !== undefined
      ? nativeDeclarationText(text, version, kind, name, { format })
      : nativeText(text, version, kind, { format });
  if (!result.ok) {
    const errors = (result.diagnostics ?? []).filter((d) => d.severity === 'error');
    if (result.code === 'projection-source-invalid' && errors.length > 0) io.stderr(stylish(file, false, errors));
    const where = result.path !== undefined ? ` (at ${result.path === '' ? '/' : result.path})` : '';
    throw new CliFailure(
      `${result.code} (${nativeFailureRules[result.code]}, ${nativeFailureRequirements[result.code]}): ${result.message}${where}`,
      1,
    );
  }
  io.stdout(('text' in result ? result.text : undefined) ?? `${JSON.stringify(result.value, null, 2)}\n`);
  return 0;
}
