import { __PRIVATE__ } from 'styled-components';
import { SERVER_STYLES, VERSION_ATTRIBUTE } from './server-styles';

/** How styled-components writes a sheet (its sheet/Rehydration.ts): rules, then a marker naming their component and class names. */
const SPLITTER = '/*!sc*/\n';
const MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\].*?"([^"]*)"/;

/** The part of styled-components' sheet used here (`__PRIVATE__.mainSheet`, the one components use without a StyleSheetManager). */
interface Sheet {
  getTag(): { insertRules(group: number, rules: string[]): void };
  registerName(id: string, name: string): void;
}

/**
 * Has the components find the class names of the server's rules, which stay in the server's
 * element (see server-styles.ts), so that hydration injects nothing. The first rule the server
 * did not write (a page or a state the server did not render) makes styled-components create its
 * own sheet: the server's rules are moved into it then, each under its component's group, as
 * styled-components orders them, and the server's element goes. False when the page has no
 * server rules held: the app then injects its own, global ones included.
 */
export function adoptServerStyles(): boolean {
  const elements = [...document.querySelectorAll<HTMLStyleElement>(`${SERVER_STYLES}:not([${VERSION_ATTRIBUTE}])`)];
  if (elements.length === 0) return false;
  const sheet = __PRIVATE__.mainSheet as unknown as Sheet;
  const groups: { id: string; rules: string[] }[] = [];
  for (const element of elements) {
    let rules: string[] = [];
    for (const part of (element.textContent ?? '').split(SPLITTER).map((p) => p.trim())) {
      const marker = MARKER.exec(part);
      if (!marker) {
        if (part) rules.push(part);
        continue;
      }
      const [, id, names] = marker;
      for (const name of names.split(',')) if (name) sheet.registerName(id, name);
      groups.push({ id, rules });
      rules = [];
    }
  }
  const makeTag = sheet.getTag.bind(sheet);
  sheet.getTag = () => {
    sheet.getTag = makeTag;
    const tag = makeTag();
    for (const { id, rules } of groups) tag.insertRules(__PRIVATE__.StyleSheet.registerId(id), rules);
    for (const element of elements) element.remove();
    return tag;
  };
  return true;
}
