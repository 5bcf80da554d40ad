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
