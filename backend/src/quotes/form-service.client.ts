import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import * as http from 'node:http';
import * as https from 'node:https';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { FormServicePayload } from './quote-payload';
import { QUOTE_MESSAGES as M } from './quotes.messages';

/**
 * The third-party form service: a JSON POST whose `ok` (2xx) is all that matters (spec
 * section 7). node:http with a keep-alive agent rather than fetch: the bench showed undici's
 * per-request cost as the largest item of the delivery path.
 */
@Injectable()
export class FormServiceClient implements OnApplicationShutdown {
  readonly url: string;
  private readonly timeoutMs: number;
  private readonly target?: URL;
  private readonly agent?: http.Agent;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.url = config.quotes.formServiceUrl;
    this.timeoutMs = config.quotes.deliveryTimeoutMs;
    if (this.url) {
      this.target = new URL(this.url);
      const Agent = this.target.protocol === 'https:' ? https.Agent : http.Agent;
      this.agent = new Agent({ keepAlive: true, maxSockets: config.quotes.concurrency * 2 });
    }
  }

  get configured(): boolean {
    return this.url !== '';
  }

  /** Last, once the workers have let their deliveries finish (common/draining-worker-host.ts). */
  onApplicationShutdown(): void {
    this.agent?.destroy();
  }

  /** Resolves when the service answered 2xx; rejects with a short French reason otherwise. */
  send(payload: FormServicePayload, idempotencyKey: string): Promise<void> {
    const target = this.target;
    if (!target) return Promise.reject(new Error(M.noFormService));
    const body = Buffer.from(JSON.stringify(payload));
    const request = target.protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const req = request(
        target,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Content-Length': body.length,
            'Idempotency-Key': idempotencyKey,
          },
        },
        (res) => {
          res.resume(); // only the status matters; drain so the socket is reused
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve();
            else reject(new Error(M.formServiceStatus(status)));
          });
          res.on('error', (error) => reject(new Error(M.formServiceUnreachable(error.message))));
        },
      );
      req.setTimeout(this.timeoutMs, () =>
        req.destroy(Object.assign(new Error(M.formServiceTimeout(this.timeoutMs)), { code: 'TIMEOUT' })),
      );
      req.on('error', (error: Error & { code?: string }) =>
        reject(new Error(M.formServiceUnreachable(error.code === 'TIMEOUT' ? error.message : (error.code ?? error.message)))),
      );
      req.end(body);
    });
  }
}
