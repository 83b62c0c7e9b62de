import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import {
  BLOB_TEXT_FROM,
  CHECKPOINT_MS,
  MAX_DOCUMENTS,
  MAX_STATES_PER_DOCUMENT,
  openHistory,
  type DocumentState,
} from '../../src/history.ts';
import { documentName } from '../../src/files.ts';

const state = (text: string, format: 'json' | 'yaml' = 'yaml'): DocumentState => ({
  text,
  format,
  tab: 'diagnostics',
  formatAuto: true,
});

describe('history store (IndexedDB)', () => {
  it('keeps one state per checkpoint: saves close together replace the newest state', async () => {
    const history = await openHistory(new IDBFactory());
    await history.save('d1', state('a: 1'), { now: 1000 });
    await history.save('d1', state('a: 12'), { now: 2000 });
    expect((await history.states('d1')).map((s) => s.text)).toEqual(['a: 12']);
    await history.save('d1', state('a: 123'), { now: 2000 + CHECKPOINT_MS });
    expect((await history.states('d1')).map((s) => s.text)).toEqual(['a: 123', 'a: 12']);
    expect((await history.latest('d1'))?.text).toBe('a: 123');
  });

  it('stores a long text as a Blob and gives it back as the same text; a long text with a lone surrogate stays a string', async () => {
    const factory = new IDBFactory();
    const history = await openHistory(factory);
    const long = `name: ${'ünïcödé ✓ 🌍 '.repeat(BLOB_TEXT_FROM / 8)}\n`;
    const broken = `a: "${'x'.repeat(BLOB_TEXT_FROM)}\ud800"\n`;
    await history.save('big', state(long), { now: 1000 });
    await history.save('odd', state(broken), { now: 2000 });
    expect((await history.latest('big'))?.text).toBe(long);
    expect((await history.states('big'))[0]!.text).toBe(long);
    expect((await history.latest('odd'))?.text).toBe(broken);
    // As stored: a Blob for the long well-formed text.
    const raw = await new Promise<{ text: unknown }[]>((resolve) => {
      const open = factory.open('mcpdesc-playground');
      open.onsuccess = () => {
        const all = open.result.transaction('states').objectStore('states').getAll();
        all.onsuccess = () => resolve(all.result as { text: unknown }[]);
      };
    });
    expect(raw.map((r) => r.text instanceof Blob)).toEqual([true, false]);
  });

  it(`keeps the last ${MAX_STATES_PER_DOCUMENT} states of a document`, async () => {
    const history = await openHistory(new IDBFactory());
    for (let i = 0; i < MAX_STATES_PER_DOCUMENT + 5; i++)
      await history.save('d', state(`n: ${i}`), { now: i * CHECKPOINT_MS });
    const states = await history.states('d');
    expect(states).toHaveLength(MAX_STATES_PER_DOCUMENT);
    expect(states[0]!.text).toBe(`n: ${MAX_STATES_PER_DOCUMENT + 4}`);
    expect(states.at(-1)!.text).toBe('n: 5');
  });

  it(`keeps the last ${MAX_DOCUMENTS} documents, with name, format and time, newest first, and drops the states of older ones`, async () => {
    const history = await openHistory(new IDBFactory());
    for (let i = 0; i < MAX_DOCUMENTS + 2; i++) {
      await history.save(`doc${i}`, state(`{"info": {"name": "server-${i}", "version": "1"}}`, 'json'), {
        now: 1000 + i,
      });
    }
    const documents = await history.documents();
    expect(documents).toHaveLength(MAX_DOCUMENTS);
    expect(documents[0]).toMatchObject({
      id: `doc${MAX_DOCUMENTS + 1}`,
      name: `server-${MAX_DOCUMENTS + 1}`,
      format: 'json',
      updatedAt: 1000 + MAX_DOCUMENTS + 1,
    });
    expect(documents.at(-1)!.id).toBe('doc2');
    expect(await history.states('doc0')).toEqual([]);
    expect(await history.document('doc1')).toBeUndefined();
  });

  it('saving an older document again makes it the newest; lineage is kept from the first save', async () => {
    const history = await openHistory(new IDBFactory());
    await history.save('a', state('x: 1'), { now: 1 });
    await history.save('b', state('x: 1'), { now: 2, lineage: 'a' });
    await history.save('a', state('x: 2'), { now: 3, lineage: 'other' });
    const documents = await history.documents();
    expect(documents.map((d) => [d.id, d.lineage])).toEqual([
      ['a', 'a'],
      ['b', 'a'],
    ]);
  });

  it('survives reopening the database (a reload)', async () => {
    const factory = new IDBFactory();
    const first = await openHistory(factory);
    await first.save('d', state('kept: true'));
    first.close();
    const second = await openHistory(factory);
    expect((await second.latest('d'))?.text).toBe('kept: true');
  });
});

describe('documentName', () => {
  it('reads info.name from JSON and YAML', () => {
    expect(
      documentName(
        '{\n  "mcpdesc": "0.9.0",\n  "info": {\n    "title": "T",\n    "name": "weather\\u002dserver"\n  }\n}',
      ),
    ).toBe('weather-server');
    expect(documentName('mcpdesc: 0.9.0\ninfo:\n  title: T\n  name: "chess-server" # ours\n  version: 1.0.0\n')).toBe(
      'chess-server',
    );
    expect(documentName('info:\n  contact:\n    name: Someone\n  name: real\n')).toBe('real');
    expect(documentName('{"info": {"contact": {"name": "me"}, "name": "srv"}}')).toBe('srv');
    expect(documentName('name: not-info\n')).toBeUndefined();
    // Strings that look like members, arrays and escaped quotes are skipped; a name after a deeper object still counts.
    expect(
      documentName(
        '{"info": {"description": "a \\"name\\": \\"x\\"", "icons": [{"name": "i"}], "x": {"y": {"name": "z"}}, "name": "deep-ok"}}',
      ),
    ).toBe('deep-ok');
    expect(documentName('{"info": {"version": "1"}, "name": "outside"}')).toBeUndefined();
  });

  it('looks only in the first 64 KB, and finds the name in a large minified document', () => {
    const tools = Array.from({ length: 20_000 }, (_, i) => ({
      name: `t${i}`,
      inputSchema: { type: 'object', properties: { a: { type: 'string' } } },
    }));
    const text = JSON.stringify({ mcpdesc: '0.9.0', tools, info: { name: 'late-info' } });
    expect(documentName(text)).toBeUndefined(); // beyond the first 64 KB: not looked for
    expect(documentName(JSON.stringify({ info: { title: 'x'.repeat(20), name: 'first' }, tools }))).toBe('first');
  });
});
