import createCache from '@emotion/cache';

/**
 * The nonce of this page's Content-Security-Policy (`<meta property="csp-nonce">`, put there by
 * the API with each answer, as styled-components reads it in the shop): a <style> element is
 * admitted only with it.
 */
export const cspNonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined;

/** MUI's styles, in <style> elements under that nonce: without it the back office would lose every style. */
export const emotionCache = createCache({ key: 'css', nonce: cspNonce });
