// Regular expressions taken from documents (JSON Schema `pattern`, `patternProperties` names; 9.2 gives them ECMA-262
// syntax) run on a linear-time engine: RE2 (the `re2js` port: pure JavaScript, no eval, so allowed under the app's
// CSP). A backtracking RegExp cannot be interrupted, and untrusted patterns such as `^(a|a)*$` take exponential time
// on it (9.3: "apply appropriate size and evaluation limits"). The ECMA-262 pattern (with the `u` flag, as JSON
// Schema validators compile it) is translated construct by construct into RE2 syntax with the same meaning: `\d`,
// `\w`, `\b` stay ASCII, `\s` and `.` get ECMA-262's sets of white space and line terminators, `$` matches only at
// the end. Backreferences and lookaround have no linear-time form: such a pattern is reported, not run.
// The engine is installed by ./re2.ts (core/index.ts and the tests load it with the core; the app's worker loads it
// only for a text that can hold a pattern, so the first load does not carry it).

/** What this module needs of RE2JS. */
export interface RegexEngine {
  compile(source: string): { test(subject: string): boolean };
}

let engine: RegexEngine | undefined;

/** Makes `engine` the linear-time matcher (./re2.ts installs re2js). */
export function installRegexEngine(installed: RegexEngine): void {
  engine = installed;
}

/** Whether a linear-time matcher is installed. */
export function regexEngineInstalled(): boolean {
  return engine !== undefined;
}

/** A compiled pattern: `test` searches the subject (unanchored, as JSON Schema's `pattern`); `size` as translate's. */
export type CompiledPattern =
  { ok: true; test: (subject: string) => boolean; size: number } | { ok: false; reason: string };

const MAX = 0x10ffff;
type Ranges = [number, number][];

// ECMA-262 WhiteSpace and LineTerminator (22.2.2.9 CharacterClassEscape `s`).
const spaceRanges: Ranges = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const digitRanges: Ranges = [[0x30, 0x39]];
const wordRanges: Ranges = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
// `.` without the `s` flag: everything but LineTerminator.
const dotRanges: Ranges = complement([
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
]);

function complement(ranges: Ranges): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Ranges = [];
  let next = 0;
  for (const [lo, hi] of sorted) {
    if (lo > next) out.push([next, lo - 1]);
    next = Math.max(next, hi + 1);
  }
  if (next <= MAX) out.push([next, MAX]);
  return out;
}

function hex(cp: number): string {
  return `\\x{${cp.toString(16)}}`;
}

function classItems(ranges: Ranges): string {
  return ranges.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join('');
}

/** A literal code point in RE2 syntax (letters and digits as themselves, everything else as `\x{…}`). */
function literal(cp: number): string {
  return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a)
    ? String.fromCharCode(cp)
    : hex(cp);
}

// Unicode property escapes (ECMA-262 table 68-70): General_Category values by long and short name, and scripts. RE2
// knows the categories by short name and scripts by name; binary properties other than ASCII and Any it does not have.
const categories: Record<string, string> = {
  Letter: 'L',
  Cased_Letter: 'L&',
  Uppercase_Letter: 'Lu',
  Lowercase_Letter: 'Ll',
  Titlecase_Letter: 'Lt',
  Modifier_Letter: 'Lm',
  Other_Letter: 'Lo',
  Mark: 'M',
  Combining_Mark: 'M',
  Nonspacing_Mark: 'Mn',
  Spacing_Mark: 'Mc',
  Enclosing_Mark: 'Me',
  Number: 'N',
  Decimal_Number: 'Nd',
  digit: 'Nd',
  Letter_Number: 'Nl',
  Other_Number: 'No',
  Punctuation: 'P',
  punct: 'P',
  Connector_Punctuation: 'Pc',
  Dash_Punctuation: 'Pd',
  Open_Punctuation: 'Ps',
  Close_Punctuation: 'Pe',
  Initial_Punctuation: 'Pi',
  Final_Punctuation: 'Pf',
  Other_Punctuation: 'Po',
  Symbol: 'S',
  Math_Symbol: 'Sm',
  Currency_Symbol: 'Sc',
  Modifier_Symbol: 'Sk',
  Other_Symbol: 'So',
  Separator: 'Z',
  Space_Separator: 'Zs',
  Line_Separator: 'Zl',
  Paragraph_Separator: 'Zp',
  Other: 'C',
  Control: 'Cc',
  cntrl: 'Cc',
  Format: 'Cf',
  Surrogate: 'Cs',
  Private_Use: 'Co',
  Unassigned: 'Cn',
};
const shortCategories = new Set(Object.values(categories).filter((c) => c !== 'L&'));

class Unsupported extends Error {}

