import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { quietWarning, withTimeout } from '../common/quiet-warning';
import { MailContent } from './mail.messages';
import { ShopMetrics } from '../metrics/shop-metrics';
import { watchQueueDepth } from '../metrics/queue-depth';

export const MAIL_QUEUE = 'mail';
/** A sign-up must not hang on Redis: past this the mail is given up (the user can ask again). */
const MAIL_ENQUEUE_TIMEOUT_MS = 1500;

export interface MailJob extends MailContent {
  to: string;
}

/** Mails leave through the `mail` queue so a slow or failing SMTP server never blocks a request. */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailJob>,
    metrics: ShopMetrics,
  ) {
    queue.on('error', quietWarning(this.logger, 'mail queue'));
    watchQueueDepth(metrics, 'mail', queue);
  }

  async send(to: string, content: MailContent): Promise<void> {
    try {
      const add = this.queue.add(
        'send',
        { to, ...content },
        {
          attempts: 5,
          backoff: { type: 'exponential', delay: 5000 },
          // The body holds one-time links: do not keep it in Redis once sent.
          removeOnComplete: true,
          removeOnFail: 1000,
        },
      );
      add.catch(() => undefined); // may still settle after the timeout
      await withTimeout(add, MAIL_ENQUEUE_TIMEOUT_MS, 'Redis');
    } catch (error) {
      // Redis down: the account action still succeeds; the user can ask for the mail again.
      this.logger.error(`Mail to ${to} not queued: ${(error as Error).message}`);
    }
  }
}
