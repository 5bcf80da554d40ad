import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { ShopMetrics } from './shop-metrics';

/**
 * `GET /metrics` on a port of its own (METRICS_PORT, 9464), on every process of every role: the
 * balancer forwards only the API's port, so the metrics are for Prometheus on the fleet's network,
 * never for the public. A port already taken is logged and the process serves on without metrics.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server?: Server;

  constructor(
    private readonly metrics: ShopMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.metrics.enabled) return;
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      this.metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': this.metrics.registry.contentType }).end(text),
        (error: Error) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error.message),
      );
    });
    server.on('error', (error) => this.logger.error(`metrics not served on :${this.config.metricsPort}: ${error.message}`));
    server.listen(this.config.metricsPort, () => this.logger.log(`metrics on :${this.config.metricsPort}/metrics`));
    this.server = server;
  }

  onApplicationShutdown(): void {
    this.server?.close();
    this.server?.closeAllConnections();
  }
}
