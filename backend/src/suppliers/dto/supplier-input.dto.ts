import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { Trim, TrimToNull } from '../../common/transforms';

export class SupplierInputDto {
  @ApiProperty()
  @Trim() @IsString() @IsNotEmpty({ message: 'Le nom du fournisseur est obligatoire' }) @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional() @TrimToNull() @IsEmail({}, { message: 'Adresse email invalide' }) @MaxLength(254)
  contact_email?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional() @TrimToNull() @IsString() @MaxLength(50)
  contact_phone?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional() @TrimToNull() @IsString() @MaxLength(500)
  address?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional() @TrimToNull() @IsUrl({ require_protocol: false }, { message: 'Adresse de site web invalide' }) @MaxLength(500)
  website?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional() @TrimToNull() @IsString() @MaxLength(5000)
  notes?: string | null;
}

export class SupplierUpdateDto extends PartialType(SupplierInputDto) {}
