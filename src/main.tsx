import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { startPersistence } from './persistence.ts';
import { examples } from './examples/index.ts';
import { startTheme } from './theme.ts';
import './styles/app.css';

startTheme();

// Restore before the first render (share link, else this tab's document, else the last one, else the first example),
// so the editor opens on the right text and the first validation runs on it.
await startPersistence({
  initial: () => {
    const first = examples[0]!;
    return { text: first.text, format: first.format };
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
