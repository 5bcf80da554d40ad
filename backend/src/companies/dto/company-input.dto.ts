import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import {
  COMPANY_COUNTRIES,
  COMPANY_LIMITS as L,
  DEFAULT_COUNTRY,
  isValidEuVatNumber,
  isValidPostalCode,
  isValidSiret,
  normalizePostalCode,
  normalizeSiret,
  normalizeVatNumber,
  vatNumberMatchesSiret,
} from '@stockwatt/shared';
import { Trim, TrimToNull } from '../../common/transforms';
import { COMPANY_MESSAGES as M } from '../companies.messages';

// class-validator runs a property's checks from the last decorator up and stops at the first that
// fails: presence and type are written last, so a missing or mistyped value is named as such.
const required = { message: M.required };
const text = { message: M.text };
const cap = (max: number) => MaxLength(max, { message: M.tooLong(max) });
/**
 * A rule on the field's text, maybe against the rest of its object, with its French message; what
 * is not text, or empty, is left to the type and presence checks.
 */
const Check = (name: string, isValid: (value: string, object: never) => boolean, message: string) =>
  ValidateBy(
    { name, validator: { validate: (value, args) => typeof value !== 'string' || value === '' || isValid(value, args?.object as never) } },
    { message },
  );
const whenText = (normalize: (value: string) => string) => Transform(({ value }) => (typeof value === 'string' ? normalize(value) : value));

/** An address's country as sent: FR when missing, else the text in upper case (checked by IsIn). */
const countryOf = ({ country }: { country?: unknown }): unknown =>
  country === undefined || country === null || country === ''
    ? DEFAULT_COUNTRY
    : typeof country === 'string'
      ? country.trim().toUpperCase()
      : country;

/** A postal address; `country` defaults to FR, where the postal code is 5 digits. */
export class PostalAddressDto {
  @ApiProperty({ maxLength: L.line, example: '12 rue des Entrepreneurs' })
  @Trim()
  @cap(L.line)
  @IsString(text)
  @IsNotEmpty(required)
  line1: string;

  @ApiPropertyOptional({ maxLength: L.line, nullable: true, type: String, example: 'Bâtiment B' })
  @IsOptional()
  @TrimToNull()
  @cap(L.line)
  @IsString(text)
  line2?: string | null;

  @ApiProperty({ maxLength: L.postalCode, example: '69003', description: '5 chiffres en France (espaces ignorés)' })
  @Transform(({ value, obj }) => (typeof value === 'string' ? normalizePostalCode(value, String(countryOf(obj))) : value))
  @cap(L.postalCode)
  @Check('isPostalCode', (value, address: PostalAddressDto) => isValidPostalCode(value, address.country), M.postalCode)
  @IsString(text)
  @IsNotEmpty(required)
  postalCode: string;

  @ApiProperty({ maxLength: L.city, example: 'Lyon' })
  @Trim()
  @cap(L.city)
  @IsString(text)
  @IsNotEmpty(required)
  city: string;

  @ApiPropertyOptional({ enum: COMPANY_COUNTRIES, default: DEFAULT_COUNTRY, description: 'ISO 3166-1 alpha-2' })
  @Transform(({ obj }) => countryOf(obj))
  @IsIn(COMPANY_COUNTRIES, { message: M.country })
  country: string = DEFAULT_COUNTRY;
}

const Address = () => (target: object, key: string) => {
  IsDefined(required)(target, key);
  IsObject({ message: M.address })(target, key);
  ValidateNested()(target, key);
  Type(() => PostalAddressDto)(target, key);
};

/** The company of the signed-in pro account, as a whole (PUT replaces it). */
export class CompanyInputDto {
  @ApiProperty({ maxLength: L.legalName, description: 'Raison sociale', example: 'Solaire Rhône SARL' })
  @Trim()
  @cap(L.legalName)
  @IsString(text)
  @IsNotEmpty(required)
  legalName: string;

  @ApiProperty({ example: '443 061 841 00047', description: '14 chiffres (espaces admis), clé de Luhn' })
  @whenText(normalizeSiret)
  @Check('isSiret', isValidSiret, M.siret)
  @IsString(text)
  @IsNotEmpty(required)
  siret: string;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: 'FR83404833048',
    description: 'TVA intracommunautaire (UE) ; un numéro français doit avoir la clé et le SIREN du SIRET',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? normalizeVatNumber(value) || null : value))
  @Check('isEuVatNumber', isValidEuVatNumber, M.vatNumber)
  @Check(
    'isVatNumberOfSiret',
    (value, company: CompanyInputDto) => !isValidSiret(company.siret) || vatNumberMatchesSiret(value, company.siret),
    M.vatOfAnotherSiren,
  )
  @IsString(text)
  vatNumber?: string | null;

  @ApiProperty({ type: PostalAddressDto })
  @Address()
  billingAddress: PostalAddressDto;

  @ApiProperty({ type: PostalAddressDto })
  @Address()
  deliveryAddress: PostalAddressDto;
}
