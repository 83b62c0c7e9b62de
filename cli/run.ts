// The mcpdesc command line: `run(argv, io)` runs one command and resolves to its exit status (0 success or valid,
// 1 invalid document or failed operation, 2 usage or I/O error); it never throws. Each command is a module of
// ./commands/, loaded when named, so a command loads only the part of the core it uses.
import { CliFailure, didYouMean, UsageError } from './args.ts';
import { commandHelp, commandNames, isCommandName, usage, type CommandName } from './help.ts';
import { nodeIo, type Io } from './io.ts';
import { version } from './version.ts';

export type { Io } from './io.ts';

interface CommandModule {
  run(args: string[], io: Io): Promise<number>;
}

const commands: Record<CommandName, () => Promise<CommandModule>> = {
  validate: () => import('./commands/validate.ts'),
  fix: () => import('./commands/fix.ts'),
  format: () => import('./commands/format.ts'),
  view: () => import('./commands/view.ts'),
  native: () => import('./commands/native.ts'),
  merge: () => import('./commands/merge.ts'),
  import: () => import('./commands/import.ts'),
  lsp: () => import('./commands/lsp.ts'),
  schema: () => import('./commands/schema.ts'),
  docs: () => import('./commands/docs.ts'),
};

export async function run(argv: string[], io: Io = nodeIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === undefined) {
      io.stderr(`${usage}\n`);
      return 2;
    }
    if (command === '--help' || command === '-h' || command === 'help') {
      const topic = args[0];
      io.stdout(`${isCommandName(topic) ? commandHelp(topic) : usage}\n`);
      return 0;
    }
    if (command === '--version') {
      io.stdout(`${version}\n`);
      return 0;
    }
    if (!isCommandName(command))
      throw new UsageError(
        command.startsWith('-')
          ? `unknown option ${command} (options follow the command)${didYouMean(command, ['--help', '--version'])}`
          : `unknown command "${command}"${didYouMean(command, commandNames)}`,
      );
    const end = args.indexOf('--');
    const options = end < 0 ? args : args.slice(0, end);
    if (options.includes('--help') || options.includes('-h')) {
      io.stdout(`${commandHelp(command)}\n`);
      return 0;
    }
    return await (await commands[command]()).run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      const name = isCommandName(command) ? command : undefined;
      const prefix = name ? `mcpdesc ${name}` : 'mcpdesc';
      io.stderr(`${prefix}: ${error.message}\nRun ${prefix} --help for usage.\n`);
      return 2;
    }
    if (error instanceof CliFailure) {
      io.stderr(`mcpdesc: ${error.message}\n`);
      return error.exitCode;
    }
    io.stderr(
      `mcpdesc: internal error: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}; please report it\n`,
    );
    return 2;
  }
}
