/**
 * Never run, only compiled by `npm run typecheck -w backend`: proves that a DTO drifting from
 * the shared API types (@stockwatt/shared) is a type error. Each @ts-expect-error below must
 * meet its error, or tsc fails on the unused directive: this check cannot pass silently.
 * The real DTOs (src/<module>/dto) are declared the same way: they `implement` the shared type.
 */
import type { MyQuote, ProductSummary } from '@stockwatt/shared';

/** A field's type changed in a DTO only (the storefront's old copy had this one nullable). */
export class NullableFieldDto implements Pick<ProductSummary, 'id' | 'internet_monitoring'> {
  id: number;
  // @ts-expect-error internet_monitoring is a boolean in the shared type
  internet_monitoring: boolean | null;
}

/** A field the shared type has and the DTO lost (or the shared type gained alone). */
// @ts-expect-error stock_display is missing
export class MissingFieldDto implements Pick<ProductSummary, 'id' | 'stock_display'> {
  id: number;
}

/** Dates: a Date in the DTO, an ISO string on the wire; any other type is a drift. */
export class WrongDateDto implements Pick<MyQuote<Date>, 'id' | 'created_at'> {
  id: number;
  // @ts-expect-error created_at is a Date on the server side
  created_at: number;
}
