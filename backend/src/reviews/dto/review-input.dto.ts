import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/transforms';
import { REVIEW_MESSAGES as M } from '../reviews.messages';

const REVIEW_REQUIRED = M.required;

export class ReviewInputDto {
  @ApiProperty({ maxLength: 100 })
  @Trim()
  @IsString({ message: REVIEW_REQUIRED })
  @IsNotEmpty({ message: REVIEW_REQUIRED })
  @MaxLength(100)
  user_name: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt({ message: M.ratingRange })
  @Min(1, { message: REVIEW_REQUIRED })
  @Max(5, { message: M.ratingRange })
  rating: number;

  @ApiProperty({ maxLength: 2000 })
  @Trim()
  @IsString({ message: REVIEW_REQUIRED })
  @IsNotEmpty({ message: REVIEW_REQUIRED })
  @MaxLength(2000)
  comment: string;

  /** A field people never see (like the quote form's): a robot that fills it is answered as usual and nothing is stored. */
  @ApiPropertyOptional({ maxLength: 500, description: 'Pot de miel : doit rester vide' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}
