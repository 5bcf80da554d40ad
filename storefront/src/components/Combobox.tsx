import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { useI18n } from '../i18n';
import { theme } from '../theme';

export interface ComboboxOptions {
  /** The combobox's text box: its typing, keys, clicks, focus and blur are read here. */
  input: RefObject<HTMLInputElement | null>;
  /** The listbox's id (the box's aria-controls); its options' ids follow from it. */
  id: string;
  /** How many options the listbox holds now. */
  count: number;
  /** The buyer edited the text (the list opens again when its answer comes: `show`). */
  onType?: (text: string) => void;
  /** Arrow keys or a click on the box while the list is closed, or the focus with `openOnFocus`: show the list of the box's text. */
  reopen: () => void;
  /** Option `i` chosen with Enter or a click (the list is closed already). */
  pick: (i: number) => void;
  /** Escape while the list is closed. */
  clear: () => void;
  openOnFocus?: boolean;
}

/**
 * The keys, open state, active option and count announcement of an ARIA 1.2 combobox with a
 * listbox popup (one implementation for the catalogue's search box and the quote form's product
 * field): ArrowDown/ArrowUp move the active option and wrap, Enter or a click picks it, the first
 * Escape closes the list and the second clears the box, Tab and leaving the box close it. The
 * box keeps the focus throughout (aria-activedescendant). The list opens only when the buyer
 * asked for it (typing, arrows, a click, the focus when `openOnFocus`) and not since closed, so an
 * answer arriving after Escape or after a pick does not open it again.
 */
export function useCombobox({ input, id, count, onType, reopen, pick, clear, openOnFocus }: ComboboxOptions) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announce, setAnnounce] = useState('');
  const wanted = useRef(false);
  const shown = open && count > 0;
  const optionId = (i: number) => `${id}-${i}`;
  const activeId = shown && active >= 0 ? optionId(active) : undefined;

  const close = () => {
    wanted.current = false;
    setOpen(false);
    setActive(-1);
    setAnnounce('');
  };
  /** Opens the list of `n` options (none: only says so), if the buyer asked for it and the box still has the focus. */
  const show = (n: number) => {
    if (!wanted.current || document.activeElement !== input.current) return;
    setOpen(true);
    setActive(-1);
    setAnnounce(t('common.suggestionCount', { count: n }));
  };
  /** The buyer asks for the list: shown at once, or when its answer comes (`reopen` decides). */
  const request = () => {
    wanted.current = true;
    reopen();
  };

  // Native listeners, not props: the box may be rendered by code loaded earlier than this (the
  // search box and its suggestions). Attached again at each render, so they read this render's state.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    // Heard on the document, so after React has taken the typed text: a state update flushed
    // before that would render the box's old value over what was just typed (a controlled input).
    const onInput = (e: Event) => {
      if (e.target !== el) return;
      wanted.current = true;
      setActive(-1);
      onType?.(el.value);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.isComposing) return;
      switch (e.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          e.preventDefault();
          if (!shown) request();
          else if (e.key === 'ArrowDown') setActive((a) => (a + 1) % count);
          else setActive((a) => (a <= 0 ? count - 1 : a - 1));
          return;
        case 'Enter':
          // No option active: Enter keeps its own meaning (search, submit the form).
          if (shown && active >= 0) {
            e.preventDefault();
            close();
            pick(active);
          } else close();
          return;
        case 'Escape':
          // The first Escape closes the list, a second one clears the box (in every browser).
          e.preventDefault();
          if (shown) close();
          else clear();
          return;
        case 'Tab':
          close();
          return;
        default:
      }
    };
    const onClick = () => {
      if (!shown) request();
    };
    const onFocus = () => {
      if (openOnFocus) request();
    };
    document.addEventListener('input', onInput);
    el.addEventListener('keydown', onKey);
    el.addEventListener('blur', close);
    el.addEventListener('click', onClick);
    el.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('input', onInput);
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('blur', close);
      el.removeEventListener('click', onClick);
      el.removeEventListener('focus', onFocus);
    };
  });

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return {
    shown,
    active,
    activeId,
    /** The live region's text: how many suggestions the list has (a `role="status"` element shows it). */
    announce,
    show,
    close,
    request,
    optionId,
    /** The text box's combobox attributes. */
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-controls': id,
      'aria-expanded': shown,
      'aria-activedescendant': activeId,
    } as const,
    /** The popup's listbox attributes (it still needs a name). */
    listboxProps: {
      id,
      role: 'listbox',
      hidden: !shown,
      // The box keeps the focus (a click on an option or the scroll bar is no blur); a click does what Enter does.
      onMouseDown: (e: MouseEvent) => e.preventDefault(),
    },
    optionProps: (i: number) => ({
      id: optionId(i),
      role: 'option',
      'aria-selected': i === active,
      onClick: () => {
        close();
        pick(i);
      },
    }),
  };
}

/** `text` with the words typed marked (case-insensitive). */
export function Marked({ text, words }: { text: string; words: string[] }) {
  if (!words.length) return <>{text}</>;
  const re = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return <>{text.split(re).map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part))}</>;
}

/** The listbox under a combobox's text box (whose parent is positioned). */
export const ComboPopup = styled.ul`
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
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lg};
  ${theme.mq.lg} {
    width: max(100%, 440px);
  }
  &[hidden] {
    display: none;
  }
`;

/**
 * One option: a 40 px `.thumb` then the text (`.name` on two lines at most, then a `.meta` line,
 * `.ref` in the monospace face); `$plain` has no thumb, `$separated` a rule above it.
 */
export const ComboOption = styled.li<{ $separated?: boolean; $plain?: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$plain ? 'minmax(0, 1fr)' : '40px minmax(0, 1fr)')};
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: ${(p) => (p.$plain ? '6px 10px' : '6px 10px 6px 6px')};
  border-radius: ${theme.radii.sm};
  cursor: pointer;
  color: ${theme.colors.text};
  transition: background ${theme.transition};
  ${(p) => p.$separated && `border-top: 1px solid ${theme.colors.border};`}
  & + & {
    margin-top: 2px;
  }
  &:hover {
    background: ${theme.colors.bg};
  }
  &[aria-selected='true'] {
    background: ${theme.colors.bg2};
    box-shadow: inset 3px 0 0 ${theme.colors.amber};
  }
  .thumb {
    width: 40px;
    height: 40px;
    border-radius: ${theme.radii.sm};
    background: linear-gradient(180deg, #f8fafc 0%, #e6ebf1 100%);
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${theme.colors.muted};
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
    color: ${theme.colors.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    font-variant-numeric: tabular-nums;
  }
  .ref {
    font-family: ${theme.mono};
  }
  mark {
    background: none;
    color: inherit;
    font-weight: 800;
    text-decoration: underline ${theme.colors.amber} 2px;
    text-underline-offset: 2px;
  }
`;
