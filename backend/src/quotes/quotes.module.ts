import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminQuotesController } from './admin-quotes.controller';
import { FormServiceClient } from './form-service.client';
import { Quote } from './quote.entity';
import { QUOTES_QUEUE } from './quote-payload';
import { QuoteQueue } from './quote-queue';
import { QuoteThrottlerGuard } from './quote-throttler.guard';
import { QuotesController } from './quotes.controller';
import { QuotesQueueHealthIndicator } from './quotes.health';
import { QuotesService } from './quotes.service';
import { QuotesSweeper } from './quotes.sweeper';

@Module({
  imports: [TypeOrmModule.forFeature([Quote]), BullModule.registerQueue({ name: QUOTES_QUEUE }), TerminusModule],
  controllers: [QuotesController, AdminQuotesController],
  providers: [QuotesService, FormServiceClient, QuoteQueue, QuotesSweeper, QuotesQueueHealthIndicator, QuoteThrottlerGuard],
  // The delivery processor and the sweeper's schedule live in the worker module (ROLE=worker|all).
  exports: [QuotesQueueHealthIndicator, FormServiceClient, QuoteQueue, QuotesSweeper, QuotesService],
})
export class QuotesModule {}
