import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useStoredState } from './storage';

export type TaxMode = 'TTC' | 'HT';

interface PrefsValue {
  tax: TaxMode;
  setTax: (t: TaxMode) => void;
  favourites: number[];
  isFavourite: (id: number) => boolean;
  toggleFavourite: (id: number) => void;
}

const PrefsContext = createContext<PrefsValue | null>(null);
const TAX_KEY = 'stockwatt.tax';
const FAV_KEY = 'stockwatt.favourites';
const NONE: number[] = [];
const parseTax = (raw: unknown): TaxMode => (raw === 'HT' ? 'HT' : 'TTC');
const parseFavourites = (raw: unknown): number[] => (Array.isArray(raw) ? raw.filter((x): x is number => typeof x === 'number') : NONE);

export function PrefsProvider({ children }: { children: ReactNode }) {
  const [tax, setTaxState] = useStoredState<TaxMode>(TAX_KEY, parseTax, 'TTC');
  const [favourites, setFavourites] = useStoredState<number[]>(FAV_KEY, parseFavourites, NONE);

  const setTax = useCallback((t: TaxMode) => setTaxState(t), [setTaxState]);
  const toggleFavourite = useCallback(
    (id: number) => setFavourites((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id])),
    [setFavourites],
  );

  const value = useMemo(
    () => ({ tax, setTax, favourites, isFavourite: (id: number) => favourites.includes(id), toggleFavourite }),
    [tax, setTax, favourites, toggleFavourite],
  );
  return <PrefsContext.Provider value={value}>{children}</PrefsContext.Provider>;
}

export function usePrefs(): PrefsValue {
  const ctx = useContext(PrefsContext);
  if (!ctx) throw new Error('usePrefs must be used within a PrefsProvider');
  return ctx;
}
