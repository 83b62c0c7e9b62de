import { describe, expect, it, vi } from 'vitest';
import {
  MAX_FILE_BYTES,
  decodeFileBytes,
  detectFormat,
  downloadFileName,
  fileBaseName,
  formatBytes,
  formatFromName,
  listenForFileDrops,
  openFile,
  readFileAsDocument,
  sniffFormat,
} from '../../src/files.ts';
import type { Notice } from '../../src/store.ts';

describe('format detection', () => {
  it('reads the format from the extension, in any case', () => {
    expect(formatFromName('weather.mcpdesc.json')).toBe('json');
    expect(formatFromName('WEATHER.JSON')).toBe('json');
    expect(formatFromName('weather.mcpdesc.yaml')).toBe('yaml');
    expect(formatFromName('weather.YML')).toBe('yaml');
    expect(formatFromName('weather.txt')).toBeUndefined();
    expect(formatFromName('json')).toBeUndefined();
    expect(formatFromName('')).toBeUndefined();
  });

  it('sniffs JSON from the first non-space character, YAML otherwise', () => {
    expect(sniffFormat('{"a":1}')).toBe('json');
    expect(sniffFormat('\n\t  [1]')).toBe('json');
    expect(sniffFormat('\uFEFF{"a":1}')).toBe('json');
    expect(sniffFormat('a: 1')).toBe('yaml');
    expect(sniffFormat('# comment\n{"a":1}')).toBe('yaml');
    expect(sniffFormat('---\nname: x')).toBe('yaml');
  });

  it('prefers the extension over the content', () => {
    expect(detectFormat('x.yaml', '{"a":1}')).toBe('yaml');
    expect(detectFormat('x.json', 'a: 1')).toBe('json');
    expect(detectFormat('notes', '{"a":1}')).toBe('json');
    expect(detectFormat('notes', 'a: 1')).toBe('yaml');
  });
});

describe('reading files', () => {
  it('reads a UTF-8 file with or without BOM, keeping non-ASCII text', async () => {
    const text = 'name: 天気 🌦️\n';
    expect(await readFileAsDocument(new File([text], 'w.yml'))).toEqual({ text, format: 'yaml' });
    const withBom = new File([new Uint8Array([0xef, 0xbb, 0xbf]), '{"a":"é"}'], 'untitled');
    expect(await readFileAsDocument(withBom)).toEqual({ text: '{"a":"é"}', format: 'json' });
  });

  it('reads UTF-16 YAML files that carry a BOM, but not UTF-16 JSON (15.2: JSON is UTF-8)', () => {
    const le = new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0x3a, 0x00, 0x20, 0x00, 0x31, 0x00]);
    expect(decodeFileBytes(le, '"a.yaml"')).toBe('a: 1');
    const be = new Uint8Array([0xfe, 0xff, 0x00, 0x61, 0x00, 0x3a, 0x00, 0x20, 0x00, 0x31]);
    expect(decodeFileBytes(be)).toBe('a: 1');
    expect(() => decodeFileBytes(new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), '"a.json"')).toThrow(
      /"a.json" is UTF-16; JSON documents are encoded in UTF-8/,
    );
  });

  it('names the byte offset of the first byte that is not UTF-8 (15.2)', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"name": "caf\u00e9'),
      0xe9,
      ...new TextEncoder().encode('"}'),
    ]);
    expect(() => decodeFileBytes(bytes, '"a.json"')).toThrow(
      /"a.json" is not valid UTF-8 \(mcpdesc.serialization.conforming, 15.2\): the byte at offset 15 \(0xE9\)/,
    );
    expect(() => decodeFileBytes(new Uint8Array([0x61, 0x62, 0xe2, 0x82]))).toThrow(/offset 2 \(0xE2\)/);
  });

  it('refuses binary and non-UTF-8 files with a clear message', async () => {
    await expect(
      readFileAsDocument(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00])], 'logo.png')),
    ).rejects.toThrow(
      /"logo.png" is not valid UTF-8 \(mcpdesc.serialization.conforming, 15.2\): the byte at offset 0 \(0x89\)/,
    );
    await expect(readFileAsDocument(new File(['a\u0000b'], 'data.bin'))).rejects.toThrow(/looks like a binary file/);
  });

  it('refuses files over the size limit before reading them', async () => {
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'huge.json');
    await expect(readFileAsDocument(big)).rejects.toThrow(
      /"huge.json" is 10 MB; the playground opens files up to 10 MB/,
    );
    const atLimit = new File([new Uint8Array(MAX_FILE_BYTES).fill(0x20)], 'ok.yaml');
    await expect(readFileAsDocument(atLimit)).resolves.toMatchObject({ format: 'yaml' });
  });

  it('openFile loads the document, or shows a notice and keeps the current one', async () => {
    const calls: { loaded: unknown[]; notices: (Notice | undefined)[] } = { loaded: [], notices: [] };
    const store = {
      getState: () => ({
        loadDocument: (doc: unknown) => calls.loaded.push(doc),
        setNotice: (n: Notice | undefined) => calls.notices.push(n),
      }),
    };
    expect(await openFile(new File(['a: 1'], 'a.yaml'), store)).toBe(true);
    expect(calls.loaded).toEqual([{ text: 'a: 1', format: 'yaml' }]);
    expect(await openFile(new File([new Uint8Array([0, 1, 2])], 'b.json'), store)).toBe(false);
    expect(calls.loaded).toHaveLength(1);
    expect(calls.notices[0]).toMatchObject({ kind: 'error', message: expect.stringMatching(/b\.json/) });
  });
});

