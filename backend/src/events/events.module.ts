import { Global, Module } from '@nestjs/common';
import { DomainEvents } from './domain-events';

/** Global: every module's writes publish through DomainEvents, and the reacting modules subscribe there. */
@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class EventsModule {}
