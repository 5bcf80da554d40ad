import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { OFFER_MAX_LINES } from '@stockwatt/shared';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsAmount } from '../../common/is-amount';
import { Trim, TrimToNull } from '../../common/transforms';
import { OFFER_MESSAGES as M } from '../offers.messages';

export class OfferLineInputDto {
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Produit du catalogue ; null pour une ligne libre' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  productId?: number | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Par défaut : celle du produit' })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(120)
  reference?: string | null;

  @ApiPropertyOptional({ description: 'Par défaut : le nom du produit ; requis pour une ligne libre' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(300)
  label?: string;

  @ApiProperty({ minimum: 1, maximum: 100000 })
  @IsInt({ message: M.quantity })
  @Min(1, { message: M.quantity })
  @Max(100_000, { message: M.quantity })
  quantity: number;

  @ApiProperty({ description: 'Prix unitaire HT en euros' })
  @IsAmount()
  @Min(0)
  @Max(10_000_000)
  unitPriceHt: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, default: 0, description: 'Remise de la ligne en %' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.discount })
  @Min(0, { message: M.discount })
  @Max(100, { message: M.discount })
  discountPercent?: number;
}

export class OfferInputDto {
  @ApiProperty({ description: 'La demande de devis à laquelle l’offre répond' })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  quote_id: number;

  @ApiPropertyOptional({
    type: [OfferLineInputDto],
    description:
      'Par défaut : les lignes de la dernière version de l’offre (prix et remises négociés) ; pour la première, les articles de la demande au prix HT du catalogue',
  })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1, { message: M.noLines })
  @ArrayMaxSize(OFFER_MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => OfferLineInputDto)
  lines?: OfferLineInputDto[];

  @ApiPropertyOptional({
    description: 'Livraison HT facturée sous le seuil de gratuité ; par défaut celle de la dernière version, sinon 0',
  })
  @IsOptional()
  @IsAmount()
  @Min(0)
  @Max(100_000)
  delivery_fee_ht?: number;

  @ApiPropertyOptional({ format: 'date', description: 'Dernier jour d’acceptation ; par défaut dans 30 jours' })
  @IsOptional()
  @IsDateString({ strict: true, strictSeparator: true }, { message: M.validUntil })
  @MaxLength(10, { message: M.validUntil })
  valid_until?: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(5000)
  note?: string | null;
}

export class OfferUpdateDto extends PartialType(PickType(OfferInputDto, ['lines', 'delivery_fee_ht', 'valid_until', 'note'] as const)) {}

export class AcceptOfferDto {
  @ApiProperty({ description: 'Nom et prénom de la personne qui accepte' })
  @Trim()
  @IsString()
  @MaxLength(120)
  @IsNotEmpty({ message: M.acceptName })
  name: string;

  @ApiProperty({ description: 'Conditions générales de vente acceptées (doit valoir true)' })
  @IsBoolean({ message: M.acceptTerms })
  acceptTerms: boolean;
}

export class DeclineOfferDto {
  @ApiProperty()
  @Trim()
  @IsString()
  @MaxLength(2000)
  @IsNotEmpty({ message: M.reasonRequired })
  reason: string;
}

export class QuoteMessageInputDto {
  @ApiProperty()
  @Trim()
  @IsString()
  @MaxLength(5000)
  @IsNotEmpty({ message: M.messageRequired })
  body: string;
}

export class AdminQuoteMessageInputDto extends QuoteMessageInputDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  quote_id: number;
}
