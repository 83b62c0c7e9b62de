// Command-line arguments: node:util parseArgs in strict mode, its errors turned into usage errors that name the
// option (exit 2), and the checks of option values every command shares.
import { parseArgs } from 'node:util';
import type { DocumentFormat } from '../core/diagnostics.ts';
import { closeNames } from '../core/lib/edit-distance.ts';

/** A mistake in the command line: printed with a pointer to the command's --help, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A failure that is not the user's command line (a file that cannot be read): printed alone, with its exit code. */
export class CliFailure extends Error {
  override name = 'CliFailure';
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

type OptionSpec = { type: 'string'; short?: string } | { type: 'boolean'; short?: string };

/** Parses `args` against `options` (strict: an unknown option or a missing value is a UsageError naming it). */
export function parseCommand<const O extends Record<string, OptionSpec>>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(describeParseError(error, Object.keys(options)));
  }
}

/**
 * The one of `candidates` that `written` most likely misspells: the closest, at most a third of its length of edits
 * away (at least one), for a misspelt command, option or option value; none when nothing is that close.
 */
export function closestName(written: string, candidates: readonly string[]): string | undefined {
  return closeNames(written, candidates, Math.max(1, Math.floor(written.length / 3)))[0];
}

/** " (did you mean X?)" with the closest of `candidates` (closestName), else "". */
export function didYouMean(written: string, candidates: readonly string[]): string {
  const closest = closestName(written, candidates);
  return closest === undefined ? '' : ` (did you mean ${closest}?)`;
}

/**
 * parseArgs's message rephrased around the option it names: "unknown option --jsno (did you mean --json?)", "--to
 * needs a value".
 */
function describeParseError(error: unknown, options: readonly string[]): string {
  const { code, message } = error as { code?: string; message?: string };
  const quoted = /'([^']*)'/.exec(message ?? '')?.[1] ?? '';
  const name = /--[\w-]+/.exec(quoted)?.[0] ?? /-\w/.exec(quoted)?.[0] ?? quoted;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    return `unknown option ${name}${
      name.startsWith('--')
        ? didYouMean(
            name,
            [...options, 'help'].map((o) => `--${o}`),
          )
        : ''
    }`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (message?.includes('does not take an argument')) return `${name} takes no value`;
    if (message?.includes('ambiguous'))
      return `${name} needs a value (to give one that starts with "-", write ${name}=VALUE)`;
    return `${name} needs a value`;
  }
  return message ?? String(error);
}

/** An option whose value must be one of `allowed`. */
export function oneOf<T extends string>(
  option: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  const closest = closestName(value, allowed);
  throw new UsageError(
    `--${option} must be ${allowed.length === 2 ? allowed.join(' or ') : `one of ${allowed.join(', ')}`} (got "${value}"${closest ? `; did you mean ${closest}?` : ''})`,
  );
}

const documentFormats: readonly DocumentFormat[] = ['json', 'yaml'];

export function inputFormatOption(value: string | undefined): DocumentFormat | undefined {
  return oneOf('input-format', value, documentFormats);
}

/**
 * The output document format of a command that prints a document: `--to`, or its synonym `--format` (what merge and
 * import called it, so existing scripts keep working). Both given must agree.
 */
export function outputFormatOption(values: { to?: string; format?: string }): DocumentFormat | undefined {
  const to = oneOf('to', values.to, documentFormats);
  const format = oneOf('format', values.format, documentFormats);
  if (to !== undefined && format !== undefined && to !== format)
    throw new UsageError(`--to ${to} and --format ${format} disagree (--format is a synonym of --to)`);
  return to ?? format;
}

/** Options of every command that prints a document. */
export const outputOptions = { to: { type: 'string' }, format: { type: 'string' } } as const;

/** Exactly one FILE. */
export function oneFile(positionals: string[]): string {
  if (positionals.length === 0) throw new UsageError('missing FILE');
  if (positionals.length > 1)
    throw new UsageError(`unexpected argument "${positionals[1]}" (this command takes one FILE)`);
  return positionals[0]!;
}

/** At least one FILE. */
export function someFiles(positionals: string[]): string[] {
  if (positionals.length === 0) throw new UsageError('missing FILE');
  return positionals;
}
