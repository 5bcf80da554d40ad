/**
 * A page's first read of localStorage, of sessionStorage and of its cookies each waits on the
 * browser process: about 10 ms each on a phone (4x CPU), in the app's start, between its last
 * chunk and the moment it answers input (the cart's and favourites' reads, the router's view
 * transitions, the language). The entry makes these reads while the chunks are still downloading,
 * so that the app's own find them open.
 */
export function openBrowserStores(): void {
  try {
    void localStorage.length;
    void sessionStorage.length;
    void document.cookie;
  } catch {
    // Storage refused (a privacy setting): the app's own reads fall back as they always do.
  }
}

/**
 * The router numbers the history entries it made (`idx` in `history.state`) and, finding the
 * page's first entry without one, writes it with `replaceState`: another wait on the browser
 * process, about 10 ms at 4x CPU in the app's start. Written here, while the chunks download, the
 * router finds it done (react-router's own key: were it renamed, the router would write it as before).
 */
export function numberFirstHistoryEntry(): void {
  const state: unknown = history.state;
  if (state !== null && typeof state !== 'object') return;
  if ((state as { idx?: unknown } | null)?.idx == null) history.replaceState({ ...state, idx: 0 }, '');
}
