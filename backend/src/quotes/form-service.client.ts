import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { FormServicePayload } from './quote-payload';
import { QUOTE_MESSAGES as M } from './quote-messages';

/** The third-party form service: a JSON POST whose `ok` is all that matters (spec section 7). */
@Injectable()
export class FormServiceClient {
  readonly url: string;
  private readonly timeoutMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.url = config.quotes.formServiceUrl;
    this.timeoutMs = config.quotes.deliveryTimeoutMs;
  }

  get configured(): boolean {
    return this.url !== '';
  }

  /** Resolves when the service answered 2xx; rejects with a short reason otherwise. */
  async send(payload: FormServicePayload, idempotencyKey: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const err = error as Error & { cause?: { code?: string; message?: string } };
      const reason = err.name === 'TimeoutError' ? M.formServiceTimeout(this.timeoutMs) : (err.cause?.code ?? err.cause?.message ?? err.message);
      throw new Error(M.formServiceUnreachable(reason));
    }
    await response.arrayBuffer().catch(() => undefined); // frees the keep-alive socket
    if (!response.ok) throw new Error(M.formServiceStatus(response.status));
  }
}
