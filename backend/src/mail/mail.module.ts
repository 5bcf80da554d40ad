import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MAIL_QUEUE, MailService } from './mail.service';

@Module({
  imports: [BullModule.registerQueue({ name: MAIL_QUEUE })],
  // MailProcessor runs in the worker module (ROLE=worker|all); API processes only enqueue.
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
