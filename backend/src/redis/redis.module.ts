import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { quietWarning } from '../common/quiet-warning';
import Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';

export const REDIS = Symbol('REDIS');

/** One shared connection for health checks, rate limits and other small Redis uses. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
        // Users of this connection handle their own failures; without a listener ioredis reports each reconnect as unhandled.
        redis.on('error', quietWarning(new Logger('Redis'), 'redis'));
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}
