// The layer check of `npm run lint` (dependency-cruiser, .dependency-cruiser.cjs; ARCHITECTURE.md "Layers"): it fails
// on an upward import, an impure core module and a cycle.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const bin = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

// The probes go into a copy of the tree's shape in a temporary folder, with the project's configuration: never into
// the tree itself, where a lint or a type check running at the same time would see them.
const tree = mkdtempSync(join(tmpdir(), 'layer-probe-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));
for (const config of ['.dependency-cruiser.cjs', 'tsconfig.json']) copyFileSync(join(root, config), join(tree, config));

/** Writes a module of the copy (a probe, or an empty stand-in for a module a probe imports). */
function write(path: string, text = 'export {};\n'): string {
  mkdirSync(dirname(join(tree, path)), { recursive: true });
  writeFileSync(join(tree, path), text);
  return path;
}

function cruise(paths: string[]): { status: number | null; output: string } {
  const run = spawnSync(
    process.execPath,
    [bin, ...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    { cwd: tree, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('layer check', () => {
  // The tree as it is passes: that is `npm run lint` itself. Here: each kind of violation fails it, named.
  it('fails on an upward import, an impure core module and a cycle, naming the rule and both modules', () => {
    for (const target of ['core/rules/index.ts', 'core/validation/pipeline.ts', 'core/rules/define.ts', 'src/store.ts'])
      write(target);
    const lib = write('core/lib/probe.ts', "import '../rules/index.ts';\n");
    const model = write('core/model/probe.ts', "import '../validation/pipeline.ts';\n");
    const schema = write(
      'core/schema/probe.ts',
      "import type { Finding } from '../rules/define.ts';\nexport type F = Finding;\n",
    );
    const impure = write('core/learn/probe.ts', "import '../../src/store.ts';\n");
    write('src/cycle/probe.ts', "import './other.ts';\n");
    write('src/cycle/other.ts', "import './probe.ts';\n");
    const { status, output } = cruise([lib, model, schema, impure, 'src/cycle']);
    expect(status).not.toBe(0);
    expect(output).toContain(`layer-lib: ${lib} → core/rules/index.ts`);
    expect(output).toContain(`layer-model: ${model} → core/validation/pipeline.ts`);
    expect(output).toContain(`layer-definitions: ${schema} → core/rules/define.ts`);
    expect(output).toContain(`core-is-pure: ${impure} → src/store.ts`);
    expect(output).toMatch(/no-circular: src\/cycle\/(probe|other)\.ts/);
    // One dependency-cruiser process over five probes: seconds alone, far more on a loaded machine.
  }, 180_000);
});
