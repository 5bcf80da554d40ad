/*
 * The server's styled-components rules, kept where the server wrote them. On loading,
 * styled-components moves every rule of the server's `<style data-styled>` into a sheet of its own
 * (some 200 `insertRule` as its module runs) and removes the server's element, and the browser
 * then computes the whole page's style again: on a phone (Slow 4G, 4x CPU) 35-50 ms of the way to
 * the page answering input, to end where it started. It only moves an element that names its
 * version; this module, in the entry chunk that runs long before styled-components arrives, takes
 * that attribute off, and adopt-server-styles.ts (in the app) has the components find their rules
 * there instead. Without a dependency: anything it imported would come before the entry could run.
 */
export const SERVER_STYLES = 'style[data-styled]';
export const VERSION_ATTRIBUTE = 'data-styled-version';

export function holdServerStyles(): void {
  for (const style of document.querySelectorAll(SERVER_STYLES)) style.removeAttribute(VERSION_ATTRIBUTE);
}
