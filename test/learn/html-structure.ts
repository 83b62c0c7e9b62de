// A strict reader of the exported HTML pages, enough to check their structure: every element closed in order, the
// headings, ids, links, and anything that could run or load (scripts, event handlers, styles or images from elsewhere).
const voidElements = new Set(['meta', 'br', 'hr', 'img', 'link', 'input']);

export interface PageStructure {
  elements: string[];
  headings: { level: number; id?: string; text: string }[];
  ids: string[];
  hrefs: string[];
  sources: string[];
  attributes: string[];
  title?: string;
}

export function readPage(html: string): PageStructure {
  const stack: string[] = [];
  const page: PageStructure = { elements: [], headings: [], ids: [], hrefs: [], sources: [], attributes: [] };
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*>|<!doctype html>|<!--/g;
  let heading: { level: number; id?: string; start: number } | undefined;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m[0] === '<!--') throw new Error('comment in the page');
    if (!m[2]) continue;
    const name = m[2].toLowerCase();
    const closing = m[1] === '/';
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open}> at ${m.index}`);
      if (/^h[1-6]$/.test(name) && heading) {
        page.headings.push({
          level: heading.level,
          ...(heading.id ? { id: heading.id } : {}),
          text: html.slice(heading.start, m.index).replace(/<[^>]*>/g, ''),
        });
        heading = undefined;
      }
      if (name === 'title') page.title = html.slice(html.lastIndexOf('<title>', m.index) + 7, m.index);
      continue;
    }
    page.elements.push(name);
    const attributes = [...m[3]!.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((a) => [
      a[1]!.toLowerCase(),
      a[2] ?? '',
    ]);
    for (const [attribute, value] of attributes) {
      page.attributes.push(attribute!);
      if (attribute === 'id') page.ids.push(value!);
      if (attribute === 'href') page.hrefs.push(value!);
      if (attribute === 'src') page.sources.push(value!);
    }
    if (/^h[1-6]$/.test(name)) {
      const id = attributes.find(([a]) => a === 'id')?.[1];
      heading = { level: Number(name[1]), ...(id ? { id } : {}), start: tag.lastIndex };
    }
    if (!voidElements.has(name)) stack.push(name);
  }
  if (stack.length > 0) throw new Error(`unclosed: ${stack.join(' ')}`);
  return page;
}
