import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { COMMON_MESSAGES } from '../../common/common.messages';
import { Trim } from '../../common/transforms';
import { SEARCH_SYNONYM_MESSAGES as M } from '../search-synonyms.messages';

const NO_CONTROL_CHARACTER = /^[^\p{Cc}]*$/u;

// Checked from the bottom up: a missing text is said missing before anything else.

export class SearchSynonymInputDto {
  @ApiProperty({ example: 'on grid', maxLength: 120, description: 'Ce qu’un installateur tape' })
  @Trim()
  @Matches(NO_CONTROL_CHARACTER, { message: COMMON_MESSAGES.controlCharacter })
  @MaxLength(120)
  @IsString()
  @IsNotEmpty({ message: M.termRequired })
  term: string;

  @ApiProperty({ example: 'onduleur réseau', maxLength: 120, description: 'Ce que le catalogue écrit' })
  @Trim()
  @Matches(NO_CONTROL_CHARACTER, { message: COMMON_MESSAGES.controlCharacter })
  @MaxLength(120)
  @IsString()
  @IsNotEmpty({ message: M.equivalentRequired })
  equivalent: string;
}

export class SearchSynonymUpdateDto extends PartialType(SearchSynonymInputDto) {}
