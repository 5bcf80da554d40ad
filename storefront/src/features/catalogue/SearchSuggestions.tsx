import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchSuggestions as Suggestions } from '@stockwatt/shared';
import { api } from '../../api/client';
// Not used here: importing the shared UI module keeps the bundler from splitting the chunk it
// shares with React, styled-components and i18n in two (which cost the home page 0.5 kB gzip).
import '../../components/ui';
import { ComboOption, ComboPopup, Marked, useCombobox } from '../../components/Combobox';
import { useI18n } from '../../i18n';
import type { SearchDraft, UpdateCatalogue } from './useCatalogueParams';

/** Typing pauses this long before the API is asked. */
const TYPING_PAUSE_MS = 150;
/** Shorter searches are not suggested for (the API would match most of the catalogue). */
const MIN_CHARS = 2;
/** The API refuses longer searches. */
const MAX_CHARS = 200;

/** What the search box (a combobox) shows of the popup: open or not, and the active option's id. */
export interface ComboState {
  open: boolean;
  active?: string;
}

export interface SearchSuggestionsProps {
  /** The search box the popup belongs to: its keys, typing and blur are read here. */
  input: RefObject<HTMLInputElement | null>;
  /** The listbox's id (the box's aria-controls). */
  id: string;
  /**
   * The buyer typed before this code arrived, and has not searched with Enter since: ask for the
   * box's text at once. Read when the code has arrived, not when it rendered: an Enter between the
   * two must keep the list from opening over the results.
   */
  fetchNow: RefObject<boolean>;
  onState: (state: ComboState) => void;
  search: SearchDraft;
  update: UpdateCatalogue;
}

type Option = { kind: 'product'; product: Suggestions['products'][number] } | { kind: 'brand'; value: string; count: number };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The search once a brand is chosen from the suggestions: the words that start one of the brand's
 * words are taken out (the filter says it now), the others stay (`pylon us5000` → `us5000`).
 */
export function withoutBrandWords(text: string, brand: string): string {
  const brandWords = fold(brand).split(/[^a-z0-9]+/);
  return text
    .split(/\s+/)
    .filter((w) => {
      const f = fold(w).replace(/[^a-z0-9]/g, '');
      return !(f.length >= MIN_CHARS && brandWords.some((b) => b.startsWith(f)));
    })
    .join(' ')
    .trim();
}

/** The icons of a brand option and of a product without an image (drawn here: the shared ones would tie this chunk to the app's). */
const Icon = ({ d }: { d: string }) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={d} />
  </svg>
);
const FILTER = 'M3 5h18l-7 8.5V19l-4 2v-7.5z';
const BOLT = 'M13 2 3 14h9l-1 8 10-12h-9l1-8z';

/**
 * The search box's as-you-type suggestions (ARIA 1.2 combobox with a listbox popup): products
 * ranked as the catalogue ranks a search, then the brands a word typed starts. Arrow keys move
 * through them (wrapping), Enter or a click opens the product or sets the brand filter, Escape,
 * Tab and leaving the box close the list; how many there are is said in a polite live region.
 * Loaded with the box's first focus or keystroke.
 */
export default function SearchSuggestions({ input, id, fetchNow, onState, search, update }: SearchSuggestionsProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [found, setFound] = useState<{ q: string; s: Suggestions } | null>(null);
  const timer = useRef(0);
  const pending = useRef<AbortController | null>(null);

  const options = useMemo<Option[]>(
    () =>
      found
        ? [
            ...found.s.products.map((product) => ({ kind: 'product' as const, product })),
            ...found.s.brands.map((b) => ({ kind: 'brand' as const, ...b })),
          ]
        : [],
    [found],
  );

  /** Asks for the suggestions of `text` after `delay`; an earlier request still running is dropped. */
  const fetchFor = (text: string, delay = TYPING_PAUSE_MS) => {
    window.clearTimeout(timer.current);
    pending.current?.abort();
    const q = text.trim().slice(0, MAX_CHARS);
    if (q.length < MIN_CHARS) {
      setFound(null);
      combo.close();
      return;
    }
    timer.current = window.setTimeout(() => {
      const ctrl = (pending.current = new AbortController());
      api<Suggestions>(`/products/suggestions?q=${encodeURIComponent(q)}`, { signal: ctrl.signal })
        .then((s) => {
          if (ctrl.signal.aborted) return;
          setFound({ q, s });
          combo.show(s.products.length + s.brands.length);
        })
        .catch(() => {
          /* dropped for a newer one, or failed: the search itself still works */
        });
    }, delay);
  };

  const pick = (i: number) => {
    const o = options[i];
    if (!o) return;
    if (o.kind === 'product') {
      // Back comes to the search as typed.
      search.commit();
      navigate(`/product/${o.product.id}`);
    } else {
      // The brand filter, and what the words that named the brand leave of the search.
      const rest = withoutBrandWords(search.search, o.value);
      search.setSearch(rest);
      update({ brand: o.value, q: rest || null });
    }
  };

  const combo = useCombobox({
    input,
    id,
    count: options.length,
    onType: (text) => fetchFor(text),
    // The list of the box's text, or asked for when there is none yet.
    reopen: () => {
      const text = input.current?.value ?? '';
      if (found && found.q === text.trim()) combo.show(options.length);
      else fetchFor(text, 0);
    },
    pick,
    clear: () => search.setSearch(''),
  });

  // Typed before this code arrived; on leaving, nothing answers any more.
  useEffect(() => {
    if (fetchNow.current) combo.request();
    return () => {
      window.clearTimeout(timer.current);
      pending.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  // The box (rendered by SearchBox, before this code arrives) shows the popup's state.
  useEffect(() => {
    onState({ open: combo.shown, active: combo.activeId });
  }, [combo.shown, combo.activeId, onState]);

  const words = found ? found.q.split(/\s+/).filter((w) => w.length >= MIN_CHARS) : [];
  return (
    <>
      <ComboPopup {...combo.listboxProps} aria-label={t('catalogue.suggestions')}>
        {options.map((o, i) => {
          if (o.kind === 'brand') {
            return (
              <ComboOption key={`b${o.value}`} {...combo.optionProps(i)} $separated={i > 0 && options[i - 1].kind === 'product'}>
                <span className="thumb">
                  <Icon d={FILTER} />
                </span>
                <span className="name">
                  <Marked text={t('catalogue.suggestBrand', { brand: o.value, count: o.count })} words={words} />
                </span>
              </ComboOption>
            );
          }
          const p = o.product;
          return (
            <ComboOption
              key={`p${p.id}`}
              {...combo.optionProps(i)}
              // What the option shows, in the order it shows it (the dot read as a pause).
              aria-label={`${p.name}, ${p.reference}, ${p.brand}`}
            >
              <span className="thumb">{p.image_card_url ? <img src={p.image_card_url} alt="" loading="lazy" /> : <Icon d={BOLT} />}</span>
              <span>
                <span className="name">
                  <Marked text={p.name} words={words} />
                </span>{' '}
                <span className="meta">
                  <span className="ref">{p.reference}</span> · {p.brand}
                </span>
              </span>
            </ComboOption>
          );
        })}
      </ComboPopup>
      <div role="status" className="sr-only">
        {combo.announce}
      </div>
    </>
  );
}
