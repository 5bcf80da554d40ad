// The app itself, imported by main.tsx. First import on purpose: starts route data and chunk
// downloads before React evaluates.
import { routeReady } from './preload';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { Providers } from './Providers';

const root = document.getElementById('root')!;
// The server sent the first screen (the API's storefront/document.ts): it stays on show until the
// route's chunk and data are in, then React renders over it in one commit (no fallback flash).
// Without it, a deep link waits at most 800 ms for them.
const serverRendered = root.hasChildNodes();
void (serverRendered ? routeReady : Promise.race([routeReady, new Promise((r) => setTimeout(r, 800))])).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
