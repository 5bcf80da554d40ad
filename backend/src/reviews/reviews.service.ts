import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { AdminListParams, filterString, whereContains, whereIdIn, whereOneOf } from '../common/admin-list-query';
import { RecordChange } from '../events/domain-event';
import { DomainEvents } from '../events/domain-events';
import {
  isPublicReview,
  ratingAfterAdding,
  ratingAfterRemoving,
  REVIEW_STATUS,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@stockwatt/shared';
import { Product } from '../products/product.entity';
import { CatalogueService } from '../catalogue/catalogue.service';
import { ReviewInputDto } from './dto/review-input.dto';
import { Review, REVIEW_HISTORY_IGNORES } from './review.entity';
import { REVIEW_MESSAGES as M } from './reviews.messages';

export const REVIEW_SORTS = ['id', 'created_at', 'rating', 'product_id', 'user_name', 'status'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Reviews moderated in one request at most (a back-office page is 25; its largest, 1,000 rows). */
export const MAX_MODERATED_AT_ONCE = 1000;

export type AdminReviewView = Omit<Review, 'product'> & { product_name: string | null };
export type PublicReview = Omit<Review, 'product' | 'status'>;
export type PostedReview = PublicReview & { status: typeof REVIEW_STATUS.pending };

const PUBLIC_COLUMNS = { id: true, product_id: true, user_name: true, rating: true, comment: true, created_at: true } as const;

/**
 * Buyers' reviews and their moderation. A review is posted `pending` and changes nothing the
 * public sees; an administrator accepts it (shown, counted in the product's rating) or rejects
 * it. The product's rating and count move only when a review enters or leaves `accepted`, in the
 * same transaction, with the product row locked.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly products: CatalogueService,
    private readonly events: DomainEvents,
  ) {}

  /** The product page's list: accepted reviews only, newest first. */
  async listForProduct(productId: number): Promise<PublicReview[]> {
    await this.products.assertPublished(productId);
    return this.reviews.find({
      select: PUBLIC_COLUMNS,
      where: { product_id: productId, status: REVIEW_STATUS.accepted },
      order: { created_at: 'DESC', id: 'DESC' },
    });
  }

  /**
   * A buyer's review, kept `pending` for moderation: no rating, list or page changes yet. A filled
   * honeypot gets the same answer (an id from the same sequence) and nothing is stored.
   */
  async add(productId: number, input: ReviewInputDto): Promise<PostedReview> {
    await this.products.assertPublished(productId);
    const { website, ...fields } = input;
    if ((website ?? '').trim() !== '') return this.decoy(productId, fields);
    const saved = await this.events.write(async (tx, publish) => {
      const review = await tx.save(Review, tx.create(Review, { ...fields, product_id: productId, status: REVIEW_STATUS.pending }));
      await publish(reviewChanged([{ id: review.id, before: null, after: review }]));
      return review;
    });
    return { ...saved, status: REVIEW_STATUS.pending };
  }

  private async decoy(productId: number, fields: Omit<ReviewInputDto, 'website'>): Promise<PostedReview> {
    const [{ id }] = await this.reviews.query(`SELECT nextval(pg_get_serial_sequence('reviews', 'id'))::int AS id`);
    return { id, product_id: productId, ...fields, status: REVIEW_STATUS.pending, created_at: new Date() };
  }

  async list(params: AdminListParams<ReviewSort>): Promise<{ items: AdminReviewView[]; total: number }> {
    const qb = this.reviews.createQueryBuilder('r').leftJoin('r.product', 'p').addSelect(['p.id', 'p.name']);
    whereContains(qb, ['r.user_name', 'r.comment', 'p.name'], filterString(params.filter, 'q'));
    whereIdIn(qb, 'r.id', params.filter.id);
    whereIdIn(qb, 'r.product_id', params.filter.product_id);
    whereIdIn(qb, 'r.rating', params.filter.rating);
    whereOneOf(qb, 'r.status', params.filter.status, REVIEW_STATUSES);
    const [rows, total] = await qb
      .orderBy(`r.${params.sortField}`, params.sortOrder)
      .addOrderBy('r.id', 'DESC')
      .skip(params.skip)
      .take(params.take)
      .getManyAndCount();
    return { items: rows.map(toAdminReview), total };
  }

  async findOne(id: number): Promise<AdminReviewView> {
    const review = await this.reviews.findOne({ where: { id }, relations: { product: true } });
    if (!review) throw new NotFoundException(M.notFound);
    return toAdminReview(review);
  }

  /** Accepts, rejects or puts back to pending one review (PUT /api/admin/reviews/:id). */
  async moderate(id: number, status: ReviewStatus): Promise<AdminReviewView> {
    const [moderated] = await this.moderateMany([id], status);
    if (!moderated) throw new NotFoundException(M.notFound);
    return moderated;
  }

  /**
   * Moves reviews to `status` in one transaction: those that enter or leave `accepted` move
   * their product's rating and count, and one ReviewChanged lists each review that changed,
   * before and after (the change history keeps who moderated). Unknown ids are left out of the
   * answer; a review already in `status` is answered unchanged.
   */
  async moderateMany(ids: readonly number[], status: ReviewStatus): Promise<AdminReviewView[]> {
    if (ids.length > MAX_MODERATED_AT_ONCE) throw new BadRequestException(M.tooManyIds(MAX_MODERATED_AT_ONCE));
    if (!ids.length) return [];
    return this.events.write(async (tx, publish) => {
      const reviews = await this.lockReviews(tx, ids);
      const changed = reviews.filter((r) => r.status !== status);
      const ratings = new RatingMoves(tx);
      for (const review of changed) {
        if (isPublicReview(review)) await ratings.remove(review.product_id, review.rating);
        else if (status === REVIEW_STATUS.accepted) await ratings.add(review.product_id, review.rating);
      }
      await ratings.save();
      if (changed.length) {
        await tx.update(Review, { id: In(changed.map((r) => r.id)) }, { status });
        await publish(reviewChanged(changed.map((before) => ({ id: before.id, before, after: { ...before, status } }))));
      }
      return reviews.map((r) => ({ ...r, status }));
    });
  }

  /** Deletes a review; an accepted one leaves its product's rating and count with it. */
  async remove(id: number): Promise<AdminReviewView> {
    return this.events.write(async (tx, publish) => {
      const [view] = await this.lockReviews(tx, [id]);
      if (!view) throw new NotFoundException(M.notFound);
      if (isPublicReview(view)) {
        const ratings = new RatingMoves(tx);
        await ratings.remove(view.product_id, view.rating);
        await ratings.save();
      }
      await tx.delete(Review, id);
      await publish(reviewChanged([{ id, before: view, after: null }]));
      return view;
    });
  }

  /**
   * The reviews, read under their products' row locks (taken in id order, as every rating move
   * takes them): no other moderation or deletion of those products' reviews runs meanwhile.
   */
  private async lockReviews(tx: EntityManager, ids: readonly number[]): Promise<AdminReviewView[]> {
    const productIds: { product_id: number }[] = await tx.query(
      `SELECT DISTINCT product_id FROM reviews WHERE id = ANY($1::int[]) ORDER BY product_id`,
      [ids],
    );
    if (!productIds.length) return [];
    await tx.query(`SELECT id FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [productIds.map((p) => p.product_id)]);
    const rows = await tx.find(Review, { where: { id: In([...ids]) }, relations: { product: true }, order: { id: 'ASC' } });
    return rows.map(toAdminReview);
  }
}

/**
 * The rating and count of the products whose accepted reviews change in one write, moved as
 * running means from the stored values (their rows are locked by the caller), saved once each.
 * The stored count is more than the reviews kept here (the shop's ratings predate them), so it
 * is moved, never recounted.
 */
class RatingMoves {
  private readonly products = new Map<number, Pick<Product, 'rating' | 'review_count'>>();

  constructor(private readonly tx: EntityManager) {}

  async add(productId: number, rating: number): Promise<void> {
    const p = await this.product(productId);
    if (!p) return;
    p.rating = ratingAfterAdding(p.rating, p.review_count, rating);
    p.review_count += 1;
  }

  async remove(productId: number, rating: number): Promise<void> {
    const p = await this.product(productId);
    if (!p) return;
    p.rating = ratingAfterRemoving(p.rating, p.review_count, rating);
    p.review_count = Math.max(0, p.review_count - 1);
  }

  async save(): Promise<void> {
    for (const [id, { rating, review_count }] of this.products) await this.tx.update(Product, id, { rating, review_count });
  }

  private async product(id: number): Promise<Pick<Product, 'rating' | 'review_count'> | undefined> {
    if (!this.products.has(id)) {
      const found = await this.tx.findOne(Product, { select: { id: true, rating: true, review_count: true }, where: { id } });
      if (!found) return undefined;
      this.products.set(id, { rating: found.rating, review_count: found.review_count });
    }
    return this.products.get(id);
  }
}

function toAdminReview({ product, ...review }: Review): AdminReviewView {
  return { ...review, product_name: product?.name ?? null };
}

function reviewChanged(changes: RecordChange[]) {
  return { name: 'ReviewChanged', resource: 'reviews', changes, historyIgnores: REVIEW_HISTORY_IGNORES } as const;
}
