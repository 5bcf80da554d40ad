import type { QuoteMover } from '@stockwatt/shared';
import { Actor } from './actor-context';

/** The kinds of record a domain event is about (the change history files its entries under these). */
export const EVENT_RESOURCES = [
  'products',
  'suppliers',
  'quotes',
  'reviews',
  'users',
  'partners',
  'companies',
  'offers',
  'orders',
  'search-synonyms',
] as const;
export type EventResource = (typeof EVENT_RESOURCES)[number];

/** What led to a write when it was not a single form: an import names its run and file. */
export interface ChangeCause {
  kind: 'import';
  id: string;
  file: string;
}

/** One record's state before (null: created) and after (null: deleted) a write. */
export interface RecordChange {
  id: number;
  before: object | null;
  after: object | null;
}

interface RecordsChanged<Name extends string, Resource extends EventResource> {
  name: Name;
  resource: Resource;
  changes: readonly RecordChange[];
  /** The fields of these records the change history leaves out, as their entity declares them. */
  historyIgnores: readonly string[];
  cause?: ChangeCause;
  /** Who did it: the administrator of the request (or the pro account writing its own company), or null (a buyer, the worker, a script). */
  actor: Actor | null;
}

export type ProductChanged = RecordsChanged<'ProductChanged', 'products'>;
export type SupplierChanged = RecordsChanged<'SupplierChanged', 'suppliers'>;
/** A buyer's review posted (pending), moderated or deleted in the back office (the product's rating moves when one enters or leaves `accepted`). */
export type ReviewChanged = RecordsChanged<'ReviewChanged', 'reviews'>;
export type QuoteStatusChanged = RecordsChanged<'QuoteStatusChanged', 'quotes'> & { by: QuoteMover };
export type PartnerKeyChanged = RecordsChanged<'PartnerKeyChanged', 'partners'>;
export type UserChanged = RecordsChanged<'UserChanged', 'users'>;
/** A pro account's company created or replaced by that account (its actor). */
export type CompanyChanged = RecordsChanged<'CompanyChanged', 'companies'>;

/** An offer drafted, edited, sent, or answered by its buyer. */
export type OfferChanged = RecordsChanged<'OfferChanged', 'offers'>;
/** An order made from an accepted offer, or moved by staff. */
export type OrderChanged = RecordsChanged<'OrderChanged', 'orders'>;
/** A pair of search synonyms added, corrected or removed by staff. */
export type SearchSynonymChanged = RecordsChanged<'SearchSynonymChanged', 'search-synonyms'>;

export type DomainEvent =
  | ProductChanged
  | SupplierChanged
  | ReviewChanged
  | QuoteStatusChanged
  | PartnerKeyChanged
  | UserChanged
  | CompanyChanged
  | OfferChanged
  | OrderChanged
  | SearchSynonymChanged;
export type DomainEventName = DomainEvent['name'];
export const DOMAIN_EVENT_NAMES: readonly DomainEventName[] = [
  'ProductChanged',
  'SupplierChanged',
  'ReviewChanged',
  'QuoteStatusChanged',
  'PartnerKeyChanged',
  'UserChanged',
  'CompanyChanged',
  'OfferChanged',
  'OrderChanged',
  'SearchSynonymChanged',
];
type OmitFromEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What a writer publishes; the bus adds who did it. */
export type PublishedEvent = OmitFromEach<DomainEvent, 'actor'>;
