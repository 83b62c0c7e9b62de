// Colour in the stylish report: on when standard output is a terminal, unless the environment or the command line
// says otherwise. `--color` / `--no-color` win; then FORCE_COLOR (set, not "0" or "false") turns it on and NO_COLOR
// (set, not empty) turns it off, FORCE_COLOR first as Node's own output does; a report written to a file
// (--output) is never coloured. Plain ANSI SGR codes: five styles do not need a library.

export interface Paint {
  red(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
  underline(text: string): string;
}

/** Whether to colour: `flag` is the last of --color / --no-color on the command line, if any. */
export function colorWanted(
  flag: boolean | undefined,
  terminal: { stdoutIsTTY: boolean; env: Record<string, string | undefined> },
): boolean {
  if (flag !== undefined) return flag;
  const force = terminal.env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  if (terminal.env.NO_COLOR) return false;
  return terminal.stdoutIsTTY;
}

const style = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

export function paint(color: boolean): Paint {
  if (!color) return { red: plain, yellow: plain, dim: plain, bold: plain, underline: plain };
  return { red: style(31, 39), yellow: style(33, 39), dim: style(2, 22), bold: style(1, 22), underline: style(4, 24) };
}
