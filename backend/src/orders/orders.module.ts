import { Module } from '@nestjs/common';
import { SigningKeysModule } from '../auth/signing-keys';
import { MailModule } from '../mail/mail.module';
import { OffersModule } from '../offers/offers.module';
import { AcceptOfferController } from './accept-offer.controller';
import { AdminOrdersController, MyOrdersController } from './admin-orders.controller';
import { OrdersService } from './orders.service';

@Module({
  imports: [MailModule, SigningKeysModule, OffersModule],
  controllers: [AdminOrdersController, MyOrdersController, AcceptOfferController],
  providers: [OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}
