import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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
      html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}" />`),
  };
}

const monacoRoot = fileURLToPath(new URL('./node_modules/monaco-editor/esm/vs/', import.meta.url));

export default defineConfig({
  plugins: [react(), cspMeta()],
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
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
  },
  server: { host: '127.0.0.1', port: 5173 },
});
