import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Client } from 'pg';
import { quietWarning } from '../common/quiet-warning';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { DomainEvents } from '../events/domain-events';
import { CACHE_TAGS, CatalogueCache } from './catalogue-cache';

/** The database's word that the synonyms or the vocabulary changed (migration SearchExpansionNotices). */
const CHANNEL = 'search_expansion';
/** Distinct texts kept; a text is at most 200 characters (CatalogueQueryDto). */
const MAX_TEXTS = 5_000;
/** Between two attempts to listen again after the connection was lost. */
const RELISTEN_AFTER_MS = 1_000;

/**
 * What texts expand to (search_query), kept in this process: expanding a two-word search cost
 * PostgreSQL more than a third of the cold answer, and the same few thousand texts are typed over
 * and over. An expansion depends only on the synonyms and, for typo corrections, the vocabulary;
 * the database tells every process when either changes (NOTIFY after commit), and each then
 * forgets everything, the search answers of its catalogue cache with it (they would otherwise
 * show the old synonyms until their TTL).
 * The suggestions' brand words of a text (CatalogueSearch.brandWords) are kept here too: a function
 * of the text alone, forgotten with the rest at no harm.
 * Nothing is kept while this process is not listening (not yet, or the connection was lost), and
 * an expansion computed across a notice is not kept, so no process serves an expansion older than
 * the last change it heard of.
 */
@Injectable()
export class SearchExpansions implements OnApplicationShutdown {
  private readonly logger = new Logger(SearchExpansions.name);
  private readonly warn = quietWarning(this.logger, 'search expansion notices');
  private readonly kept = new LRUCache<string, { value: unknown }>({ max: MAX_TEXTS });
  /** Moves at every notice and every (re)start of listening: an expansion started before is not kept. */
  private generation = 0;
  private listener: Client | null = null;
  private listening = false;
  private lastAttempt = 0;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly answers: CatalogueCache,
    events: DomainEvents,
  ) {
    // The process that wrote a synonym forgets once it has committed, before it answers the writer:
    // the notice reaches it too, but after the writer's next search could have read the old one.
    events.subscribe({
      name: 'search expansions',
      phase: 'after-commit',
      events: ['SearchSynonymChanged'],
      handle: () => this.forget(),
    });
  }

  /** `key`'s expansion as kept, or computed (and kept when no change came between). */
  async expansion<T>(key: string, compute: () => Promise<T>): Promise<T> {
    this.listen();
    const hit = this.kept.get(key);
    if (hit) return hit.value as T;
    const startedAt = this.generation;
    const value = await compute();
    if (this.listening && this.generation === startedAt) this.kept.set(key, { value });
    return value;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.listener?.end().catch(() => undefined);
  }

  /** Opens the listening connection on first use (a process that serves no search opens none), and again after a loss. */
  private listen(): void {
    if (this.listener || this.stopped || Date.now() - this.lastAttempt < RELISTEN_AFTER_MS) return;
    this.lastAttempt = Date.now();
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'stockwatt search notices' });
    this.listener = client;
    client.on('notification', () => this.forget());
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      if (error && !this.stopped) this.warn(error);
      this.listener = null;
      this.listening = false;
      this.forget();
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        if (this.listener !== client) return;
        // Changes made before LISTEN were not heard: expansions computed until now are not kept.
        this.forget();
        this.listening = true;
      })
      .catch(lost);
  }

  /** And the search answers kept in the catalogue cache, which read the expansions forgotten. */
  private forget(): void {
    this.generation += 1;
    this.kept.clear();
    this.answers.clear({ tags: [CACHE_TAGS.search] });
  }
}
