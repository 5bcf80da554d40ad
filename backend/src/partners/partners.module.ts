import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminPartnersController } from './admin-partners.controller';
import { PartnerKey } from './partner-key.entity';
import { PartnerKeysService } from './partner-keys.service';

/** Partner API keys, issued in the back office; the read API partners call with them is catalogue/. */
@Module({
  imports: [TypeOrmModule.forFeature([PartnerKey])],
  controllers: [AdminPartnersController],
  providers: [PartnerKeysService],
  exports: [PartnerKeysService],
})
export class PartnersModule {}
