import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { RetryLaterException } from '../common/retry-later';
import { usersMessages } from './users.messages';

/**
 * Every password hash and check of the process. argon2 takes 64 MiB each: parallel sign-ins
 * would run the process out of memory, so at most PASSWORD_HASH_CONCURRENCY run at once; past
 * it the request is a 429 with Retry-After, never a queue without bound.
 */
@Injectable()
export class PasswordHasher {
  private running = 0;
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordHashConcurrency'>) {
    this.limit = config.passwordHashConcurrency;
  }

  hash(password: string): Promise<string> {
    return this.slot(() => argon2.hash(password));
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.slot(() => argon2.verify(hash, password));
  }

  private async slot<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) throw new RetryLaterException(usersMessages.passwordChecksBusy, 1);
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
    }
  }
}
