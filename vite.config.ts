import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { monacoSlim } from './scripts/monaco-slim.ts';
import { fileURLToPath } from 'node:url';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * The Content-Security-Policy the built app runs under (issue 2): no eval, no network from document content.
 * Monaco injects its own <style> elements, hence 'unsafe-inline' for styles only.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' data:",
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The built index.html carries the policy too, so any static host serves it. */
function cspMeta(): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<head>',
        `<head>\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}" />`,
      ),
  };
}

/**
 * The service worker's own policy: it may fetch the app's files from its origin to precache them (and nothing else).
 * Pages keep `connect-src 'none'`.
 */
export const serviceWorkerPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * Writes the URLs of the editor's chunks (components/Editor.tsx's chunk and the chunks it imports that the page's
 * entry does not) in place of src/editor-preload.ts's placeholder, so the page can fetch Monaco at start and evaluate
 * it later. The build fails if either is missing.
 */
function editorChunks(): Plugin {
  let base = '/';
  return {
    name: 'editor-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const graph = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) graph(imported, seen);
        return seen;
      };
      const editor = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/components/Editor.tsx'));
      const withPlaceholder = chunks.filter((chunk) => /["'`]__EDITOR_CHUNKS__["'`]/.test(chunk.code));
      if (!editor || withPlaceholder.length !== 1)
        throw new Error('editor-chunks: the Editor chunk or the placeholder is missing');
      const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...graph(chunk.fileName)]));
      const urls = [...graph(editor.fileName)]
        .filter((file) => !loaded.has(file))
        .map((file) => JSON.stringify(base + file));
      const chunk = withPlaceholder[0]!;
      chunk.code = chunk.code.replace(/["'`]__EDITOR_CHUNKS__["'`]/, urls.join(','));
    },
  };
}

const compressible = /\.(?:js|css|html|json|svg|ttf|webmanifest)$/;

/**
 * Compressed copies of the static assets (gzip and brotli, beside each file) for hosts that serve precompressed
 * files, and a preview server that serves them (fonts included, which on-the-fly compression skips).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!existsSync(outDir)) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || statSync(file).size < 1024) continue;
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } }));
      }
    },
    configurePreviewServer(server) {
      const root = server.config.build.outDir;
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
        const isWorkerScript = path === '/sw.js' || /^\/workbox-[\w-]+\.js$/.test(path);
        res.setHeader('Content-Security-Policy', isWorkerScript ? serviceWorkerPolicy : contentSecurityPolicy);
        if (!compressible.test(path) || path.includes('..')) return next();
        const accept = String(req.headers['accept-encoding'] ?? '');
        const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
        const file = join(root, path);
        const compressed = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
        if (!compressed || !existsSync(compressed)) return next();
        const types: Record<string, string> = {
          js: 'text/javascript',
          css: 'text/css',
          html: 'text/html',
          json: 'application/json',
          svg: 'image/svg+xml',
          ttf: 'font/ttf',
          webmanifest: 'application/manifest+json',
        };
        res.setHeader(
          'Content-Type',
          `${types[path.split('.').pop()!] ?? 'application/octet-stream'}${/\.(js|css|html|json)$/.test(path) ? '; charset=utf-8' : ''}`,
        );
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Content-Length', String(statSync(compressed).size));
        res.setHeader(
          'Cache-Control',
          path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        createReadStream(compressed).pipe(res);
      });
    },
  };
}

const monacoRoot = fileURLToPath(new URL('./node_modules/monaco-editor/esm/vs/', import.meta.url));

export default defineConfig({
  plugins: [
    // Monaco modules the app never runs, left out of the page's bundle (not of the editor worker's).
    monacoSlim(),
    react(),
    cspMeta(),
    editorChunks(),
    // Offline and installable: a Workbox service worker precaches the built app, and a web app manifest. The app
    // registers it itself (src/main.tsx) once the first diagnostics are shown, so precaching never slows the first load.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'MCP Description Playground',
        short_name: 'mcpdesc',
        description: 'Write, validate and explore MCP Description documents in your browser. Nothing leaves the page.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0969da',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,ttf,json,png,webmanifest}'],
        // The lazy editor chunk is about 3.5 MB; everything the app can load is precached.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    precompress(),
  ],
  resolve: {
    // monaco-editor's export map appends `.js` to every subpath; stylesheets are reached by their real path.
    alias: [{ find: /^monaco-editor\/esm\/vs\/(.*\.css)$/, replacement: `${monacoRoot}$1` }],
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
  },
  optimizeDeps: {
    // Worker-only dependencies: pre-bundle them up front so the dev server never reloads mid-session.
    include: ['yaml', '@cfworker/json-schema'],
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    // The Content-Security-Policy header is set by precompress()'s middleware: the page policy everywhere, the
    // service worker's own policy on its scripts.
  },
  server: { host: '127.0.0.1', port: 5173 },
});
