import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { AuthIpThrottlerGuard } from './auth-ip-throttler.guard';
import { AuthThrottlerGuard } from './auth-throttler.guard';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/**
 * ThrottlerModule with Redis storage, shared by every API instance. Only routes that opt in with
 * a guard are limited: `@UseGuards(ThrottlerGuard)` (default 100/min per IP, override with
 * `@Throttle`) or `@UseGuards(AuthIpThrottlerGuard, AuthThrottlerGuard)` (AUTH_IP_THROTTLE_LIMIT per IP, AUTH_THROTTLE_* per IP and email).
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [REDIS],
      useFactory: (redis: Redis) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: 100 }],
        storage: new RedisThrottlerStorage(redis),
      }),
    }),
  ],
  providers: [AuthThrottlerGuard, AuthIpThrottlerGuard],
  exports: [AuthThrottlerGuard, AuthIpThrottlerGuard],
})
export class ThrottlingModule {}
