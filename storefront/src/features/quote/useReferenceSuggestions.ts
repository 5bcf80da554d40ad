import { useEffect, useState } from 'react';
import type { ProductReference } from '@stockwatt/shared';
import { api } from '../../api/client';

/** Typing pauses this long before the API is asked. */
const TYPING_PAUSE_MS = 200;

/**
 * The quote form's product suggestions for what the buyer typed: a few published references
 * from the API (the reference itself first), the first ones in order while the field is empty.
 * A catalogue of 100,000 products cannot be one list in the page.
 */
export function useReferenceSuggestions(text: string): ProductReference[] {
  const [suggestions, setSuggestions] = useState<ProductReference[]>([]);
  useEffect(() => {
    const q = text.trim();
    let current = true;
    const timer = setTimeout(
      () => {
        api<ProductReference[]>(q ? `/products/references?q=${encodeURIComponent(q)}` : '/products/references')
          .then((list) => current && setSuggestions(list))
          .catch(() => current && setSuggestions([]));
      },
      q ? TYPING_PAUSE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  return suggestions;
}
