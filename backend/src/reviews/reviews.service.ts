import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminListParams, filterString, whereContains, whereIdIn } from '../common/admin-list-query';
import { RecordChange } from '../events/domain-event';
import { DomainEvents } from '../events/domain-events';
import { ratingAfterAdding, ratingAfterRemoving } from '@stockwatt/shared';
import { Product } from '../products/product.entity';
import { CatalogueService } from '../catalogue/catalogue.service';
import { ReviewInputDto } from './dto/review-input.dto';
import { Review, REVIEW_HISTORY_IGNORES } from './review.entity';
import { REVIEW_MESSAGES as M } from './reviews.messages';
import { PRODUCT_MESSAGES } from '../products/products.messages';

export const REVIEW_SORTS = ['id', 'created_at', 'rating', 'product_id', 'user_name'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export type AdminReviewView = Omit<Review, 'product'> & { product_name: string | null };

@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly products: CatalogueService,
    private readonly events: DomainEvents,
  ) {}

  async listForProduct(productId: number): Promise<Review[]> {
    await this.products.assertPublished(productId);
    return this.reviews.find({ where: { product_id: productId }, order: { created_at: 'DESC', id: 'DESC' } });
  }

  /** The review and the product's running average change together or not at all. */
  async add(productId: number, input: ReviewInputDto): Promise<Review> {
    await this.products.assertPublished(productId);
    return this.events.write(async (tx, publish) => {
      const product = await tx.findOne(Product, { where: { id: productId }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw new NotFoundException(PRODUCT_MESSAGES.notFound);
      await tx.update(Product, productId, {
        rating: ratingAfterAdding(product.rating, product.review_count, input.rating),
        review_count: product.review_count + 1,
      });
      const review = await tx.save(Review, tx.create(Review, { ...input, product_id: productId }));
      await publish(reviewChanged({ id: review.id, before: null, after: review }));
      return review;
    });
  }

  async list(params: AdminListParams<ReviewSort>): Promise<{ items: AdminReviewView[]; total: number }> {
    const qb = this.reviews.createQueryBuilder('r').leftJoin('r.product', 'p').addSelect(['p.id', 'p.name']);
    whereContains(qb, ['r.user_name', 'r.comment', 'p.name'], filterString(params.filter, 'q'));
    whereIdIn(qb, 'r.product_id', params.filter.product_id);
    whereIdIn(qb, 'r.rating', params.filter.rating);
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

  async remove(id: number): Promise<AdminReviewView> {
    const view = await this.findOne(id);
    await this.events.write(async (tx, publish) => {
      const product = await tx.findOne(Product, { where: { id: view.product_id }, lock: { mode: 'pessimistic_write' } });
      await tx.delete(Review, id);
      await publish(reviewChanged({ id, before: view, after: null }));
      if (product) {
        await tx.update(Product, product.id, {
          rating: ratingAfterRemoving(product.rating, product.review_count, view.rating),
          review_count: Math.max(0, product.review_count - 1),
        });
      }
    });
    return view;
  }
}

function toAdminReview({ product, ...review }: Review): AdminReviewView {
  return { ...review, product_name: product?.name ?? null };
}

function reviewChanged(change: RecordChange) {
  return { name: 'ReviewChanged', resource: 'reviews', changes: [change], historyIgnores: REVIEW_HISTORY_IGNORES } as const;
}
