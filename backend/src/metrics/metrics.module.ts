import { Global, Module } from '@nestjs/common';
import { MetricsServer } from './metrics-server';
import { ShopMetrics } from './shop-metrics';

/** Global: any module counts into the process's one registry. */
@Global()
@Module({
  providers: [ShopMetrics, MetricsServer],
  exports: [ShopMetrics],
})
export class MetricsModule {}
