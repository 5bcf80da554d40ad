import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { CompaniesModule } from './companies/companies.module';
import { httpLogParams } from './common/logging';
import { AppConfigModule, APP_CONFIG } from './config/config.module';
import { AppConfig } from './config/configuration';
import { ProcessRole, runsHttpApi, runsWorkers } from './config/role';
import { dataSourceOptions } from './database/data-source';
import { DashboardModule } from './dashboard/dashboard.module';
import { DeliveriesModule } from './deliveries/deliveries.module';
import { HealthModule } from './health/health.module';
import { PartnersModule } from './partners/partners.module';
import { EventsModule } from './events/events.module';
import { HistoryModule } from './history/history.module';
import { MetricsModule } from './metrics/metrics.module';
import { OffersModule } from './offers/offers.module';
import { OrdersModule } from './orders/orders.module';
import { ProductsModule } from './products/products.module';
import { QuotesModule } from './quotes/quotes.module';
import { RedisModule } from './redis/redis.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SeoModule } from './seo/seo.module';
import { StorefrontModule } from './storefront/storefront.module';
import { SuppliersModule } from './suppliers/suppliers.module';
import { SearchSynonymsModule } from './search-synonyms/search-synonyms.module';
import { ThrottlingModule } from './throttling/throttling.module';
import { UploadsModule } from './uploads/uploads.module';
import { WorkerModule } from './worker/worker.module';

/** What every role runs: settings, logs, database, queues (to enqueue), Redis and the modules' services and routes. */
@Module({
  imports: [
    AppConfigModule,
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => httpLogParams(config),
    }),
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config.databaseUrl, config.databasePoolSize),
    }),
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ connection: { url: config.redisUrl } }),
    }),
    RedisModule,
    MetricsModule,
    ThrottlingModule,
    HealthModule,
    EventsModule,
    HistoryModule,
    AuthModule,
    ProductsModule,
    CatalogueModule,
    SuppliersModule,
    SearchSynonymsModule,
    ReviewsModule,
    UploadsModule,
    QuotesModule,
    OffersModule,
    OrdersModule,
    CompaniesModule,
    PartnersModule,
    DashboardModule,
    DeliveriesModule,
    SeoModule,
  ],
})
class CoreModule {}

/** The storefront's server-rendered pages (and, in setup-app.ts, both built front ends): HTTP roles only. */
const FrontEndsModule = StorefrontModule;

@Module({})
class RoleModule {}

/**
 * The whole shop in one process (ROLE=all: what tests and `npm start` run). `forRole` leaves the
 * front ends out of a worker and the processors and schedules out of an API process.
 */
@Module({ imports: [CoreModule, FrontEndsModule, WorkerModule] })
export class AppModule {
  static forRole(role: ProcessRole): Type | DynamicModule {
    if (role === 'all') return AppModule;
    return {
      module: RoleModule,
      imports: [CoreModule, ...(runsHttpApi(role) ? [FrontEndsModule] : []), ...(runsWorkers(role) ? [WorkerModule] : [])],
    };
  }
}
