import { Processor } from '@nestjs/bullmq';
import { DrainingWorkerHost } from '../common/draining-worker-host';
import { Inject, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Job } from 'bullmq';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { MAIL_QUEUE, MailJob } from './mail.service';

/** Sends queued mails over SMTP, or writes them to the log when no SMTP_URL is set (local runs). */
@Processor(MAIL_QUEUE)
export class MailProcessor extends DrainingWorkerHost implements OnApplicationShutdown {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  async process(job: Job<MailJob>): Promise<void> {
    const { to, subject, text, html } = job.data;
    if (!this.transport) {
      this.logger.log({ mail: { to, subject, text } }, `Mail (no SMTP_URL, not sent) to ${to}: ${subject}`);
      return;
    }
    await this.transport.sendMail({ from: this.config.mailFrom, to, subject, text, html });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
