import { WorkerHost } from '@nestjs/bullmq';
import { OnModuleDestroy } from '@nestjs/common';

/**
 * A queue processor whose worker stops taking jobs and lets the ones in flight finish when the
 * process shuts down. @nestjs/bullmq closes workers in onApplicationShutdown, the same phase in
 * which the database, Redis and the form service's HTTP agent close: a delivery in flight then
 * lost its socket (ECONNRESET, an attempt and a backoff wasted). onModuleDestroy runs before
 * every onApplicationShutdown, so the jobs finish with everything they use still open.
 */
export abstract class DrainingWorkerHost extends WorkerHost implements OnModuleDestroy {
  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }
}
