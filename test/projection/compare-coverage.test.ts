// Every difference between two versions' views and native lists of the bundled multi-version examples is explained:
// each declaration whose projected value differs has at least one line naming it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../core/document/index.ts';
import { compareVersions } from '../../core/learn/compare.ts';
import { projectView } from '../../core/projection/view.ts';
import { projectNativeList, type NativeKind } from '../../core/projection/native.ts';

const identity: Record<string, string> = {
  tools: 'name',
  resources: 'uri',
  resourceTemplates: 'uriTemplate',
  prompts: 'name',
};
const labels: Record<string, string> = {
  tools: 'Tool',
  resources: 'Resource',
  resourceTemplates: 'Resource Template',
  prompts: 'Prompt',
};

function byIdentity(list: unknown, collection: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const item of Array.isArray(list) ? (list as Record<string, unknown>[]) : [])
    map.set(String(item[identity[collection]!]), JSON.stringify(item));
  return map;
}

for (const file of [
  'multi-version.mcpdesc.yaml',
  'elicitation.mcpdesc.yaml',
  'examples.mcpdesc.json',
  'security.mcpdesc.json',
]) {
  const parsed = parseDocument(readFileSync(new URL(`../../src/examples/${file}`, import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(file);
  const document = parsed.value as Record<string, unknown>;
  const versions = (document.protocolVersions as string[]).filter(Boolean);
  describe(`every difference of ${file} is explained`, () => {
    for (const from of versions) {
      for (const to of versions) {
        if (from >= to) continue;
        it(`${from} → ${to}`, () => {
          const explained = compareVersions(document, from, to).map((d) => d.declaration);
          const a = projectView(document, from);
          const b = projectView(document, to);
          if (!a.ok || !b.ok) throw new Error('not projectable');
          const unexplained: string[] = [];
          for (const collection of Object.keys(identity)) {
            const va = byIdentity((a.document as Record<string, unknown>)[collection], collection);
            const vb = byIdentity((b.document as Record<string, unknown>)[collection], collection);
            const na = projectNativeList(document, from, collection as NativeKind);
            const nb = projectNativeList(document, to, collection as NativeKind);
            const la = byIdentity(na.ok ? Object.values(na.value)[0] : [], collection);
            const lb = byIdentity(nb.ok ? Object.values(nb.value)[0] : [], collection);
            for (const id of new Set([...va.keys(), ...vb.keys(), ...la.keys(), ...lb.keys()])) {
              if (va.get(id) === vb.get(id) && la.get(id) === lb.get(id)) continue;
              const label = `${labels[collection]} ${JSON.stringify(id)}`;
              if (!explained.some((d) => d === label || d.endsWith(`of ${label}`))) unexplained.push(label);
            }
          }
          expect(unexplained).toEqual([]);
        });
      }
    }
  });
}
