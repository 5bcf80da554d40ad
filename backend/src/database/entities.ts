import { RefreshToken } from '../auth/refresh-token.entity';
import { Company } from '../companies/company.entity';
import { UserToken } from '../auth/user-token.entity';
import { PartnerKey } from '../partners/partner-key.entity';
import { HistoryEntry } from '../history/history-entry.entity';
import { Offer } from '../offers/offer.entity';
import { QuoteMessage } from '../offers/quote-message.entity';
import { OrderMoveRecord } from '../orders/order-move.entity';
import { Order } from '../orders/order.entity';
import { Product } from '../products/product.entity';
import { Quote } from '../quotes/quote.entity';
import { Review } from '../reviews/review.entity';
import { SearchSynonym } from '../search-synonyms/search-synonym.entity';
import { Supplier } from '../suppliers/supplier.entity';
import { ImageVariantSet } from '../uploads/image-variants';
import { User } from '../users/user.entity';

/** Listed, not globbed, so the same list works compiled and under jest (STACK.md #5). */
export const ENTITIES = [
  Supplier,
  Product,
  Review,
  User,
  Quote,
  RefreshToken,
  UserToken,
  PartnerKey,
  HistoryEntry,
  ImageVariantSet,
  Company,
  Offer,
  QuoteMessage,
  Order,
  OrderMoveRecord,
  SearchSynonym,
];
