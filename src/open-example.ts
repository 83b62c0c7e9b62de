// Opening an example (the Examples menu, the welcome): an undoable replacement that names the document after it.
import { loadExample } from './examples/catalogue.ts';
import { replaceDocument } from './replace.ts';

/** Opens example `id`, on result tab `tab` if given; false when it does not exist or is refused. */
export async function openExample(id: string, tab?: string): Promise<boolean> {
  const example = await loadExample(id);
  if (!example) return false;
  return replaceDocument(
    {
      text: example.text,
      format: example.format,
      ...(tab !== undefined ? { tab } : {}),
      source: { kind: 'example', id: example.id, name: example.title },
    },
    `the example “${example.title}”`,
  );
}
