// The layer check of `npm run lint` (dependency-cruiser, .dependency-cruiser.cjs; ARCHITECTURE.md "Layers"): it fails
// on an upward import, an impure core module and a cycle.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const bin = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

function cruise(paths: string[]): { status: number | null; output: string } {
  const run = spawnSync(
    process.execPath,
    [bin, ...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// Probe modules are written where the layers are, under a name no other module uses, and removed afterwards.
const probes: string[] = [];
function probe(folder: string, text: string): string {
  const dir = mkdtempSync(join(root, folder, 'layer-probe-'));
  const file = join(dir, 'probe.ts');
  writeFileSync(file, text);
  probes.push(dir);
  return `${folder}/${basename(dir)}/probe.ts`;
}
afterAll(() => probes.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('layer check', () => {
  // The tree as it is passes: that is `npm run lint` itself. Here: each kind of violation fails it, named.
  it('fails on an upward import, an impure core module and a cycle, naming the rule and both modules', () => {
    const lib = probe('core/lib', "import '../../rules/index.ts';\n");
    const model = probe('core/model', "import '../../validation/pipeline.ts';\n");
    const schema = probe(
      'core/schema',
      "import type { Finding } from '../../rules/define.ts';\nexport type F = Finding;\n",
    );
    const impure = probe('core/learn', "import '../../../src/store.ts';\n");
    const cycle = probe('src', "import './other.ts';\n").replace(/probe\.ts$/, '');
    writeFileSync(join(root, cycle, 'other.ts'), "import './probe.ts';\n");
    const { status, output } = cruise([lib, model, schema, impure, cycle]);
    expect(status).not.toBe(0);
    expect(output).toContain(`layer-lib: ${lib} → core/rules/index.ts`);
    expect(output).toContain(`layer-model: ${model} → core/validation/pipeline.ts`);
    expect(output).toContain(`layer-definitions: ${schema} → core/rules/define.ts`);
    expect(output).toContain(`core-is-pure: ${impure} → src/store.ts`);
    expect(output).toMatch(/no-circular: src\/layer-probe-\w+\/(probe|other)\.ts/);
    // One dependency-cruiser process over five probes: seconds alone, far more on a loaded machine.
  }, 180_000);
});
