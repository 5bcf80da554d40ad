import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MAIL_QUEUE } from '../mail/mail.service';
import { QUOTES_QUEUE } from '../quotes/quote-payload';
import { QuotesModule } from '../quotes/quotes.module';
import { DeliveriesController } from './deliveries.controller';
import { DeliveriesService } from './deliveries.service';

@Module({
  imports: [BullModule.registerQueue({ name: QUOTES_QUEUE }, { name: MAIL_QUEUE }), QuotesModule],
  controllers: [DeliveriesController],
  providers: [DeliveriesService],
})
export class DeliveriesModule {}
