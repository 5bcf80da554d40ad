import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/transforms';

export const REVIEW_REQUIRED = 'Veuillez remplir tous les champs';

export class ReviewInputDto {
  @ApiProperty({ maxLength: 100 })
  @Trim() @IsString({ message: REVIEW_REQUIRED }) @IsNotEmpty({ message: REVIEW_REQUIRED }) @MaxLength(100)
  user_name: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt({ message: 'La note doit être un entier de 1 à 5' })
  @Min(1, { message: REVIEW_REQUIRED })
  @Max(5, { message: 'La note doit être un entier de 1 à 5' })
  rating: number;

  @ApiProperty({ maxLength: 2000 })
  @Trim() @IsString({ message: REVIEW_REQUIRED }) @IsNotEmpty({ message: REVIEW_REQUIRED }) @MaxLength(2000)
  comment: string;
}
