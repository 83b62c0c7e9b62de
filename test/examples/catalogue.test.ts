import { describe, expect, it } from 'vitest';
import { exampleCatalogue, loadExample } from '../../src/examples/catalogue.ts';
import { examples } from '../../src/examples/index.ts';

describe('the Examples menu (titles in the first load, texts on demand)', () => {
  it('every entry of the catalogue loads its text, in the menu order', async () => {
    expect(examples.map((e) => e.id)).toEqual(exampleCatalogue.map((e) => e.id));
    for (const info of exampleCatalogue) {
      const example = await loadExample(info.id);
      expect(example).toMatchObject(info);
      expect(typeof example!.text).toBe('string');
      expect(example!.text.trim().length).toBeGreaterThan(0);
    }
  });

  it('an unknown id loads nothing', async () => {
    expect(await loadExample('no-such-example')).toBeUndefined();
  });
});
