// mcpdesc schema: the bundled JSON Schema of MCP Description 0.9.0-rc.3 documents, for editors that take only a
// schema (yaml-language-server's `# yaml-language-server: $schema=…` modeline, JSON's "$schema" or json.schemas).
import { documentSchemaJson } from '../../core/schema/document-schema.ts';
import { parseCommand, UsageError } from '../args.ts';
import type { Io } from '../io.ts';

export async function run(args: string[], io: Io): Promise<number> {
  const { positionals } = parseCommand(args, {});
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}" (schema takes no FILE)`);
  io.stdout(documentSchemaJson());
  return 0;
}
