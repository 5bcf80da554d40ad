import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AdminListParams, filterString, whereContains, whereIdIn } from '../common/admin-list-query';
import { HistoryService } from '../history/history.service';
import { CatalogueCache } from '../products/catalogue-cache';
import { ratingAfterAdding, ratingAfterRemoving } from '@stockwatt/shared';
import { Product } from '../products/product.entity';
import { ProductsService } from '../products/products.service';
import { ReviewInputDto } from './dto/review-input.dto';
import { Review } from './review.entity';
import { REVIEW_MESSAGES as M } from './reviews.messages';
import { PRODUCT_MESSAGES } from '../products/products.messages';

export const REVIEW_SORTS = ['id', 'created_at', 'rating', 'product_id', 'user_name'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export type AdminReviewView = Omit<Review, 'product'> & { product_name: string | null };

@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly cache: CatalogueCache,
    private readonly history: HistoryService,
  ) {}

  async listForProduct(productId: number): Promise<Review[]> {
    await this.products.assertPublished(productId);
    return this.reviews.find({ where: { product_id: productId }, order: { created_at: 'DESC', id: 'DESC' } });
  }

  /** The review and the product's running average change together or not at all. */
  async add(productId: number, input: ReviewInputDto): Promise<Review> {
    await this.products.assertPublished(productId);
    const review = await this.dataSource.transaction(async (tx) => {
      const product = await tx.findOne(Product, { where: { id: productId }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw new NotFoundException(PRODUCT_MESSAGES.notFound);
      await tx.update(Product, productId, {
        rating: ratingAfterAdding(product.rating, product.review_count, input.rating),
        review_count: product.review_count + 1,
      });
      return tx.save(Review, tx.create(Review, { ...input, product_id: productId }));
    });
    this.cache.invalidate();
    return review;
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
    await this.dataSource.transaction(async (tx) => {
      const product = await tx.findOne(Product, { where: { id: view.product_id }, lock: { mode: 'pessimistic_write' } });
      await tx.delete(Review, id);
      await this.history.record(tx, { resource: 'reviews', recordId: id, before: view, after: null });
      if (product) {
        await tx.update(Product, product.id, {
          rating: ratingAfterRemoving(product.rating, product.review_count, view.rating),
          review_count: Math.max(0, product.review_count - 1),
        });
      }
    });
    this.cache.invalidate();
    return view;
  }
}

function toAdminReview({ product, ...review }: Review): AdminReviewView {
  return { ...review, product_name: product?.name ?? null };
}
