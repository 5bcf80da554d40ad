import { Module } from '@nestjs/common';
import { SigningKeysModule } from '../auth/signing-keys';
import { CompaniesModule } from '../companies/companies.module';
import { MailModule } from '../mail/mail.module';
import { AdminOffersController, AdminQuoteMessagesController } from './admin-offers.controller';
import { BuyerOffersController } from './buyer-offers.controller';
import { OffersService } from './offers.service';

@Module({
  imports: [MailModule, SigningKeysModule, CompaniesModule],
  controllers: [AdminOffersController, AdminQuoteMessagesController, BuyerOffersController],
  providers: [OffersService],
  exports: [OffersService],
})
export class OffersModule {}
