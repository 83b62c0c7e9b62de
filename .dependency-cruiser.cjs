// The layers of ARCHITECTURE.md, checked by `npm run lint` (dependency-cruiser): imports point down, never up, and
// no module depends on itself through others. Paths are relative to the repository root. Type-only imports count.
const above = (...folders) => `^core/(${folders.join('|')})/`;

/** core/ from the bottom up: each layer may import the layers listed before it, never one after it. */
const layers = [
  ['lib', 'core/lib/ — pointers, URI templates, text positions, JSON guards: generic, knows no spec area'],
  ['document', 'core/document/ — text <-> data model (parse, source maps, serialize, organize)'],
  ['definitions', 'core/schema/, core/mcp/, core/generated/ — the document schema and the pinned MCP types'],
  ['model', 'core/model/ — the spec vocabulary and per-area helpers over a decoded document'],
  [
    'analysis',
    'core/embedded-schema/, core/projection/ — embedded JSON Schemas; Effective Protocol Views, native lists',
  ],
  ['rules', 'core/rules/ — the catalogue: one module per rule id'],
  ['reference', 'core/reference/ — rule pages, rule examples, requirement anchors'],
  ['validation', 'core/validation/ — the pipeline: text -> diagnostics, views, lists'],
  ['services', 'core/learn/, core/merge/, core/import/, core/language/ — built on the pipeline'],
];
const folders = {
  lib: ['lib'],
  document: ['document'],
  definitions: ['schema', 'mcp', 'generated'],
  model: ['model'],
  analysis: ['embedded-schema', 'projection'],
  rules: ['rules'],
  reference: ['reference'],
  validation: ['validation'],
  services: ['learn', 'merge', 'import', 'language'],
};

const forbidden = [
  {
    name: 'no-circular',
    comment: 'A module must not depend on itself through other modules.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'core-is-pure',
    comment: 'core/ runs in the worker and in Node: it never imports the app (src/, components/) or the CLI.',
    severity: 'error',
    from: { path: '^core/' },
    to: { path: '^(src|components|cli)/' },
  },
  ...layers.slice(0, -1).map(([layer, description], index) => ({
    name: `layer-${layer}`,
    comment: `${description}: may not import a layer above it.`,
    severity: 'error',
    from: { path: above(...folders[layer]) },
    to: {
      path: [above(...layers.slice(index + 1).flatMap(([name]) => folders[name])), '^core/(index|install-all)\\.ts$'],
      // The two vocabulary modules of core/model are the spec's nouns: every layer may name versions and collections.
      pathNot: '^core/model/(versions|collections)\\.ts$',
    },
  })),
];

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|third_party)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
  },
};