describe('download names', () => {
  it('uses .mcpdesc.json / .mcpdesc.yaml and keeps the base name', () => {
    expect(downloadFileName('json')).toBe('document.mcpdesc.json');
    expect(downloadFileName('yaml')).toBe('document.mcpdesc.yaml');
    expect(downloadFileName('yaml', 'weather.mcpdesc.json')).toBe('weather.mcpdesc.yaml');
    expect(downloadFileName('json', 'weather.yml')).toBe('weather.mcpdesc.json');
    expect(downloadFileName('json', 'minimal')).toBe('minimal.mcpdesc.json');
  });

  it('an opened file gives its base name without any extension, so no download is named notes.txt.mcpdesc.yaml', () => {
    expect(fileBaseName('notes.txt')).toBe('notes');
    expect(fileBaseName('server.mcpdesc.yaml')).toBe('server');
    expect(fileBaseName('server.mcpdesc.JSON')).toBe('server');
    expect(fileBaseName('C:\\docs\\weather.yml')).toBe('weather');
    expect(fileBaseName('README')).toBe('README');
    expect(fileBaseName('.env')).toBe('.env');
    expect(downloadFileName('yaml', fileBaseName('notes.txt'))).toBe('notes.mcpdesc.yaml');
    // A document's own name (info.name) is kept as written, dots included.
    expect(downloadFileName('json', 'api.v2')).toBe('api.v2.mcpdesc.json');
  });

  it('strips paths and characters that file systems reject', () => {
    expect(downloadFileName('json', 'C:\\docs\\a:b?.json')).toBe('a_b_.mcpdesc.json');
    expect(downloadFileName('json', '../../etc/passwd')).toBe('passwd.mcpdesc.json');
    expect(downloadFileName('json', '...')).toBe('document.mcpdesc.json');
    expect(downloadFileName('yaml', 'x'.repeat(300)).length).toBe(120 + '.mcpdesc.yaml'.length);
  });

  it('formats sizes for messages', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(15 * 1024 * 1024)).toBe('15 MB');
  });
});

describe('page-wide file drop', () => {
  function dragEvent(type: string, types: string[], files: File[] = []): Event & { dataTransfer: unknown } {
    const event = new Event(type, { cancelable: true, bubbles: true }) as Event & { dataTransfer: unknown };
    event.dataTransfer = { types, files, dropEffect: 'none' };
    return event;
  }

  it('takes over file drags (so the editor does not), reports dragging state and hands over the dropped files', () => {
    const target = new EventTarget();
    const dragging: boolean[] = [];
    const dropped: File[][] = [];
    const stop = listenForFileDrops(target as unknown as Window, {
      onDragging: (a) => dragging.push(a),
      onFiles: (f) => dropped.push(f),
    });

    const enter = dragEvent('dragenter', ['Files']);
    target.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const over = dragEvent('dragover', ['Files']);
    target.dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    expect((over.dataTransfer as { dropEffect: string }).dropEffect).toBe('copy');

    const file = new File(['a: 1'], 'a.yaml');
    const drop = dragEvent('drop', ['Files'], [file]);
    target.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(dropped).toEqual([[file]]);
    expect(dragging).toEqual([true, false]);

    stop();
    target.dispatchEvent(dragEvent('drop', ['Files'], [file]));
    expect(dropped).toHaveLength(1);
  });

  it('leaves text dragged inside the page to the editor', () => {
    const target = new EventTarget();
    const onFiles = vi.fn();
    const onDragging = vi.fn();
    const stop = listenForFileDrops(target as unknown as Window, { onDragging, onFiles });
    for (const type of ['dragenter', 'dragover', 'drop']) {
      const event = dragEvent(type, ['text/plain']);
      target.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(onFiles).not.toHaveBeenCalled();
    expect(onDragging).not.toHaveBeenCalled();
    stop();
  });

  it('keeps the overlay while the drag moves between nested elements', () => {
    const target = new EventTarget();
    const dragging: boolean[] = [];
    const stop = listenForFileDrops(target as unknown as Window, {
      onDragging: (a) => dragging.push(a),
      onFiles: () => {},
    });
    target.dispatchEvent(dragEvent('dragenter', ['Files'])); // page
    target.dispatchEvent(dragEvent('dragenter', ['Files'])); // child
    target.dispatchEvent(dragEvent('dragleave', ['Files'])); // page
    expect(dragging.at(-1)).toBe(true);
    target.dispatchEvent(dragEvent('dragleave', ['Files'])); // left the window
    expect(dragging.at(-1)).toBe(false);
    stop();
  });
});
