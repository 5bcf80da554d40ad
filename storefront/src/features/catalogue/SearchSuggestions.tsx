import { useEffect, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SearchSuggestions as Suggestions } from '@stockwatt/shared';
import { api } from '../../api/client';
// Not used here: importing the shared UI module keeps the bundler from splitting the chunk it
// shares with React, styled-components and i18n in two (which cost the home page 0.5 kB gzip).
import '../../components/ui';
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
  /** The buyer typed before this code arrived: ask for the box's text at once. */
  fetchNow: boolean;
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

/** `text` cut around the words typed, matches marked (case-insensitive). */
function Marked({ text, words }: { text: string; words: string[] }) {
  if (!words.length) return <>{text}</>;
  const re = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return <>{text.split(re).map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part))}</>;
}

const Popup = styled.ul`
  position: absolute;
  z-index: 40;
  top: calc(100% + 6px);
  left: 0;
  width: 100%;
  max-height: min(440px, 60vh);
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.lg};
  ${(p) => p.theme.mq.lg} {
    width: max(100%, 440px);
  }
  &[hidden] {
    display: none;
  }
`;

const Item = styled.li<{ $brand?: boolean }>`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 6px 10px 6px 6px;
  border-radius: ${(p) => p.theme.radii.sm};
  cursor: pointer;
  color: ${(p) => p.theme.colors.text};
  transition: background ${(p) => p.theme.transition};
  ${(p) => p.$brand && `border-top: 1px solid ${p.theme.colors.border};`}
  & + & {
    margin-top: 2px;
  }
  &:hover {
    background: ${(p) => p.theme.colors.bg};
  }
  &[aria-selected='true'] {
    background: ${(p) => p.theme.colors.bg2};
    box-shadow: inset 3px 0 0 ${(p) => p.theme.colors.amber};
  }
  .thumb {
    width: 40px;
    height: 40px;
    border-radius: ${(p) => p.theme.radii.sm};
    background: linear-gradient(180deg, #f8fafc 0%, #e6ebf1 100%);
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${(p) => p.theme.colors.muted};
    overflow: hidden;
  }
  .thumb img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .name {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    font-size: 14px;
    font-weight: 600;
    line-height: 1.3;
  }
  .meta {
    display: block;
    margin-top: 2px;
    font-size: 12px;
    color: ${(p) => p.theme.colors.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    font-variant-numeric: tabular-nums;
  }
  .ref {
    font-family: ${(p) => p.theme.mono};
  }
  mark {
    background: none;
    color: inherit;
    font-weight: 800;
    text-decoration: underline ${(p) => p.theme.colors.amber} 2px;
    text-underline-offset: 2px;
  }
`;

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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announce, setAnnounce] = useState('');
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
  const shown = open && options.length > 0;
  const optionId = (i: number) => `${id}-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
    setAnnounce('');
  };
  /** Opens the list of `count` options (none: only says so), if the box still has the focus. */
  const show = (count: number) => {
    if (document.activeElement !== input.current) return;
    setOpen(true);
    setAnnounce(t('catalogue.suggestionCount', { count }));
  };

  /** Asks for the suggestions of `text` after `delay`; an earlier request still running is dropped. */
  const ask = (text: string, delay = TYPING_PAUSE_MS) => {
    window.clearTimeout(timer.current);
    pending.current?.abort();
    const q = text.trim().slice(0, MAX_CHARS);
    if (q.length < MIN_CHARS) {
      setFound(null);
      close();
      return;
    }
    timer.current = window.setTimeout(() => {
      const ctrl = (pending.current = new AbortController());
      api<Suggestions>(`/products/suggestions?q=${encodeURIComponent(q)}`, { signal: ctrl.signal })
        .then((s) => {
          if (ctrl.signal.aborted) return;
          setFound({ q, s });
          setActive(-1);
          show(s.products.length + s.brands.length);
        })
        .catch(() => {
          /* dropped for a newer one, or failed: the search itself still works */
        });
    }, delay);
  };

  const pick = (i: number) => {
    const o = options[i];
    if (!o) return;
    close();
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

  // Typed before this code arrived; on leaving, nothing answers any more.
  useEffect(() => {
    if (fetchNow && input.current) ask(input.current.value, 0);
    return () => {
      window.clearTimeout(timer.current);
      pending.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  // The box's typing, keys and blur, read with the state of this render.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const onInput = () => {
      setActive(-1);
      ask(el.value);
    };
    const reopen = () => {
      if (found && found.q === el.value.trim()) show(options.length);
      else ask(el.value, 0);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.isComposing) return;
      const n = options.length;
      switch (e.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          e.preventDefault();
          // Closed: reopens the list of the box's text (asks for it when there is none yet).
          if (!shown) reopen();
          else if (e.key === 'ArrowDown') setActive((a) => (a + 1) % n);
          else setActive((a) => (a <= 0 ? n - 1 : a - 1));
          return;
        case 'Enter':
          if (shown && active >= 0) {
            e.preventDefault();
            pick(active);
          } else close();
          return;
        case 'Escape':
          // The first Escape closes the list, a second one clears the box (in every browser).
          e.preventDefault();
          if (shown) close();
          else search.setSearch('');
          return;
        case 'Tab':
          close();
          return;
        default:
      }
    };
    const onClick = () => {
      if (!shown && found) reopen();
    };
    el.addEventListener('input', onInput);
    el.addEventListener('keydown', onKey);
    el.addEventListener('blur', close);
    el.addEventListener('click', onClick);
    return () => {
      el.removeEventListener('input', onInput);
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('blur', close);
      el.removeEventListener('click', onClick);
    };
  });

  useEffect(() => {
    onState({ open: shown, active: shown && active >= 0 ? optionId(active) : undefined });
    if (shown && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId only reads id, which never changes
  }, [shown, active, onState]);

  const words = found ? found.q.split(/\s+/).filter((w) => w.length >= MIN_CHARS) : [];
  return (
    <>
      <Popup
        id={id}
        role="listbox"
        aria-label={t('catalogue.suggestions')}
        hidden={!shown}
        // The box keeps the focus (a click on an option or the scroll bar is no blur); a click does what Enter does.
        onMouseDown={(e: MouseEvent) => e.preventDefault()}
      >
        {options.map((o, i) => {
          const common = {
            id: optionId(i),
            role: 'option',
            'aria-selected': i === active,
            onClick: () => pick(i),
          };
          if (o.kind === 'brand') {
            return (
              <Item key={`b${o.value}`} {...common} $brand={i > 0 && options[i - 1].kind === 'product'}>
                <span className="thumb">
                  <Icon d={FILTER} />
                </span>
                <span className="name">
                  <Marked text={t('catalogue.suggestBrand', { brand: o.value, count: o.count })} words={words} />
                </span>
              </Item>
            );
          }
          const p = o.product;
          return (
            <Item
              key={`p${p.id}`}
              {...common}
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
            </Item>
          );
        })}
      </Popup>
      <div role="status" className="sr-only">
        {announce}
      </div>
    </>
  );
}
