import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { currentActor } from './actor-context';
import { DomainEvent, DomainEventName, PublishedEvent } from './domain-event';

/**
 * `in-transaction`: runs with the writer's transaction, before it commits; what it writes commits
 * or rolls back with the change, and its failure fails the write (the change history).
 * `after-commit`: runs once the change is committed; its failure is logged and the write stands
 * (cache invalidation: a later write or the TTL makes up for a missed one).
 */
export type SubscriberPhase = 'in-transaction' | 'after-commit';

export interface EventSubscriber {
  name: string;
  phase: SubscriberPhase;
  events: readonly DomainEventName[];
  /** `manager` is the writer's transaction for in-transaction subscribers. */
  handle(event: DomainEvent, manager: EntityManager): Promise<void> | void;
}

/** Publishes an event from inside `DomainEvents.write`. */
export type Publish = (event: PublishedEvent) => Promise<void>;

/**
 * The domain event bus: every write publishes what it changed, and the modules that react (the
 * change history, the catalogue cache) subscribe here instead of being called by each writer.
 * In-process: a subscriber that must reach every instance of the fleet publishes further itself
 * (the catalogue cache does, on Redis).
 */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly subscribers: EventSubscriber[] = [];

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Returns the way to unsubscribe. */
  subscribe(subscriber: EventSubscriber): () => void {
    this.subscribers.push(subscriber);
    return () => {
      // Once only: a second call must not take another subscriber off (indexOf -1 would be the last).
      const index = this.subscribers.indexOf(subscriber);
      if (index >= 0) this.subscribers.splice(index, 1);
    };
  }

  /**
   * A write and its events: `work` runs in a transaction and publishes what it changed. Each event
   * reaches the in-transaction subscribers at once, and the after-commit ones once the
   * transaction has committed (never when it rolled back).
   */
  async write<T>(work: (manager: EntityManager, publish: Publish) => Promise<T>): Promise<T> {
    const published: DomainEvent[] = [];
    const result = await this.dataSource.transaction((manager) =>
      work(manager, async (input) => {
        const event = { ...input, actor: currentActor() } as DomainEvent;
        for (const subscriber of this.subscribedTo(event, 'in-transaction')) await subscriber.handle(event, manager);
        published.push(event);
      }),
    );
    for (const event of published) await this.afterCommit(event);
    return result;
  }

  private async afterCommit(event: DomainEvent): Promise<void> {
    for (const subscriber of this.subscribedTo(event, 'after-commit')) {
      try {
        await subscriber.handle(event, this.dataSource.manager);
      } catch (error) {
        this.logger.error(`${subscriber.name} failed on ${event.name} after commit: ${(error as Error).message}`);
      }
    }
  }

  private subscribedTo(event: DomainEvent, phase: SubscriberPhase): EventSubscriber[] {
    return this.subscribers.filter((s) => s.phase === phase && s.events.includes(event.name));
  }
}
