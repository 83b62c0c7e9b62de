// mcpdesc: the playground's core on the command line, so its verdicts can be reproduced in CI.
// Exit codes: 0 valid / success, 1 invalid document, 2 usage or I/O error.
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import {
  convertText,
  decodeDocumentBytes,
  detectFormat,
  importTexts,
  mergeConflictRequirements,
  mergeTexts,
  nativeDeclarationText,
  nativeFailureRequirements,
  nativeFailureRules,
  nativeText,
  organizeText,
  requirementLink,
  requirementSummary,
  validateBytes,
  validateText,
  viewText,
  type Diagnostic,
  type DocumentFormat,
  type ImportProblem,
  type MergeConflict,
  type NativeKind,
} from '../core/index.ts';

const usage = `Usage:
  mcpdesc validate FILE [--json [--rule-results]] [--explain] [--format json|yaml]
      Validate an MCP Description document (mcpdesc 0.9.0-rc.3). Each finding names its rule and the
      requirement (req-*) it violates.
      --explain       under each finding, the section of its requirement and what the requirement asks
      --json          print { "valid": bool, "diagnostics": [...] } (ranges are 1-based)
      --rule-results  also print "ruleResults": one status per rule (and declared protocol version)
  mcpdesc format FILE [--to json|yaml] [--order source|spec]
      Print the document converted and/or organized (spec section 18 order with --order spec).
  mcpdesc view FILE --protocol-version V [--to json|yaml]
      Print the Effective Protocol View of the document for MCP protocol version V (spec 4.12).
  mcpdesc native FILE --protocol-version V --kind tools|resources|resourceTemplates|prompts [--name NAME]
      Print the native MCP list result content for V as JSON, e.g. { "tools": [...] } (spec 4.14);
      with --name, only the MCP value of that declaration (NAME is the uri of a Resource and the
      uriTemplate of a Resource Template); on failure exit 1 with the failure code and rule on standard error.
  mcpdesc merge FILE... [--format json|yaml]
      Merge descriptions into one aggregate (spec 4.13); on a conflict exit 1 and print every conflict
      (kind, protocol versions, file:line:column and JSON Pointer in each input concerned) on standard error.
  mcpdesc import FILE... [--protocol-version V] [--format json|yaml]
      Build a description from captured MCP results (initialize or server/discover, tools/list,
      resources/list, resources/templates/list, prompts/list; bare results or JSON-RPC responses). A capture
      belongs to the version of the initialize result before it, else to --protocol-version; several versions
      are imported each and merged. Exit 1 with every reason on standard error when a capture is unrecognised
      or invalid, no version is known, or a capture cannot be represented faithfully.
  mcpdesc help
FILE may be - for standard input.`;

interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The file's bytes (decoded strictly as UTF-8, 15.2), or its text. */
  readFile(path: string): Uint8Array | string;
}

const nodeIo: Io = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readFile: (path) => readFileSync(path === '-' ? 0 : path),
};

/** Runs one command line; returns the exit code. Exported for tests. Never throws: anything unexpected is exit 2. */
export function run(argv: string[], io: Io = nodeIo): number {
  try {
    return runCommand(argv, io);
  } catch (error) {
    io.stderr(`mcpdesc: internal error: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}; please report it\n`);
    return 2;
  }
}

