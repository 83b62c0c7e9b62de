// A conservative static test for regular expressions prone to catastrophic backtracking. Embedded schemas are
// untrusted (9.3: "apply appropriate size and evaluation limits") and a RegExp cannot be interrupted, so a pattern
// with a group that repeats without bound and itself contains an unbounded quantifier, such as `^(a+)+$`, is not run.
// A group whose iterations are delimited by a literal separator that its repeated parts cannot match, such as
// `(-[a-z]+)*` or `([a-z]+\.)*`, splits the subject unambiguously and is allowed. Overlapping alternations such as
// `(a|a)*` are not detected; the subject length cap in validation bounds what remains.

interface Item {
  kind: 'char' | 'class' | 'group' | 'other';
  /** Source text of the atom (without its quantifier). */
  text: string;
  unbounded: boolean;
  /** A group's alternatives. */
  alternatives?: Item[][];
}

/** Length of the quantifier at `i` and whether it is unbounded (`*`, `+`, `{n,}`); 0 when there is none. */
function quantifierAt(pattern: string, i: number): { length: number; unbounded: boolean } {
  const c = pattern[i];
  if (c === '*' || c === '+') return { length: pattern[i + 1] === '?' ? 2 : 1, unbounded: true };
  if (c === '?') return { length: pattern[i + 1] === '?' ? 2 : 1, unbounded: false };
  if (c === '{') {
    const match = /^\{(\d+)(,(\d*))?\}\??/.exec(pattern.slice(i));
    if (match) return { length: match[0].length, unbounded: match[2] !== undefined && match[3] === '' };
  }
  return { length: 0, unbounded: false };
}

/** Parse alternatives from `start` until an unmatched `)` or the end; returns them and the index after. */
function parseAlternatives(pattern: string, start: number): [Item[][], number] {
  const alternatives: Item[][] = [[]];
  let i = start;
  while (i < pattern.length && pattern[i] !== ')') {
    const c = pattern[i]!;
    if (c === '|') {
      alternatives.push([]);
      i++;
      continue;
    }
    let item: Item;
    const begin = i;
    if (c === '\\') {
      i += 2;
      const escaped = pattern[begin + 1] ?? '';
      item = { kind: /[dDwWsSbBpPu]/.test(escaped) || /\d/.test(escaped) ? 'class' : 'char', text: pattern.slice(begin, i), unbounded: false };
      if (item.kind === 'class' && /[pPu]/.test(escaped) && pattern[i] === '{') i = Math.max(i, pattern.indexOf('}', i) + 1);
      item.text = pattern.slice(begin, i);
    } else if (c === '[') {
      i++;
      if (pattern[i] === '^') i++;
      if (pattern[i] === ']') i++;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      i++;
      item = { kind: 'class', text: pattern.slice(begin, i), unbounded: false };
    } else if (c === '(') {
      let inner = i + 1;
      if (pattern[inner] === '?') {
        // (?: (?= (?! (?<= (?<! (?<name>
        const named = /^\?<[A-Za-z_$][\w$]*>/.exec(pattern.slice(inner));
        inner += named ? named[0].length : pattern[inner + 1] === '<' ? 3 : 2;
      }
      const [alternativesInside, end] = parseAlternatives(pattern, inner);
      i = end + 1;
      item = { kind: 'group', text: pattern.slice(begin, i), unbounded: false, alternatives: alternativesInside };
    } else if ('^$'.includes(c)) {
      i++;
      item = { kind: 'other', text: c, unbounded: false };
    } else {
      i++;
      item = { kind: c === '.' ? 'class' : 'char', text: c, unbounded: false };
    }
    const q = quantifierAt(pattern, i);
    if (q.length > 0) {
      item.unbounded = q.unbounded;
      i += q.length;
    }
    alternatives[alternatives.length - 1]!.push(item);
  }
  return [alternatives, i];
}

/** Every item inside a sequence, nested groups included. */
function* walk(items: Item[]): Generator<Item> {
  for (const item of items) {
    yield item;
    for (const alternative of item.alternatives ?? []) yield* walk(alternative);
  }
}

function matches(atom: string, char: string): boolean {
  try {
    return new RegExp(`^(?:${atom})$`, 'u').test(char);
  } catch {
    return true;
  }
}

/** Whether a repeated group's single alternative starts or ends with a literal that none of its unbounded parts can match. */
function delimited(group: Item): boolean {
  if (group.alternatives?.length !== 1) return false;
  const sequence = group.alternatives[0]!;
  const repeated = [...walk(sequence)].filter((item) => item.unbounded);
  if (repeated.some((item) => item.kind === 'group')) return false;
  const literal = (item: Item | undefined) => (item && item.kind === 'char' && !item.unbounded ? item.text.replace(/^\\/, '') : undefined);
  return [literal(sequence[0]), literal(sequence[sequence.length - 1])].some(
    (separator) => separator !== undefined && separator.length === 1 && !repeated.some((item) => matches(item.text, separator)),
  );
}

/** Whether `pattern` has nested unbounded quantifiers that are not delimited by a literal separator. */
export function hasNestedUnboundedQuantifier(pattern: string): boolean {
  const [alternatives] = parseAlternatives(pattern, 0);
  for (const item of walk(alternatives.flat())) {
    if (item.kind !== 'group' || !item.unbounded) continue;
    const inner = [...walk((item.alternatives ?? []).flat())];
    if (inner.some((child) => child.unbounded) && !delimited(item)) return true;
  }
  return false;
}
