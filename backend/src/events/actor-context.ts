import { AsyncLocalStorage } from 'node:async_hooks';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';

export interface Actor {
  id: number;
  email: string;
}

const storage = new AsyncLocalStorage<Actor>();

/**
 * Who is making the current admin request, carried by every domain event it publishes (and so
 * into the change history) without every controller passing the user down. Set by `AdminOnly()` after the guards, so it is
 * a verified admin, or by the company routes for the pro account writing its own company; elsewhere (seed, worker,
 * public routes) it is null.
 */
export function currentActor(): Actor | null {
  return storage.getStore() ?? null;
}

/** Runs `work` as `actor` (admin requests, and tests or scripts acting for someone). */
export function runAs<T>(actor: Actor, work: () => T): T {
  return storage.run(actor, work);
}

@Injectable()
export class ActorContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const user = context.switchToHttp().getRequest<{ user?: Actor }>().user;
    if (!user) return next.handle();
    // The handler runs when the observable is subscribed: subscribe inside the context.
    return new Observable((subscriber) => runAs({ id: user.id, email: user.email }, () => next.handle().subscribe(subscriber)));
  }
}
