import { ApiProperty } from '@nestjs/swagger';
import { SearchSynonym } from '../search-synonym.entity';

/** A synonym pair as the admin API returns it. */
export class SearchSynonymViewDto implements SearchSynonym {
  @ApiProperty() id: number;
  @ApiProperty() term: string;
  @ApiProperty() equivalent: string;
}
