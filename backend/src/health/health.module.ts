import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { QuotesModule } from '../quotes/quotes.module';
import { HealthController } from './health.controller';
import { RedisHealthIndicator } from './redis.health';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), QuotesModule],
  controllers: [HealthController],
  providers: [RedisHealthIndicator],
})
export class HealthModule {}