function runCommand(argv: string[], io: Io): number {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    (command === undefined ? io.stderr : io.stdout)(`${usage}\n`);
    return command === undefined ? 2 : 0;
  }
  if (command === 'merge') return runMerge(rest);
  if (command === 'import') return runImport(rest);
  const parsed = parseArgs(rest);
  if (typeof parsed === 'string') return fail(io, parsed);
  const { file, flags } = parsed;
  let input: Uint8Array | string;
  try {
    input = io.readFile(file);
  } catch (error) {
    return fail(io, `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, false);
  }
  const decoded = typeof input === 'string' ? { ok: true as const, text: input } : decodeDocumentBytes(input);
  if (!decoded.ok && command !== 'validate') return fail(io, `${file}: ${decoded.diagnostic.message}`, false, 1);
  const text = decoded.ok ? decoded.text : '';
  const format = formatOption(flags.get('format')) ?? formatFromName(file) ?? detectFormat(text);

  switch (command) {
    case 'validate': {
      if ([...flags.keys()].some((k) => k !== 'json' && k !== 'format' && k !== 'rule-results' && k !== 'explain')) return fail(io, 'validate takes --json, --rule-results, --explain and --format only');
      if (flags.has('explain') && flags.has('json')) return fail(io, '--explain is for the human report: --json already gives each finding its "requirement"');
      if (flags.has('format') && !formatOption(flags.get('format'))) return fail(io, '--format must be json or yaml');
      if (flags.has('rule-results') && !flags.has('json')) return fail(io, '--rule-results goes with --json');
      const result = decoded.ok ? validateText(text, { format }) : validateBytes(input as Uint8Array, { format });
      const report = { valid: result.valid, diagnostics: result.diagnostics, ...(flags.has('rule-results') ? { ruleResults: result.ruleResults } : {}) };
      if (flags.has('json')) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
      else io.stdout(humanReport(file, result.valid, result.diagnostics, flags.has('explain')));
      return result.valid ? 0 : 1;
    }
    case 'format': {
      if ([...flags.keys()].some((k) => k !== 'to' && k !== 'order' && k !== 'format')) return fail(io, 'format takes --to and --order only');
      const to = flags.has('to') ? formatOption(flags.get('to')) : undefined;
      if (flags.has('to') && !to) return fail(io, '--to must be json or yaml');
      const order = flags.get('order') ?? 'source';
      if (order !== 'source' && order !== 'spec') return fail(io, '--order must be source or spec');
      let current = { text, format };
      if (order === 'spec') {
        const organized = organizeText(current.text, { format: current.format });
        if (!organized.ok) return fail(io, organized.message, false, 1);
        current = { text: organized.text, format: organized.format };
      }
      const converted = convertText(current.text, to ?? current.format, { from: current.format });
      if (!converted.ok) return fail(io, converted.message, false, 1);
      io.stdout(converted.text.endsWith('\n') ? converted.text : `${converted.text}\n`);
      return 0;
    }
    case 'view': {
      if ([...flags.keys()].some((k) => k !== 'protocol-version' && k !== 'to' && k !== 'format')) return fail(io, 'view takes --protocol-version, --to and --format only');
      const version = flags.get('protocol-version');
      if (!version) return fail(io, 'view needs --protocol-version V');
      const to = flags.has('to') ? formatOption(flags.get('to')) : undefined;
      if (flags.has('to') && !to) return fail(io, '--to must be json or yaml');
      const view = viewText(text, version, { format });
      if (!view.ok) {
        io.stderr(view.diagnostics.length > 0 ? humanReport(file, false, view.diagnostics) : '');
        return fail(io, view.message, false, 1);
      }
      const errors = view.diagnostics.filter((d) => d.severity === 'error');
      if (errors.length > 0) {
        io.stderr(humanReport(`${file}@${version}`, false, errors));
        return fail(io, `the projected document for ${version} does not validate (4.12 step 8)`, false, 1);
      }
      const converted = to && to !== view.format ? convertText(view.text, to, { from: view.format }) : { ok: true as const, text: view.text };
      if (!converted.ok) return fail(io, converted.message, false, 1);
      io.stdout(converted.text.endsWith('\n') ? converted.text : `${converted.text}\n`);
      return 0;
    }
    case 'native': {
      if ([...flags.keys()].some((k) => k !== 'protocol-version' && k !== 'kind' && k !== 'format' && k !== 'name'))
        return fail(io, 'native takes --protocol-version, --kind, --name and --format only');
      const version = flags.get('protocol-version');
      if (!version) return fail(io, 'native needs --protocol-version V');
      const kind = flags.get('kind');
      if (!isNativeKind(kind)) return fail(io, `--kind must be one of ${nativeKindNames.join(', ')}`);
      const name = flags.get('name');
      if (flags.has('name') && !name) return fail(io, '--name needs the name (uri, uriTemplate) of one declaration');
      const result = name !== undefined ? nativeDeclarationText(text, version, kind, name, { format }) : nativeText(text, version, kind, { format });
      if (!result.ok) {
        const errors = (result.diagnostics ?? []).filter((d) => d.severity === 'error');
        if (result.code === 'projection-source-invalid' && errors.length > 0) io.stderr(humanReport(file, false, errors));
        const where = result.path !== undefined ? ` (at ${result.path === '' ? '/' : result.path})` : '';
        return fail(io, `${result.code} (${nativeFailureRules[result.code]}, ${nativeFailureRequirements[result.code]}): ${result.message}${where}`, false, 1);
      }
      io.stdout(('text' in result ? result.text : undefined) ?? `${JSON.stringify(result.value, null, 2)}\n`);
      return 0;
    }
    default:
      return fail(io, `unknown command "${command}"`);
  }

  /** Several FILEs, each read and then merged (4.13). */
  function runMerge(args: string[]): number {
    const parsed = parseArgs(args, { many: true });
    if (typeof parsed === 'string') return fail(io, parsed);
    if ([...parsed.flags.keys()].some((k) => k !== 'format')) return fail(io, 'merge takes --format only');
    const to = parsed.flags.has('format') ? formatOption(parsed.flags.get('format')) : undefined;
    if (parsed.flags.has('format') && !to) return fail(io, '--format must be json or yaml');
    const inputs = readAll(parsed.files);
    if (typeof inputs === 'string') return fail(io, inputs, false);
    const result = mergeTexts(inputs, { format: to });
    if (!result.ok) {
      io.stderr(conflictReport(result.conflicts));
      return 1;
    }
    io.stdout(result.text.endsWith('\n') ? result.text : `${result.text}\n`);
    return 0;
  }

  /** Captured MCP results in, a description out. */
  function runImport(args: string[]): number {
    const parsed = parseArgs(args, { many: true });
    if (typeof parsed === 'string') return fail(io, parsed);
    if ([...parsed.flags.keys()].some((k) => k !== 'format' && k !== 'protocol-version')) return fail(io, 'import takes --protocol-version and --format only');
    const to = parsed.flags.has('format') ? formatOption(parsed.flags.get('format')) : undefined;
    if (parsed.flags.has('format') && !to) return fail(io, '--format must be json or yaml');
    const inputs = readAll(parsed.files);
    if (typeof inputs === 'string') return fail(io, inputs, false);
    const result = importTexts(inputs, { protocolVersion: parsed.flags.get('protocol-version'), format: to });
    if (!result.ok) {
      io.stderr(problemReport(result.problems, 'import failed'));
      return 1;
    }
    if (result.notes.length > 0) io.stderr(problemReport(result.notes, undefined));
    io.stdout(result.text.endsWith('\n') ? result.text : `${result.text}\n`);
    return 0;
  }

  function readAll(files: string[]): { name: string; text: string; format?: DocumentFormat }[] | string {
    const out: { name: string; text: string; format?: DocumentFormat }[] = [];
    for (const file of files) {
      try {
        const input = io.readFile(file);
        const decoded = typeof input === 'string' ? { ok: true as const, text: input } : decodeDocumentBytes(input);
        if (!decoded.ok) return `${file}: ${decoded.diagnostic.message}`;
        out.push({ name: file, text: decoded.text, format: formatFromName(file) });
      } catch (error) {
        return `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
      }
    }
    return out;
  }

  function fail(out: Io, message: string, showUsage = true, code = 2): number {
    out.stderr(`mcpdesc: ${message}\n${showUsage ? `${usage}\n` : ''}`);
    return code;
  }
}

