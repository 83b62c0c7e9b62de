import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { startValidationWorker } from './live-validation.ts';
import { restoreDocument } from './persistence-start.ts';
import { afterEditorReady } from './editor-ready.ts';
import { startTheme } from './theme.ts';
// The document of a first visit: the first example of the menu (src/examples/catalogue.ts), small enough to ship here.
import minimal from './examples/minimal.mcpdesc.json?raw';
import { exampleCatalogue } from './examples/catalogue.ts';
import './styles/app.css';

const minimalTitle = exampleCatalogue.find((example) => example.id === 'minimal')!.title;

startTheme();
startValidationWorker();

// Render at once; the document (share link, else this tab's document, else the last one, else the first example) is
// restored meanwhile, and the editor and the first validation start on it (src/persistence-start.ts).
void restoreDocument({
  initial: () => ({ text: minimal, format: 'json', source: { kind: 'example', id: 'minimal', name: minimalTitle } }),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Offline and installable (vite-plugin-pwa's Workbox service worker): registered once the editor is ready (first
// diagnostics shown, editor mounted), so precaching the app never competes with the first load.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void afterEditorReady()
    .then(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }))
    .catch(() => {
      /* no service worker (private mode, blocked): the app works, but not offline */
    });
}
