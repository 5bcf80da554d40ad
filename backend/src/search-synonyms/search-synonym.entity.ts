import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Two ways installers say one thing (« onduleur » ~ « inverter », « site isolé » ~ « off grid »):
 * a search for either finds what the other finds. The table's generated columns (keys, stems,
 * tsqueries) are the database's reading of the two texts, not mapped here.
 */
@Entity('search_synonyms')
export class SearchSynonym {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 120 })
  term: string;

  @Column({ type: 'varchar', length: 120 })
  equivalent: string;
}
