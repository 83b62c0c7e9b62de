// mcpdesc lsp [--stdio]: the language server (./lsp/server.ts) over standard input and output, the one transport it
// speaks; it runs until the editor sends shutdown and exit (exit status 0, or 1 on exit without shutdown).
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { parseCommand, UsageError } from '../args.ts';
import type { Io } from '../io.ts';
import { startServer } from '../lsp/server.ts';

export async function run(args: string[], _io: Io): Promise<number> {
  const { positionals } = parseCommand(args, { stdio: { type: 'boolean' } });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}" (lsp takes no FILE)`);
  startServer(createConnection(ProposedFeatures.all, process.stdin, process.stdout));
  // The connection ends the process on exit; until then the command is running.
  return new Promise<number>(() => {});
}
