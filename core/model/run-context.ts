// What one validation run knows about a document (spec 16.2 item 10, 17.3, 4.10): the document as written, the
// resolved document and where they differ, and the effective protocol scopes, computed once per run and passed down;
// and what several checks derive from it (named examples, Tool schemas, carried values, `_meta` findings), computed
// on first use and kept by the run, as ESLint's `context.sourceCode` keeps what rules share.
import { resolveAll, type Provenance, type ResolvedDocument } from './components.ts';
import { indexScopes, type ScopeIndex } from './scopes.ts';
import { namedExamples, primitives, type ExampleMember, type NamedExample, type Primitive } from './named-examples.ts';
import { schemaMembers, toolSchema, type SchemaMember, type ToolSchema } from './tool-schemas.ts';
import { carriedOf, type Carried } from './carried.ts';
import { metaFindings, type MetaFindings } from './meta.ts';
import type { PrimitiveCollection } from './collections.ts';
import { lazyMembers, memoize } from '../lib/lazy.ts';
import { isObject } from '../lib/data-model.ts';

/**
 * What a semantic check sees. Checks must be defensive: the document may also have structural errors. The derived
 * members are computed on first use, once per run (documents are read-only once decoded, so they stay true).
 */
export interface RuleContext {
  /**
   * The resolved document (16.2 item 10, 17.3): the decoded document (data model of spec 3.1) with every resolvable
   * Reference Object replaced by its final target. Paths of findings are pointers into it; the runner maps them back
   * to the document as written through `provenance` (16.5).
   */
  readonly document: unknown;
  /** The decoded document exactly as written (Reference Objects in place), for checks of the references themselves. */
  readonly written: unknown;
  /** Where `document` differs from `written`: one entry per substituted Reference Object. */
  readonly provenance: readonly Provenance[];
  /** Effective protocol scopes of every scoped declaration (4.10), computed once per run. */
  readonly scopes: ScopeIndex;
  /**
   * The document's top-level members, as written or resolved (`tools`, `components`, …), computed once per run: the
   * runner skips a check whose rule `needs` none of them (core/rules/define.ts).
   */
  readonly parts: ReadonlySet<string>;
  /** The object entries of a primitive collection of `document`, in document order. */
  primitives(collection: PrimitiveCollection): readonly Primitive[];
  /** The named examples of a collection's `member` maps (`examples` by default), resolved at their use site (17.3). */
  namedExamples(collection: PrimitiveCollection, member?: ExampleMember): readonly NamedExample[];
  /** A Tool's `inputSchema` or `outputSchema`, resolved at its use site with its version split (9.2). */
  toolSchema(tool: Primitive, member: SchemaMember): ToolSchema | undefined;
  /** Every Tool's `inputSchema` and `outputSchema` that resolves to an object, in document order (what 9.2 checks). */
  readonly toolSchemas: readonly ToolSchema[];
  /** The carried MCP values (3.6) and sampling requests (9.4), with their observations per protocol version. */
  readonly carried: Carried;
  /** The findings of the three mcp.meta.* rules (3.5). */
  readonly meta: MetaFindings;
}

/**
 * The context of one run over a decoded document: references resolved and scopes indexed once, then passed to the
 * document schema, every rule check and the rule results; what checks derive from the document is made on first use.
 */
export function createRunContext(written: unknown, resolved: ResolvedDocument = resolveAll(written)): RuleContext {
  const document = resolved.document;
  const scopes = indexScopes(document);
  const primitivesOf = memoize((collection: PrimitiveCollection) => primitives(document, collection));
  // By member, then collection: both keys are the vocabulary's constant strings (a key built per call, `${a}/${b}`,
  // was hashed anew on every lookup, and checks look these lists up often).
  const examples = new Map<ExampleMember, Map<PrimitiveCollection, readonly NamedExample[]>>();
  const examplesOf = (collection: PrimitiveCollection, member: ExampleMember = 'examples'): readonly NamedExample[] => {
    let ofMember = examples.get(member);
    if (!ofMember) examples.set(member, (ofMember = new Map()));
    let list = ofMember.get(collection);
    if (!list) ofMember.set(collection, (list = namedExamples(document, primitivesOf(collection), member)));
    return list;
  };
  // Per tool, its scope and each schema member resolved so far, in plain maps (an object of lazy members per tool
  // cost more to define than most runs' use of it).
  const schemas = new Map<Primitive, { scope: string[]; members: Map<SchemaMember, ToolSchema | undefined> }>();
  const schemaOf = (tool: Primitive, member: SchemaMember) => {
    let ofTool = schemas.get(tool);
    if (!ofTool) schemas.set(tool, (ofTool = { scope: scopes.scopeOf(tool.path), members: new Map() }));
    if (!ofTool.members.has(member)) ofTool.members.set(member, toolSchema(document, tool, member, ofTool.scope));
    return ofTool.members.get(member);
  };
  const derived = lazyMembers<Pick<RuleContext, 'toolSchemas' | 'carried' | 'meta'>>({
    toolSchemas: () =>
      primitivesOf('tools').flatMap((tool) => schemaMembers.flatMap((member) => schemaOf(tool, member) ?? [])),
    carried: () => carriedOf(examplesOf, scopes),
    meta: () => metaFindings(document, written, scopes),
  });
  return Object.assign(derived, {
    document,
    written,
    provenance: resolved.provenance,
    scopes,
    parts: topLevelMembers(written, document),
    primitives: primitivesOf,
    namedExamples: examplesOf,
    toolSchema: schemaOf,
  });
}

/** The member names of whichever of `values` are objects. */
function topLevelMembers(...values: unknown[]): Set<string> {
  const members = new Set<string>();
  for (const value of values) if (isObject(value)) for (const key of Object.keys(value)) members.add(key);
  return members;
}
