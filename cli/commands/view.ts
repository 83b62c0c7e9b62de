// mcpdesc view FILE [--protocol-version V]: the Effective Protocol View for V (spec 4.12), validated for that version;
// without V, the only version the document declares.
import { convertText, viewText } from '../../core/validation/pipeline.ts';
import {
  CliFailure,
  inputFormatOption,
  oneFile,
  outputFormatOption,
  outputOptions,
  parseCommand,
  UsageError,
} from '../args.ts';
import { protocolVersion, readDocument } from '../document.ts';
import { withNewline, type Io } from '../io.ts';
import { stylish } from '../reports/stylish.ts';

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...outputOptions,
    'protocol-version': { type: 'string' },
    'input-format': { type: 'string' },
  });
  const file = oneFile(positionals);
  const given = values['protocol-version'];
  if (given === '') throw new UsageError('--protocol-version needs a version, e.g. 2025-11-25');
  const to = outputFormatOption(values);
  const document = await readDocument(io, file, {
    inputFormat: inputFormatOption(values['input-format']),
    version: given,
    command: 'view',
  });
  const { text, format } = document;
  const version = protocolVersion(file, document, given);
  const view = viewText(text, version, { format });
  if (!view.ok) {
    if (view.diagnostics.length > 0) io.stderr(stylish(file, false, view.diagnostics));
    throw new CliFailure(view.message, 1);
  }
  const errors = view.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    io.stderr(stylish(`${file}@${version}`, false, errors));
    throw new CliFailure(`the projected document for ${version} does not validate (4.12 step 8)`, 1);
  }
  const converted =
    to && to !== view.format
      ? convertText(view.text, to, { from: view.format })
      : { ok: true as const, text: view.text };
  if (!converted.ok) throw new CliFailure(converted.message, 1);
  io.stdout(withNewline(converted.text));
  return 0;
}
