// Builds the installable mcpdesc command: cli/ and the part of the core it uses, bundled with esbuild (a dev dependency
// at the version Vite and tsx already install) into plain ES modules for Node >= 20 in dist-cli/ — so the
// installed command needs no TypeScript, no tsx and no install step. Code splitting keeps what a command does not use
// out of its start: each command, each protocol version's MCP types and the pattern matcher are chunks loaded when
// needed; validate-worker.js is the entry of the threads that validate many files, lsp-thread.js that of the language
// server's core threads. Third-party code included in the
// bundle is listed with its license in dist-cli/THIRD_PARTY_NOTICES.md.
//
//   node scripts/build-cli.mjs [OUTDIR]        (npm run build:cli; npm pack runs it through prepack)
import { build } from 'esbuild';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** How the core is bundled for Node (the CLI here; `npm run bench` too, scripts/bench.mjs, so it times the same code). */
export const nodeBundle = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  // yaml's ES module build (the one the app bundles): esbuild can hoist and trim it, and it starts faster than the
  // CommonJS build that the package's "node" condition would give.
  alias: { yaml: './node_modules/yaml/browser/index.js' },
};

/** Builds the command into `outdir` (default dist-cli/); returns the files written. */
export async function buildCli(outdir = join(root, 'dist-cli')) {
  if (!existsSync(join(root, 'core/generated/document-schema.js'))) {
    throw new Error('core/generated/ is missing: run `npm run gen` first (npm ci runs it)');
  }
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      mcpdesc: 'cli/mcpdesc.ts',
      'validate-worker': 'cli/validate-worker.ts',
      'lsp-thread': 'cli/lsp/core-thread.ts',
    },
    outdir,
    ...nodeBundle,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    // The language server's library (vscode-languageserver) is CommonJS and requires Node's modules: an ES module
    // has no `require`, so every output file gets one (esbuild's require shim uses it).
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  const entry = join(outdir, 'mcpdesc.js');
  writeFileSync(entry, `#!/usr/bin/env node\n${readFileSync(entry, 'utf8')}`);
  chmodSync(entry, 0o755);
  writeFileSync(join(outdir, 'THIRD_PARTY_NOTICES.md'), notices(Object.keys(result.metafile.inputs)));
  return readdirSync(outdir);
}

/** The license of every package (and of the vendored MCP schemas) whose code the bundle contains. */
function notices(inputs) {
  const packages = new Set();
  for (const input of inputs) {
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) packages.add(match[1]);
  }
  const sections = [
    '# Third-party notices\n\nThe mcpdesc command (dist-cli/) bundles code of the packages below, and validators generated from the MCP schemas.\n',
  ];
  for (const name of [...packages].sort()) {
    const dir = join(root, 'node_modules', name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
    const text = file
      ? readFileSync(join(dir, file), 'utf8').trim()
      : `License: ${manifest.license ?? 'see the package'}`;
    sections.push(`## ${name} ${manifest.version} (${manifest.license ?? 'unknown license'})\n\n${text}\n`);
  }
  const mcp = join(root, 'third_party/mcp-schemas/LICENSE');
  sections.push(
    `## MCP schemas (third_party/mcp-schemas/, compiled into the MCP type validators)\n\n${readFileSync(mcp, 'utf8').trim()}\n`,
  );
  return sections.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outdir = process.argv[2] ? resolve(process.argv[2]) : undefined;
  const files = await buildCli(outdir);
  process.stdout.write(
    `build-cli: wrote ${relative(process.cwd(), outdir ?? join(root, 'dist-cli')) || '.'}/ (${files.length} files)\n`,
  );
}