/** RE2 class items for `\p{…}` / `\P{…}`. */
function property(body: string, negated: boolean): string {
  const p = negated ? 'P' : 'p';
  if (body === 'ASCII') return negated ? classItems([[0x80, MAX]]) : classItems([[0, 0x7f]]);
  if (body === 'Any') return negated ? '' : classItems([[0, MAX]]);
  const eq = body.indexOf('=');
  const [name, value] = eq < 0 ? ['', body] : [body.slice(0, eq), body.slice(eq + 1)];
  if (name === '' || name === 'General_Category' || name === 'gc') {
    const short = categories[value] ?? (shortCategories.has(value) ? value : undefined);
    if (short === 'L&') return negated ? `\\P{Lu}\\P{Ll}\\P{Lt}` : `\\p{Lu}\\p{Ll}\\p{Lt}`;
    if (short !== undefined) return `\\${p}{${short}}`;
    if (name !== '') throw new Unsupported(`the Unicode property \\${p}{${body}}`);
  }
  if (name === 'Script' || name === 'sc') return `\\${p}{${value}}`;
  throw new Unsupported(`the Unicode property \\${p}{${body}}`);
}

/**
 * Translates an ECMA-262 pattern (already known to compile with the `u` flag) into RE2 syntax; `size` estimates the
 * matcher's program (atoms, with counted repetitions expanded), which its matching time is proportional to.
 */
export function translate(pattern: string): { source: string; size: number } {
  let i = 0;
  const n = pattern.length;
  const cp = (): number => pattern.codePointAt(i)!;
  const take = (): number => {
    const c = cp();
    i += c > 0xffff ? 2 : 1;
    return c;
  };
  const hexDigits = (count: number): number => {
    const v = parseInt(pattern.slice(i, i + count), 16);
    i += count;
    return v;
  };
  /** `\u` escapes (after the `u`): `{…}`, or four digits possibly forming a surrogate pair with a following `\uDCxx`. */
  const unicodeEscape = (): number => {
    if (pattern[i] === '{') {
      const end = pattern.indexOf('}', i);
      const v = parseInt(pattern.slice(i + 1, end), 16);
      i = end + 1;
      return v;
    }
    const v = hexDigits(4);
    if (
      v >= 0xd800 &&
      v <= 0xdbff &&
      pattern.startsWith('\\u', i) &&
      /^[dD][c-fC-F][0-9a-fA-F]{2}$/.test(pattern.slice(i + 2, i + 6))
    ) {
      i += 2;
      const low = hexDigits(4);
      return 0x10000 + ((v - 0xd800) << 10) + (low - 0xdc00);
    }
    return v;
  };
  /** An escape after `\` as class items, or a single code point; `inClass` for `\b` (backspace) and `\-`. */
  const escape = (inClass: boolean): { items: string } | { cp: number } | { assertion: string } => {
    const c = take();
    switch (c) {
      case 0x64:
        return { items: classItems(digitRanges) }; // d
      case 0x44:
        return { items: classItems(complement(digitRanges)) }; // D
      case 0x77:
        return { items: classItems(wordRanges) }; // w
      case 0x57:
        return { items: classItems(complement(wordRanges)) }; // W
      case 0x73:
        return { items: classItems(spaceRanges) }; // s
      case 0x53:
        return { items: classItems(complement(spaceRanges)) }; // S
      case 0x74:
        return { cp: 9 };
      case 0x6e:
        return { cp: 10 };
      case 0x76:
        return { cp: 11 };
      case 0x66:
        return { cp: 12 };
      case 0x72:
        return { cp: 13 };
      case 0x63:
        return { cp: take() % 32 }; // \cX
      case 0x30:
        return { cp: 0 }; // \0 (never followed by a digit with the u flag)
      case 0x78:
        return { cp: hexDigits(2) };
      case 0x75:
        return { cp: unicodeEscape() };
      case 0x70:
      case 0x50: {
        const end = pattern.indexOf('}', i);
        const body = pattern.slice(i + 1, end);
        i = end + 1;
        return { items: property(body, c === 0x50) };
      }
      case 0x62:
        return inClass ? { cp: 8 } : { assertion: '\\b' };
      case 0x42:
        return { assertion: '\\B' };
      case 0x6b:
        throw new Unsupported('a backreference');
      default:
        if (c >= 0x31 && c <= 0x39) throw new Unsupported('a backreference');
        return { cp: c }; // identity escape of a syntax character (or `-` in a class)
    }
  };
  const characterClass = (): string => {
    // At the character after `[`.
    let negated = false;
    if (pattern[i] === '^') {
      negated = true;
      i++;
    }
    let items = '';
    let empty = true;
    const atom = (): { items: string } | { cp: number } => {
      if (pattern[i] === '\\') {
        i++;
        const e = escape(true);
        return 'assertion' in e ? { cp: 8 } : e;
      }
      return { cp: take() };
    };
    while (i < n && pattern[i] !== ']') {
      const first = atom();
      if ('cp' in first && pattern[i] === '-' && pattern[i + 1] !== ']' && i + 1 < n) {
        i++;
        const second = atom();
        if ('cp' in second) {
          items += `${hex(first.cp)}-${hex(second.cp)}`;
          empty = false;
          continue;
        }
        items += hex(first.cp) + hex(0x2d) + second.items;
        empty = false;
        continue;
      }
      items += 'cp' in first ? hex(first.cp) : first.items;
      empty = false;
    }
    i++; // ']'
    // RE2 has no empty class: [] never matches, [^] matches any code point.
    if (empty || items === '') return negated ? `[${classItems([[0, MAX]])}]` : `[^${classItems([[0, MAX]])}]`;
    return negated ? `[^${items}]` : `[${items}]`;
  };
  /** The translated alternatives up to `)` or the end, and their size (atoms, repetitions expanded). */
  const sequence = (): [string, number] => {
    let out = '';
    let size = 0;
    let last = 0;
    const atom = (text: string, atomSize: number): void => {
      out += text;
      size += atomSize;
      last = atomSize;
    };
    while (i < n && pattern[i] !== ')') {
      const c = pattern[i]!;
      if (c === '|') {
        out += '|';
        i++;
        continue;
      }
      if (c === '(') {
        i++;
        if (pattern[i] === '?') {
          const next = pattern[i + 1];
          if (next === ':') i += 2;
          else if (next === '=' || next === '!' || (next === '<' && (pattern[i + 2] === '=' || pattern[i + 2] === '!')))
            throw new Unsupported('a lookaround assertion');
          else if (next === '<')
            i = pattern.indexOf('>', i) + 1; // named group
          else throw new Unsupported('a group modifier');
        }
        const [inner, innerSize] = sequence();
        i++; // ')'
        atom(`(?:${inner})`, innerSize + 1);
        continue;
      }
      if (c === '[') {
        i++;
        atom(characterClass(), 1);
        continue;
      }
      if (c === '\\') {
        i++;
        const e = escape(false);
        atom('assertion' in e ? e.assertion : 'cp' in e ? literal(e.cp) : `[${e.items}]`, 1);
        continue;
      }
      if (c === '.') {
        i++;
        atom(`[${classItems(dotRanges)}]`, 1);
        continue;
      }
      if (c === '^' || c === '$') {
        i++;
        atom(c, 1);
        continue;
      }
      if (c === '*' || c === '+' || c === '?') {
        // A quantifier (or the `?` making the previous one lazy, which cannot change whether there is a match).
        i++;
        out += c;
        size += 1;
        continue;
      }
      if (c === '{') {
        // A quantifier (the u flag allows no literal braces): the atom is repeated up to its bound.
        const end = pattern.indexOf('}', i);
        const bounds = pattern.slice(i + 1, end).split(',');
        const copies = Math.max(Number(bounds[0]), bounds[1] ? Number(bounds[1]) : 0, 1);
        out += pattern.slice(i, end + 1);
        size += last * (copies - 1) + 1;
        last = 0;
        i = end + 1;
        continue;
      }
      atom(literal(take()), 1);
    }
    return [out, size];
  };
  // ECMA-262 `^`/`$` without the m flag are the input's start and end, as RE2's are by default.
  const [source, size] = sequence();
  return { source, size };
}

