import { ApiProperty } from '@nestjs/swagger';
import type { CompanyProfile, PostalAddress } from '@stockwatt/shared';

export class PostalAddressViewDto implements PostalAddress {
  @ApiProperty() line1: string;
  @ApiProperty({ nullable: true, type: String }) line2: string | null;
  @ApiProperty() postalCode: string;
  @ApiProperty() city: string;
  @ApiProperty({ description: 'ISO 3166-1 alpha-2' }) country: string;
}

/** The signed-in pro account's company, as stored (SIRET and VAT number normalised). */
export class CompanyProfileDto implements CompanyProfile {
  @ApiProperty({ description: 'Raison sociale' }) legalName: string;
  @ApiProperty({ description: '14 chiffres' }) siret: string;
  @ApiProperty({ nullable: true, type: String, description: 'TVA intracommunautaire, sans espaces' }) vatNumber: string | null;
  @ApiProperty({ type: PostalAddressViewDto }) billingAddress: PostalAddressViewDto;
  @ApiProperty({ type: PostalAddressViewDto }) deliveryAddress: PostalAddressViewDto;
}
