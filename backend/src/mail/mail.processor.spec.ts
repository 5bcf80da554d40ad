import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { loadConfig } from '../config/configuration';
import { mailMessages } from './mail.messages';
import { MailProcessor } from './mail.processor';
import { MailJob } from './mail.service';

describe('MailProcessor without SMTP_URL', () => {
  it('writes the mail, link included, to the log instead of sending it', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const processor = new MailProcessor({ ...loadConfig({}), smtpUrl: '' });
    const content = mailMessages.confirmEmail('http://localhost:3000/confirmer-email?token=abc');
    await processor.process({ data: { to: 'pro@example.fr', ...content } } as Job<MailJob>);
    expect(log).toHaveBeenCalledTimes(1);
    const [fields, message] = log.mock.calls[0] as [{ mail: { to: string; text: string } }, string];
    expect(message).toContain('pro@example.fr');
    expect(fields.mail.text).toContain('http://localhost:3000/confirmer-email?token=abc');
    log.mockRestore();
  });
});