/** Largest program (atoms, repetitions expanded) compiled: compiling and matching cost grow with it. */
export const maxPatternSize = 20_000;

const cache = new Map<string, CompiledPattern>();

/** Whether the pattern is compiled already (compiling costs work that evaluation budgets count). */
export function isCompiled(pattern: string): boolean {
  return cache.has(pattern);
}

/** The pattern compiled for linear-time matching, or why it cannot be (cached per pattern text). */
export function compilePattern(pattern: string): CompiledPattern {
  const known = cache.get(pattern);
  if (known) return known;
  let compiled: CompiledPattern;
  try {
    new RegExp(pattern, 'u');
  } catch {
    compiled = { ok: false, reason: 'is not a valid regular expression' };
    return remember(pattern, compiled);
  }
  try {
    const { source, size } = translate(pattern);
    if (size > maxPatternSize) {
      compiled = {
        ok: false,
        reason: `is too large for the linear-time matcher (${size} atoms with repetitions expanded, at most ${maxPatternSize}), so it is not run`,
      };
      return remember(pattern, compiled);
    }
    // Never a silent pass: without the engine the pattern is reported as not run (and not remembered).
    if (!engine) return { ok: false, reason: 'cannot be run: the linear-time matcher is not loaded' };
    const re = engine.compile(source);
    compiled = { ok: true, test: (subject) => re.test(subject), size };
  } catch (error) {
    compiled = {
      ok: false,
      reason:
        error instanceof Unsupported
          ? `uses ${error.message}, which has no linear-time evaluation, so it is not run`
          : `cannot be run by the linear-time matcher (${error instanceof Error ? error.message.split('\n')[0] : String(error)}), so it is not run`,
    };
  }
  return remember(pattern, compiled);
}

function remember(pattern: string, compiled: CompiledPattern): CompiledPattern {
  if (cache.size >= 1000) cache.delete(cache.keys().next().value!);
  cache.set(pattern, compiled);
  return compiled;
}
