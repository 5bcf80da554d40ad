/*
 * Entry point, small on purpose. The app (boot.tsx: React, the router, the pages) is a chunk of
 * its own that the server preloads (<link rel="modulepreload">, see the API's
 * storefront/document.ts), so it downloads as early as before. When the server sent the first
 * screen, the app is only evaluated once that screen has been painted (see afterFirstScreen).
 */
import '@fontsource-variable/inter/wght.css';

const boot = () => void import('./boot');

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Runs `boot` once the server's first screen has painted in its web font: text waits for its
 * font a moment (font-display: swap), and on a warm cache the app's evaluation would otherwise
 * take the main thread first, so the first screen would only show once the app had rendered.
 * At most a second for the font; hidden tabs (no frames) boot after 1.5 s.
 */
function afterFirstScreen(run: () => void) {
  let done = false;
  const once = () => {
    if (!done) {
      done = true;
      run();
    }
  };
  // After one frame the layout has asked for the fonts, so `ready` waits for them.
  void nextFrame()
    .then(() => Promise.race([document.fonts.ready, new Promise((r) => setTimeout(r, 1000))]))
    .then(nextFrame)
    .then(once);
  setTimeout(once, 1500);
}

if (document.getElementById('root')?.hasChildNodes() && document.visibilityState === 'visible') afterFirstScreen(boot);
else boot();
