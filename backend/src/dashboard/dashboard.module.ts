import { Module } from '@nestjs/common';
import { QuotesModule } from '../quotes/quotes.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [QuotesModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
