import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MailProcessor } from '../mail/mail.processor';
import { MAIL_QUEUE } from '../mail/mail.service';
import { QuoteDeliveryProcessor } from '../quotes/quote-delivery.processor';
import { QuotesModule } from '../quotes/quotes.module';
import { SCHEDULES_QUEUE } from './scheduled-jobs';
import { ScheduledJobsProcessor } from './scheduled-jobs.processor';

/**
 * Everything a worker process runs and an API process does not: the queue processors (quote
 * delivery, mail) and the fleet's scheduled jobs. Imported for ROLE=worker and ROLE=all.
 */
@Module({
  imports: [QuotesModule, BullModule.registerQueue({ name: MAIL_QUEUE }, { name: SCHEDULES_QUEUE })],
  providers: [QuoteDeliveryProcessor, MailProcessor, ScheduledJobsProcessor],
})
export class WorkerModule {}
