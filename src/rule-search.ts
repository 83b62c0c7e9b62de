// Rule reference search, ranked by relevance: an exact rule id first, then rules whose id has the word as one of its
// parts (`tag` → mcpdesc.tag.members, mcpdesc.tags.references), then titles, then requirements (anchors and what they
// ask), then what the rule checks, why, and its examples' titles. Every word of the query must match somewhere; a word
// also matches the words people use for the same idea ("duplicate" finds rules about unique names and repeats).
import type { RuleReferenceEntry } from '../core/reference/rule-reference.ts';

/** What each part of an entry weighs when a query word is found in it. */
const weights = { idPart: 300, idPrefix: 150, title: 100, requirements: 50, text: 20 } as const;
/** A match through another word for the same idea counts for a little less than the word itself. */
const synonymFactor = 0.8;

/** Words that name the same idea in rule texts; a query word in a group also looks for the others. */
const synonymGroups: readonly (readonly string[])[] = [
  ['duplicate', 'unique', 'repeat', 'repeated', 'more than once', 'at most once', 'sharing a', 'same name'],
  ['missing', 'required', 'lack', 'absent'],
  ['unknown', 'undeclared', 'not declared', 'unexpected'],
  ['version', 'protocol version', 'protocolversions'],
];

/** `tags` → `tag`, `duplicates` → `duplicate`: a plural and its singular match each other. */
function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

function alternatives(word: string): string[] {
  const group = synonymGroups.find((g) => g.some((w) => stem(w) === stem(word)));
  return group ? group.filter((w) => stem(w) !== stem(word)) : [];
}

/** Lower-cased texts of an entry, per part. */
interface Indexed {
  entry: RuleReferenceEntry;
  idParts: string[];
  title: string;
  requirements: string;
  text: string;
}

function index(entry: RuleReferenceEntry): Indexed {
  return {
    entry,
    idParts: entry.id.toLowerCase().split(/[.-]/),
    title: entry.title.toLowerCase(),
    requirements: entry.requirements
      .map((r) => `${r.anchor} ${r.section ?? ''} ${r.summary}`)
      .join(' ')
      .toLowerCase(),
    text: [
      entry.checks,
      entry.why,
      ...entry.invalid.map((e) => e.title),
      ...entry.valid.map((e) => e.title),
      entry.sections.join(' '),
    ]
      .join(' ')
      .toLowerCase(),
  };
}

/** Where `needle` starts a word of `haystack` (so `tag` finds "tags" but not "stage"). */
function startsWord(haystack: string, needle: string): boolean {
  let at = haystack.indexOf(needle);
  while (at >= 0) {
    if (at === 0 || !/[a-z0-9]/.test(haystack[at - 1]!)) return true;
    at = haystack.indexOf(needle, at + 1);
  }
  return false;
}

/** The weight of the best place one word (not a synonym) is found in. */
function wordScore(item: Indexed, word: string): number {
  const root = stem(word);
  if (item.idParts.some((part) => part === word || stem(part) === root)) return weights.idPart;
  if (item.idParts.some((part) => part.startsWith(word))) return weights.idPrefix;
  if (startsWord(item.title, root)) return weights.title;
  if (startsWord(item.requirements, root)) return weights.requirements;
  if (startsWord(item.text, root)) return weights.text;
  return 0;
}

function score(item: Indexed, query: string, words: string[]): number {
  if (item.entry.id.toLowerCase() === query) return Number.MAX_SAFE_INTEGER;
  let total = 0;
  for (const word of words) {
    const best = Math.max(
      wordScore(item, word),
      ...alternatives(word).map((alternative) => wordScore(item, alternative) * synonymFactor),
    );
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

/** The entries that match every word of `query`, most relevant first (catalogue order among equals). */
export function rankRules(entries: readonly RuleReferenceEntry[], query: string): RuleReferenceEntry[] {
  const trimmed = query.trim().toLowerCase();
  if (trimmed === '') return [...entries];
  const words = trimmed.split(/\s+/);
  return entries
    .map((entry, order) => {
      const item = index(entry);
      return { entry, order, score: score(item, trimmed, words) };
    })
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((ranked) => ranked.entry);
}
