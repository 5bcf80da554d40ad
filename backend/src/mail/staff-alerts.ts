import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig, siteBase } from '../config/configuration';
import { MailContent, mailMessages } from './mail.messages';
import { MailService } from './mail.service';

type StaffMails = typeof mailMessages.staff;
/** What each alert says, without the back office's address, which is added here. */
type Facts<K extends keyof StaffMails> = Omit<Parameters<StaffMails[K]>[0], 'url'>;

/** `Camille Martin, Solaire Atlantique`, or the name alone. */
export function buyerLabel(name: string, company: string | null | undefined): string {
  return company ? `${name}, ${company}` : name;
}

/**
 * Tells the shop's staff (STAFF_ALERT_EMAIL, ADMIN_EMAIL by default) that a buyer answered an
 * offer or wrote on a quote, with a link to the back office's page: the back office shows it,
 * but only to someone who opens that quote. Sent after the write commits, like the buyer's mails.
 */
@Injectable()
export class StaffAlerts {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  orderPlaced(orderId: number, facts: Facts<'orderPlaced'>): Promise<void> {
    return this.send(mailMessages.staff.orderPlaced({ ...facts, url: this.adminUrl(`/orders/${orderId}/show`) }));
  }

  offerDeclined(quoteId: number, facts: Facts<'offerDeclined'>): Promise<void> {
    return this.send(mailMessages.staff.offerDeclined({ ...facts, url: this.adminUrl(`/quotes/${quoteId}/show`) }));
  }

  changesRequested(quoteId: number, facts: Facts<'changesRequested'>): Promise<void> {
    return this.send(mailMessages.staff.changesRequested({ ...facts, url: this.adminUrl(`/quotes/${quoteId}/show`) }));
  }

  buyerMessage(quoteId: number, facts: Facts<'buyerMessage'>): Promise<void> {
    return this.send(mailMessages.staff.buyerMessage({ ...facts, url: this.adminUrl(`/quotes/${quoteId}/show`) }));
  }

  private adminUrl(route: string): string {
    return `${siteBase(this.config)}/admin/#${route}`;
  }

  private send(content: MailContent): Promise<void> {
    return this.mail.send(this.config.staffAlertEmail, content);
  }
}