function parseArgs(args: string[]): { file: string; flags: Map<string, string> } | string;
function parseArgs(args: string[], options: { many: true }): { files: string[]; flags: Map<string, string> } | string;
function parseArgs(args: string[], options?: { many: true }): { file: string; flags: Map<string, string> } | { files: string[]; flags: Map<string, string> } | string {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      if (name === 'json' || name === 'rule-results' || name === 'explain') flags.set(name, 'true');
      else if (inline !== undefined) flags.set(name, inline);
      else if (i + 1 < args.length) flags.set(name, args[++i]!);
      else return `--${name} needs a value`;
    } else positional.push(arg);
  }
  if (options?.many) return positional.length === 0 ? 'missing FILE' : { files: positional, flags };
  if (positional.length !== 1) return positional.length === 0 ? 'missing FILE' : `unexpected argument "${positional[1]}"`;
  return { file: positional[0]!, flags };
}

const nativeKindNames: readonly NativeKind[] = ['tools', 'resources', 'resourceTemplates', 'prompts'];

function isNativeKind(value: string | undefined): value is NativeKind {
  return (nativeKindNames as readonly (string | undefined)[]).includes(value);
}

function formatOption(value: string | undefined): DocumentFormat | undefined {
  return value === 'json' || value === 'yaml' ? value : undefined;
}

