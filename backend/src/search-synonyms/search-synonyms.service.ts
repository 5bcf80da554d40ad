import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AdminListParams, filterString, whereContains, whereIdIn } from '../common/admin-list-query';
import { badRequest } from '../common/validation';
import { RecordChange } from '../events/domain-event';
import { DomainEvents } from '../events/domain-events';
import { SearchSynonymInputDto, SearchSynonymUpdateDto } from './dto/search-synonym-input.dto';
import { SearchSynonym } from './search-synonym.entity';
import { SEARCH_SYNONYM_MESSAGES as M } from './search-synonyms.messages';

/** The advisory lock synonym writes take turns on (any number not used by another lock: database/prepare.ts). */
const PAIR_WRITE_LOCK = 7_212_024;

export const SEARCH_SYNONYM_SORTS = ['id', 'term', 'equivalent'] as const;
export type SearchSynonymSort = (typeof SEARCH_SYNONYM_SORTS)[number];

/**
 * The synonyms staff keep. Every process follows a change at once: the table's trigger notifies
 * them after commit, and each forgets what searches expanded to and the search answers it kept
 * (catalogue/search-expansions.ts).
 */
@Injectable()
export class SearchSynonymsService {
  constructor(
    @InjectRepository(SearchSynonym) private readonly synonyms: Repository<SearchSynonym>,
    private readonly events: DomainEvents,
  ) {}

  async list(params: AdminListParams<SearchSynonymSort>): Promise<{ items: SearchSynonym[]; total: number }> {
    const qb = this.synonyms.createQueryBuilder('s');
    whereContains(qb, ['s.term', 's.equivalent'], filterString(params.filter, 'q'));
    whereIdIn(qb, 's.id', params.filter.id);
    const [items, total] = await qb
      .orderBy(params.sortField === 'id' ? 's.id' : `lower(s.${params.sortField})`, params.sortOrder)
      .addOrderBy('s.id', 'ASC')
      .skip(params.skip)
      .take(params.take)
      .getManyAndCount();
    return { items, total };
  }

  async findOne(id: number, manager: EntityManager = this.synonyms.manager): Promise<SearchSynonym> {
    const synonym = await manager.findOneBy(SearchSynonym, { id });
    if (!synonym) throw new NotFoundException(M.notFound);
    return synonym;
  }

  create(input: SearchSynonymInputDto): Promise<SearchSynonym> {
    return this.events.write(async (m, publish) => {
      await this.checkPair(m, input.term, input.equivalent, null);
      const synonym = await m.save(m.create(SearchSynonym, { term: input.term, equivalent: input.equivalent }));
      await publish(synonymChanged({ id: synonym.id, before: null, after: synonym }));
      return synonym;
    });
  }

  update(id: number, input: SearchSynonymUpdateDto): Promise<SearchSynonym> {
    return this.events.write(async (m, publish) => {
      const synonym = await this.findOne(id, m);
      const before = { ...synonym };
      const term = input.term ?? synonym.term;
      const equivalent = input.equivalent ?? synonym.equivalent;
      await this.checkPair(m, term, equivalent, id);
      const saved = await m.save(m.merge(SearchSynonym, synonym, { term, equivalent }));
      await publish(synonymChanged({ id, before, after: saved }));
      return saved;
    });
  }

  remove(id: number): Promise<SearchSynonym> {
    return this.events.write(async (m, publish) => {
      const synonym = await this.findOne(id, m);
      await m.delete(SearchSynonym, id);
      await publish(synonymChanged({ id, before: synonym, after: null }));
      return synonym;
    });
  }

  /**
   * The two texts as the search reads them (search_key: accents, case, punctuation and stop
   * words aside): each must keep a word, they must differ, and the pair must not be there already,
   * in either order.
   * Writes of pairs take turns (a lock held to the end of the transaction): two admins adding the
   * same pair spelled differently both passed the check before either had written it, and the
   * table's key, on the texts as typed, let both in.
   */
  private async checkPair(m: EntityManager, term: string, equivalent: string, id: number | null): Promise<void> {
    await m.query('SELECT pg_advisory_xact_lock($1)', [PAIR_WRITE_LOCK]);
    const [keys] = await m.query(
      `SELECT search_key($1) AS term, search_key($2) AS equivalent,
        EXISTS (SELECT FROM search_synonyms s WHERE s.id IS DISTINCT FROM $3::int
          AND ((s.term_key, s.equivalent_key) = (search_key($1), search_key($2))
            OR (s.term_key, s.equivalent_key) = (search_key($2), search_key($1)))) AS taken`,
      [term, equivalent, id],
    );
    // Whole sentences: the back office shows the message as it comes.
    if (!keys.term) throw badRequest(M.termNoWord, { term: M.termNoWord });
    if (!keys.equivalent) throw badRequest(M.equivalentNoWord, { equivalent: M.equivalentNoWord });
    if (keys.term === keys.equivalent) throw badRequest(M.sameWords, { equivalent: M.sameWords });
    if (keys.taken) throw new ConflictException(M.duplicate);
  }
}

/** Staff's change, for the change history (the search hears of it from the table's own notice). */
function synonymChanged(change: RecordChange) {
  return { name: 'SearchSynonymChanged', resource: 'search-synonyms', changes: [change], historyIgnores: [] } as const;
}
