// Test helper: applies a unified diff (one file's `--- a/` … hunks, as `mcpdesc fix --dry-run` prints) to the text
// it was made from, checking every context and removed line against that text, so a test can show that the printed
// diff turns the original into the fixed file. Written from the format (diff -u), as patch applies it.

/** The text's lines, each with its "\n" (the last may have none). */
function linesWithBreaks(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** Each file's diff in `output`, by the path after `--- a/`. */
export function diffsByFile(output: string): Map<string, string> {
  const diffs = new Map<string, string>();
  for (const part of output.split(/^(?=--- a\/)/m).filter((p) => p !== '')) {
    const path = /^--- a\/(.*)\n/.exec(part)?.[1];
    if (path === undefined) throw new Error(`not a diff: ${part.slice(0, 40)}`);
    diffs.set(path, part);
  }
  return diffs;
}

export function applyUnifiedDiff(before: string, diff: string): string {
  const old = linesWithBreaks(before);
  const lines = diff.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (!lines[0]?.startsWith('--- a/') || !lines[1]?.startsWith('+++ b/')) throw new Error('missing --- / +++ header');
  const out: string[] = [];
  let at = 0; // next line of `old`
  let last: ' ' | '-' | '+' | undefined;
  const take = (expected: string) => {
    const line = old[at++];
    if (line === undefined || line.replace(/\n$/, '') !== expected)
      throw new Error(`line ${at} is ${JSON.stringify(line)}, the diff says ${JSON.stringify(expected)}`);
    return line;
  };
  for (const line of lines.slice(2)) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@$/.exec(line);
    if (header) {
      const start = Number(header[1]);
      const until = header[2] === '0' ? start : start - 1;
      if (until < at) throw new Error(`hunk ${line} overlaps the one before`);
      while (at < until) out.push(old[at++]!);
      continue;
    }
    const [kind, text] = [line[0], line.slice(1)];
    if (kind === ' ') out.push(take(text));
    else if (kind === '-') take(text);
    else if (kind === '+') out.push(`${text}\n`);
    else if (line === '\\ No newline at end of file') {
      if (last === '-' || last === ' ') {
        if (old[at - 1]!.endsWith('\n')) throw new Error('the old line has a line break');
      }
      if (last === '+' || last === ' ') out[out.length - 1] = out.at(-1)!.replace(/\n$/, '');
      continue;
    } else throw new Error(`not a diff line: ${JSON.stringify(line)}`);
    last = kind;
  }
  while (at < old.length) out.push(old[at++]!);
  return out.join('');
}
