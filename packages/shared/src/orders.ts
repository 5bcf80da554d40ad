/**
 * An order's life (issue 29): made from an accepted offer, then moved by staff. The API's
 * conditional updates, the back office's action buttons and the buyer's view all read it here.
 */
export const ORDER_STATUS = {
  confirmed: 'confirmée',
  preparing: 'en préparation',
  shipped: 'expédiée',
  delivered: 'livrée',
  cancelled: 'annulée',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];

export type OrderMove = 'prepare' | 'ship' | 'deliver' | 'cancel';

const { confirmed, preparing, shipped, delivered, cancelled } = ORDER_STATUS;

export const ORDER_MOVES: Record<OrderMove, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  prepare: { from: [confirmed], to: preparing },
  /** Needs the carrier and the tracking number. */
  ship: { from: [preparing], to: shipped },
  deliver: { from: [shipped], to: delivered },
  /** Gives the reserved stock back. */
  cancel: { from: [confirmed, preparing], to: cancelled },
};
export const ORDER_MOVE_NAMES = Object.keys(ORDER_MOVES) as OrderMove[];

export function canMoveOrder(status: OrderStatus, move: OrderMove): boolean {
  return ORDER_MOVES[move].from.includes(status);
}

/** The moves the back office offers for an order in `status`. */
export function orderMovesFrom(status: OrderStatus): OrderMove[] {
  return ORDER_MOVE_NAMES.filter((move) => canMoveOrder(status, move));
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

/** Stock is held from acceptance until the order is cancelled (a delivered order keeps it spent). */
export function orderReleasesStock(move: OrderMove): boolean {
  return move === 'cancel';
}
