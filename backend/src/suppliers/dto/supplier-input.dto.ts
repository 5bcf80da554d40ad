import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { Trim, TrimToNull } from '../../common/transforms';
import { SUPPLIER_MESSAGES as M } from '../suppliers.messages';

export class SupplierInputDto {
  @ApiProperty()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: M.nameRequired })
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @TrimToNull()
  @IsEmail({}, { message: M.emailInvalid })
  @MaxLength(254)
  contact_email?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(50)
  contact_phone?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(500)
  address?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @TrimToNull()
  @IsUrl({ require_protocol: false }, { message: M.websiteInvalid })
  @MaxLength(500)
  website?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(5000)
  notes?: string | null;
}

export class SupplierUpdateDto extends PartialType(SupplierInputDto) {}
