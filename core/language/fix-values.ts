// Values a quick fix inserts when the user did not say them. Structure the schema fixes (objects, required members,
// constants) is written as data; every value the user must choose is a hole: in an editor, a snippet tab stop (a list
// of choices when the schema names the allowed values); written as plain text, a value that does not validate (null,
// or "" where a string must not be empty), so the member stays to complete and nothing like "TODO" ever passes as
// data.
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { LanguageDocument } from './document.ts';
import { escapeSnippet } from './snippets.ts';
import { allowedValues, expectedType, membersOf, resolveSchema, type SchemaNode } from './schema-walk.ts';
import type { TextEdit } from './types.ts';

interface Hole {
  /** Allowed values, offered as a snippet choice. */
  choices?: string[];
  /** A string that must not be empty: "" already fails, and the cursor goes between the quotes. */
  nonEmptyString?: boolean;
}

export interface Holes {
  /** A value standing for a new hole, to put into the data an edit writes. */
  hole(spec?: Hole): string;
  count(): number;
  /** Pointers (below `at`, where the data is written) of every hole in `value`. */
  pointers(value: unknown, at: string): string[];
  /** The edit as plain text and as a snippet, and where the first hole is in the plain text (offset and length). */
  realize(edit: TextEdit): { plain: TextEdit; snippet?: string; firstHole?: { offset: number; length: number } };
}

/** Holes for one document: marked by a word that does not occur in its text. */
export function createHoles(doc: LanguageDocument): Holes {
  let base = 'mcpdescHole';
  while (doc.text.includes(base)) base += 'x';
  const specs: Hole[] = [];
  const pattern = new RegExp(`"${base}(\\d+)z"|${base}(\\d+)z`, 'g');
  return {
    hole(spec = {}) {
      specs.push(spec);
      return `${base}${specs.length}z`;
    },
    count: () => specs.length,
    pointers(value, at) {
      const found: string[] = [];
      const walk = (v: unknown, pointer: string) => {
        if (typeof v === 'string' && v.startsWith(base)) found.push(pointer);
        else if (Array.isArray(v)) v.forEach((item, i) => walk(item, appendPointer(pointer, i)));
        else if (isObject(v)) for (const [k, item] of Object.entries(v)) walk(item, appendPointer(pointer, k));
      };
      walk(value, at);
      return found;
    },
    realize(edit) {
      if (specs.length === 0 || !edit.text.includes(base)) return { plain: edit };
      let plain = '';
      let snippet = '';
      let firstHole: { offset: number; length: number } | undefined;
      let last = 0;
      for (const match of edit.text.matchAll(pattern)) {
        const literal = edit.text.slice(last, match.index);
        plain += literal;
        snippet += escapeSnippet(literal);
        last = match.index + match[0].length;
        const number = Number(match[1] ?? match[2]);
        const spec = specs[number - 1] ?? {};
        // Quoted: a JSON value (JSON text, or a flow collection in YAML); bare: a YAML block value.
        const quoted = match[1] !== undefined;
        if (spec.nonEmptyString) {
          firstHole ??= { offset: plain.length + 1, length: 0 };
          plain += '""';
          snippet += `"\${${number}}"`;
          continue;
        }
        // `null` is never what a member the user completes takes (YAML reads an empty value as "", which may pass).
        firstHole ??= { offset: plain.length, length: 4 };
        plain += 'null';
        if (spec.choices && spec.choices.length > 0) {
          const options = spec.choices.map((c) => c.replace(/[\\,|$}]/g, (ch) => `\\${ch}`)).join(',');
          snippet += quoted ? `"\${${number}|${options}|}"` : `\${${number}|${options}|}`;
        } else {
          snippet += `\${${number}:null}`;
        }
      }
      const rest = edit.text.slice(last);
      plain += rest;
      snippet += escapeSnippet(rest);
      return { plain: { range: edit.range, text: plain }, snippet, firstHole };
    },
  };
}

/** The value a new member of this schema starts with: its structure, and a hole for every value the user chooses. */
export function skeleton(node: SchemaNode, holes: Holes, depth = 0): unknown {
  const resolved = resolveSchema(node);
  const schema = resolved.schema;
  // A use site that permits a Reference Object: the inline value.
  if (schema.if && schema.else) return skeleton({ schema: schema.else as SchemaNode['schema'] }, holes, depth);
  if ('const' in schema) return schema.const;
  if (/^Tool(Input|Output)Schema$/.test(resolved.def ?? '')) return { type: 'object' };
  const values = allowedValues(node);
  if (values.length > 0) return holes.hole({ choices: values.map(String) });
  switch (expectedType(node)) {
    case 'string':
      return holes.hole({ nonEmptyString: typeof schema.minLength === 'number' && schema.minLength >= 1 });
    case 'array': {
      const items = schema.items;
      const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return minItems > 0 && typeof items === 'object' && items !== null && depth < 3
        ? [skeleton({ schema: items as SchemaNode['schema'] }, holes, depth + 1)]
        : [];
    }
    case 'object': {
      const object: Record<string, unknown> = {};
      if (depth < 3)
        for (const member of membersOf([resolved]).filter((m) => m.required))
          object[member.name] = skeleton(member.schema, holes, depth + 1);
      return object;
    }
    default:
      return holes.hole();
  }
}
