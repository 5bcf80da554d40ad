import { Queue } from 'bullmq';
import { withTimeout } from '../common/quiet-warning';
import { ShopMetrics } from './shop-metrics';

const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized', 'waiting-children'] as const;

/** `queue_jobs{queue, state}`: a BullMQ queue's jobs by state, read from Redis when scraped. */
export function watchQueueDepth(metrics: ShopMetrics, name: string, queue: Queue): void {
  metrics.gauge('queue_jobs', 'Jobs of a queue (quotes, mail) by state, read from Redis at each scrape', ['queue', 'state'], async () => {
    const counts = await withTimeout(queue.getJobCounts(...STATES), 1000, 'Redis');
    return Object.entries(counts).map(([state, value]) => ({ labels: { queue: name, state }, value }));
  });
}
