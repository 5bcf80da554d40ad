import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useStoredState } from '../../lib/storage';

export interface CartItem {
  id: number;
  name: string;
  reference: string;
  image: string | null;
  /** Unit prices as given by the API (never recomputed here). */
  price_ttc: number;
  price_ht: number;
  quantity: number;
}

export type CartProduct = Omit<CartItem, 'quantity'>;

interface CartValue {
  items: CartItem[];
  count: number;
  totalTTC: number;
  totalHT: number;
  open: boolean;
  setOpen: (o: boolean) => void;
  /** Returns the new quantity of that line. */
  add: (p: CartProduct) => number;
  setQuantity: (id: number, quantity: number) => void;
  remove: (id: number) => void;
  clear: () => void;
}

const KEY = 'stockwatt.cart';
const CartContext = createContext<CartValue | null>(null);

const EMPTY: CartItem[] = [];
const cents = (n: number) => Math.round(n * 100) / 100;

function sanitize(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (i): i is CartItem =>
      i &&
      typeof i.id === 'number' &&
      typeof i.price_ttc === 'number' &&
      typeof i.price_ht === 'number' &&
      Number.isInteger(i.quantity) &&
      i.quantity > 0,
  );
}

export function CartProvider({ children }: { children: ReactNode }) {
  // Kept in this browser, and the same in its other tabs.
  const [items, setItems] = useStoredState<CartItem[]>(KEY, sanitize, EMPTY);
  const [open, setOpen] = useState(false);

  const add = useCallback(
    (p: CartProduct) => {
      const existing = items.find((i) => i.id === p.id);
      const qty = existing ? existing.quantity + 1 : 1;
      setItems((prev) =>
        prev.some((i) => i.id === p.id)
          ? prev.map((i) => (i.id === p.id ? { ...i, ...p, quantity: i.quantity + 1 } : i))
          : [...prev, { ...p, quantity: 1 }],
      );
      return qty;
    },
    [items, setItems],
  );

  const setQuantity = useCallback(
    (id: number, quantity: number) => {
      setItems((prev) =>
        quantity <= 0 ? prev.filter((i) => i.id !== id) : prev.map((i) => (i.id === id ? { ...i, quantity: Math.floor(quantity) } : i)),
      );
    },
    [setItems],
  );

  const remove = useCallback((id: number) => setItems((prev) => prev.filter((i) => i.id !== id)), [setItems]);
  const clear = useCallback(() => setItems([]), [setItems]);

  const value = useMemo<CartValue>(() => {
    const count = items.reduce((s, i) => s + i.quantity, 0);
    const totalTTC = cents(items.reduce((s, i) => s + i.price_ttc * i.quantity, 0));
    const totalHT = cents(items.reduce((s, i) => s + i.price_ht * i.quantity, 0));
    return { items, count, totalTTC, totalHT, open, setOpen, add, setQuantity, remove, clear };
  }, [items, open, add, setQuantity, remove, clear]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart must be used within a CartProvider');
  return ctx;
}
