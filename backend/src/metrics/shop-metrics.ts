import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';

/** What a gauge reads when scraped: one value per label set. */
export type GaugeReading = { labels: Record<string, string>; value: number }[];

/**
 * The process's metrics in the Prometheus format (prom-client), on METRICS_PORT (metrics-server.ts).
 * A registry of its own per app, not prom-client's global one: tests run several apps in one
 * process. With METRICS_PORT=0 nothing is collected.
 */
@Injectable()
export class ShopMetrics {
  readonly registry = new Registry();
  readonly enabled: boolean;

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Answers by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [],
  });

  readonly cacheLookups = new Counter({
    name: 'catalogue_cache_lookups_total',
    help: 'Catalogue cache lookups on this process, by result (hit or miss)',
    labelNames: ['result'] as const,
    registers: [],
  });

  readonly deliveries = new Counter({
    name: 'quote_deliveries_total',
    help: 'Quote delivery attempts to the form service, by outcome (delivered, retrying, failed, stored) and attempt number',
    labelNames: ['outcome', 'attempt'] as const,
    registers: [],
  });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = config.metricsPort > 0;
    if (!this.enabled) return;
    this.registry.registerMetric(this.httpDuration);
    this.registry.registerMetric(this.cacheLookups);
    this.registry.registerMetric(this.deliveries);
    this.registry.setDefaultLabels({ role: config.role });
    // Event-loop lag, memory, heap, GC, CPU, handles: prom-client's process and Node.js metrics.
    collectDefaultMetrics({ register: this.registry });
  }

  private readonly readers = new Map<string, (() => Promise<GaugeReading>)[]>();

  /**
   * A gauge read when scraped (queue depths, stuck quotes). Several modules may feed one gauge
   * (each queue its own `queue` label); a failing reader leaves its series out rather than
   * failing the scrape.
   */
  gauge(name: string, help: string, labelNames: readonly string[], read: () => Promise<GaugeReading>): void {
    if (!this.enabled) return;
    const readers = this.readers.get(name);
    if (readers) {
      readers.push(read);
      return;
    }
    const all = [read];
    this.readers.set(name, all);
    this.registry.registerMetric(
      new Gauge({
        name,
        help,
        labelNames,
        registers: [],
        async collect() {
          this.reset();
          const readings = await Promise.all(all.map((r) => r().catch((): GaugeReading => [])));
          for (const { labels, value } of readings.flat()) this.set(labels, value);
        },
      }),
    );
  }
}
