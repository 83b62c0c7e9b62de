// Monaco is fetched at start but, on a first visit, evaluated only once the first diagnostics are shown (src/App.tsx's
// editor pane): modulepreload links fetch and compile the editor's chunks without running them. The build
// (vite.config.ts, editorChunks) writes the chunks' URLs in place of the placeholder; the dev server has none.

/** The editor's chunks (components/Editor.tsx and the Monaco chunk it imports), as the build names them. */
export const editorChunks: readonly string[] = import.meta.env.PROD ? ['__EDITOR_CHUNKS__'] : [];

/**
 * Adds a modulepreload link for each of the editor's chunks. Resolves once they are fetched: true if every one came
 * from a cache (nothing transferred: the browser's cache or the service worker's), where the browser's code cache
 * makes evaluating them cheap; false if one came over the network or failed.
 */
export function preloadEditor(chunks: readonly string[] = editorChunks): Promise<boolean> {
  return Promise.all(
    chunks.map(
      (href) =>
        new Promise<boolean>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          link.onload = () => resolve(fromCache(link.href));
          link.onerror = () => resolve(false);
          document.head.append(link);
        }),
    ),
  ).then((cached) => cached.length > 0 && cached.every(Boolean));
}

/** Whether the response for `url` came from a cache: Resource Timing reports a body but no bytes transferred. */
function fromCache(url: string): boolean {
  const entry = performance.getEntriesByName(url, 'resource').at(-1) as PerformanceResourceTiming | undefined;
  return entry !== undefined && entry.transferSize === 0 && entry.decodedBodySize > 0;
}
