import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './Boot';
import { emotionCache } from './emotionCache';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={emotionCache}>
      <Boot />
    </CacheProvider>
  </StrictMode>,
);