function formatFromName(file: string): DocumentFormat | undefined {
  const ext = extname(file).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.yaml' || ext === '.yml') return 'yaml';
  return undefined;
}

/** Import problems (or notes): code, version and message, then each place in the captures. */
function problemReport(problems: readonly ImportProblem[], summary: string | undefined): string {
  const lines: string[] = [];
  for (const problem of problems) {
    const version = problem.protocolVersion ? ` (MCP ${problem.protocolVersion})` : '';
    lines.push(`${summary ? 'error' : 'note'} ${problem.code}${version}: ${problem.message}`);
    for (const at of problem.locations) {
      const where = at.range ? `${at.input}:${at.range.start.line}:${at.range.start.column}` : at.input;
      lines.push(`  ${where} ${at.path === '' ? '/' : at.path}${at.note ? `: ${at.note}` : ''}`);
    }
  }
  if (summary) lines.push(`${summary}: ${problems.length} problem(s)`);
  return `${lines.join('\n')}\n`;
}

/** Every conflict: its kind, protocol versions and message, then each place as file:line:column (JSON Pointer). */
export function conflictReport(conflicts: readonly MergeConflict[]): string {
  const lines: string[] = [];
  for (const conflict of conflicts) {
    const versions = conflict.protocolVersions.length > 0 ? ` (MCP ${conflict.protocolVersions.join(', ')})` : '';
    lines.push(`conflict ${conflict.kind}${versions} [${mergeConflictRequirements[conflict.kind]}]: ${conflict.message}`);
    for (const at of conflict.locations) {
      const where = at.range ? `${at.input}:${at.range.start.line}:${at.range.start.column}` : at.input;
      lines.push(`  ${where} ${at.path === '' ? '/' : at.path}${at.note ? `: ${at.note}` : ''}`);
    }
  }
  lines.push(`merge failed: ${conflicts.length} conflict(s)`);
  return `${lines.join('\n')}\n`;
}

/**
 * One line per finding: where, severity, rule, protocol version, the requirement it violates, message. With `explain`,
 * a second line gives the one section that holds the requirement and what the requirement asks.
 */
function humanReport(file: string, valid: boolean, diagnostics: Diagnostic[], explain = false): string {
  const lines = diagnostics.flatMap((d) => {
    const where = d.range ? `${file}:${d.range.start.line}:${d.range.start.column}` : file;
    const version = d.protocolVersion ? ` (MCP ${d.protocolVersion})` : '';
    const requirement = d.requirement ? ` [${d.requirement}]` : '';
    const line = `${where}: ${d.severity} ${d.rule}${version}${requirement}: ${d.message}`;
    if (!explain || d.requirement === undefined) return [line];
    const link = requirementLink(d.requirement);
    return [line, `    ${link?.label ?? d.requirement}: ${requirementSummary(d.requirement) ?? '(no summary for this requirement)'}`];
  });
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  lines.push(`${valid ? 'valid' : 'invalid'}: ${errors} error(s), ${warnings} warning(s)`);
  return `${lines.join('\n')}\n`;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
if (invokedDirectly) process.exitCode = run(process.argv.slice(2));
