import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readJson, writeJson } from './storage';

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

export function PrefsProvider({ children }: { children: ReactNode }) {
  const [tax, setTaxState] = useState<TaxMode>(() => (readJson<string>(TAX_KEY, 'TTC') === 'HT' ? 'HT' : 'TTC'));
  const [favourites, setFavourites] = useState<number[]>(() => {
    const raw = readJson<unknown>(FAV_KEY, []);
    return Array.isArray(raw) ? raw.filter((x): x is number => typeof x === 'number') : [];
  });

  useEffect(() => writeJson(FAV_KEY, favourites), [favourites]);

  const setTax = useCallback((t: TaxMode) => {
    setTaxState(t);
    writeJson(TAX_KEY, t);
  }, []);
  const toggleFavourite = useCallback(
    (id: number) => setFavourites((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id])),
    [],
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
