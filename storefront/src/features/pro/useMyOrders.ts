import { useEffect, useState } from 'react';
import type { MyOrder } from '@stockwatt/shared';
import { api } from '../../api/client';

/** The signed-in buyer's orders (GET /api/orders/mine), newest first as the API lists them; null while they load. */
export function useMyOrders() {
  const [orders, setOrders] = useState<MyOrder[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api<MyOrder[]>('/orders/mine', { auth: true })
      .then(setOrders)
      .catch(() => setFailed(true));
  }, []);
  return { orders, failed };
}
