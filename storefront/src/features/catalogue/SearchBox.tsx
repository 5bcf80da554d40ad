import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '@stockwatt/shared';
import { SearchIcon } from '../../components/Icons';
import { useI18n } from '../../i18n';
import type { ComboState } from './SearchSuggestions';
import type { SearchDraft, UpdateCatalogue } from './useCatalogueParams';

// The suggestions' code (requests, keys, popup) arrives with the box's first focus or keystroke,
// outside the first screen's JavaScript.
const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

const LIST_ID = 'catalogue-suggestions';

/**
 * The catalogue's search box: an ARIA 1.2 combobox whose listbox suggests products and brands
 * as the buyer types. The URL follows the text 300 ms after typing (useSearchDraft); Enter with
 * no suggestion chosen submits the toolbar's form, which commits it at once.
 */
export function SearchBox({ search, update }: { search: SearchDraft; update: UpdateCatalogue }) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  // Typed, and not searched with Enter since: the suggestions' code asks at once when it arrives.
  // A ref, as an Enter may come between that code's render and its arrival.
  const typed = useRef(false);
  const type = () => {
    typed.current = true;
    setWanted(true);
  };
  const [combo, setCombo] = useState<ComboState>({ open: false });

  // Text typed into the server's box before the app took the page over (a phone on a slow line
  // shows the box a second before): the app searches it, as if typed now. Before any re-render,
  // which would put the state's text back into the box.
  useLayoutEffect(() => {
    const text = input.current?.value ?? '';
    // The HTML parser reads a NUL of the address's text as U+FFFD: that is not typing (the page says the search is refused).
    if (text === search.search.replaceAll('\0', '\uFFFD')) return;
    type();
    search.setSearch(text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the box the app took over
  }, []);

  return (
    <div className="field">
      <SearchIcon />
      <input
        ref={input}
        id="catalogue-search"
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={LIST_ID}
        aria-expanded={combo.open}
        aria-activedescendant={combo.active}
        value={search.search}
        placeholder={t('catalogue.searchPlaceholder')}
        maxLength={MAX_SEARCH_LENGTH}
        onFocus={() => setWanted(true)}
        // Enter before the suggestions' code arrived has searched already: it must not open the
        // list over the results when it does (a phone on a slow line, typing fast).
        onKeyDown={(e) => {
          if (e.key === 'Enter') typed.current = false;
        }}
        onChange={(e) => {
          type();
          search.setSearch(e.target.value);
        }}
        autoComplete="off"
      />
      {wanted ? (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} id={LIST_ID} fetchNow={typed} onState={setCombo} search={search} update={update} />
        </Suspense>
      ) : null}
    </div>
  );
}
