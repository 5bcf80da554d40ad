import { ApiProperty } from '@nestjs/swagger';
import { Supplier } from '../supplier.entity';

/** A supplier as the admin API returns it (the stored row). */
export class SupplierViewDto implements Supplier {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) contact_email: string | null;
  @ApiProperty({ nullable: true, type: String }) contact_phone: string | null;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ nullable: true, type: String }) website: string | null;
  @ApiProperty({ nullable: true, type: String }) notes: string | null;
  @ApiProperty() created_at: Date;
  @ApiProperty() updated_at: Date;
}
