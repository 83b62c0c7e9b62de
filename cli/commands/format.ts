// mcpdesc format FILE: the document converted (--to, or its synonym --format) and/or in the recommended order of
// spec section 18 (--order spec).
import { convertText, organizeText } from '../../core/validation/pipeline.ts';
import {
  CliFailure,
  inputFormatOption,
  oneFile,
  oneOf,
  outputFormatOption,
  outputOptions,
  parseCommand,
} from '../args.ts';
import { readDocument } from '../document.ts';
import { withNewline, type Io } from '../io.ts';

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...outputOptions,
    order: { type: 'string' },
    'input-format': { type: 'string' },
  });
  const file = oneFile(positionals);
  const to = outputFormatOption(values);
  const order = oneOf('order', values.order, ['source', 'spec'] as const) ?? 'source';
  let current = await readDocument(io, file, inputFormatOption(values['input-format']), undefined, false, 'format');
  if (order === 'spec') {
    const organized = organizeText(current.text, { format: current.format });
    if (!organized.ok) throw new CliFailure(organized.message, 1);
    current = { text: organized.text, format: organized.format };
  }
  const converted = convertText(current.text, to ?? current.format, { from: current.format });
  if (!converted.ok) throw new CliFailure(converted.message, 1);
  io.stdout(withNewline(converted.text));
  return 0;
}
