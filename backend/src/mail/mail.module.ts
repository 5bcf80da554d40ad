import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MAIL_QUEUE, MailService } from './mail.service';
import { StaffAlerts } from './staff-alerts';

@Module({
  imports: [BullModule.registerQueue({ name: MAIL_QUEUE })],
  // MailProcessor runs in the worker module (ROLE=worker|all); API processes only enqueue.
  providers: [MailService, StaffAlerts],
  exports: [MailService, StaffAlerts],
})
export class MailModule {}
