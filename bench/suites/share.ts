// Share links (src/share.ts): the v3 encoder (preset dictionary, canonical JSON sent compact, built-in example bases,
// the shortest of them, and a check) and decoder, timed against the v1 encoder (plain DEFLATE of a JSON wrapper) on the same text;
// the note gives the whole link's length (base http://127.0.0.1:4173/, tab "diagnostics"), v3 against v1, and v3 with
// the vocabulary dictionary alone (what a document that is no built-in example gets). No target: for tracking.
import { readFileSync } from 'node:fs';
import { serialize } from '../../core/document/index.ts';
import { utf8Length } from '../../core/document/limits.ts';
import {
  buildShareLink,
  decodeShareLink,
  encodeShareLink,
  encodeShareLinkV1,
  type ShareState,
} from '../../src/share.ts';
import { mcpDescriptionOfSize } from '../generate.ts';
import type { BenchCase, BenchSuite } from '../types.ts';

const base = 'http://127.0.0.1:4173/';
const examples: [string, 'json' | 'yaml'][] = [
  ['minimal', 'json'],
  ['invalid', 'yaml'],
  ['tags-and-extensions', 'json'],
  ['security', 'json'],
  ['components', 'yaml'],
  ['multi-version', 'yaml'],
  ['elicitation', 'yaml'],
  ['examples', 'json'],
];

const suite: BenchSuite = {
  name: 'share',
  cases() {
    const inputs: [string, ShareState][] = examples.map(([id, format]) => [
      `example ${id}`,
      {
        text: readFileSync(new URL(`../../src/examples/${id}.mcpdesc.${format}`, import.meta.url), 'utf8'),
        format,
        tab: 'diagnostics',
      },
    ]);
    inputs.push([
      'realistic 11.5 KB JSON',
      {
        text: readFileSync(new URL('../../test/app/share-data/realistic.mcpdesc.json', import.meta.url), 'utf8'),
        format: 'json',
        tab: 'diagnostics',
      },
    ]);
    inputs.push([
      'generated 100 KB JSON',
      { text: serialize(mcpDescriptionOfSize(100 * 1024), 'json'), format: 'json', tab: 'diagnostics' },
    ]);
    const cases: BenchCase[] = [];
    for (const [label, state] of inputs) {
      const v1 = `${base}#${encodeShareLinkV1(state)}`.length;
      const v2 = buildShareLink(base, state).length;
      const vocabulary = buildShareLink(base, state, { bases: false }).length;
      const fragment = encodeShareLink(state);
      const decoded = decodeShareLink(fragment);
      if (!decoded.ok || decoded.state.text !== state.text)
        throw new Error(`share link of ${label} does not reopen its text`);
      const baseline = { name: 'v1 encoder', run: () => encodeShareLinkV1(state) };
      const note = `link ${v2} chars (v1 ${v1}, ${Math.round((100 * (v2 - v1)) / v1)}%; vocabulary only ${vocabulary})`;
      cases.push({
        name: `share ${label}: encode v3`,
        bytes: utf8Length(state.text),
        run: () => encodeShareLink(state),
        baseline,
        note,
      });
      cases.push({
        name: `share ${label}: decode v3`,
        bytes: utf8Length(state.text),
        run: () => decodeShareLink(fragment),
        baseline: { name: 'JSON.parse', run: () => JSON.parse(JSON.stringify(state.text)) },
      });
    }
    return cases;
  },
};

export default suite;
