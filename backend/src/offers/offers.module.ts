import { Module } from '@nestjs/common';
import { SigningKeysModule } from '../auth/signing-keys';
import { CompaniesModule } from '../companies/companies.module';
import { MailModule } from '../mail/mail.module';
import { AdminOffersController, AdminQuoteMessagesController } from './admin-offers.controller';
import { BuyerOffersController, MyOffersController } from './buyer-offers.controller';
import { OffersService } from './offers.service';

@Module({
  imports: [MailModule, SigningKeysModule, CompaniesModule],
  controllers: [AdminOffersController, AdminQuoteMessagesController, BuyerOffersController, MyOffersController],
  providers: [OffersService],
  exports: [OffersService],
})
export class OffersModule {}
