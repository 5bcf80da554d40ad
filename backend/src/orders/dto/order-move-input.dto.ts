import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_MOVE_NAMES, type OrderMove } from '@stockwatt/shared';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { Trim, TrimToNull } from '../../common/transforms';
import { ORDER_MESSAGES as M } from '../orders.messages';

export class OrderMoveInputDto {
  @ApiProperty({ enum: ORDER_MOVE_NAMES })
  @IsIn(ORDER_MOVE_NAMES)
  move: OrderMove;

  @ApiPropertyOptional({ description: 'Requis pour expédier' })
  @ValidateIf((o: OrderMoveInputDto) => o.move === 'ship')
  @Trim()
  @IsString({ message: M.carrierRequired })
  @MaxLength(80)
  @IsNotEmpty({ message: M.carrierRequired })
  carrier?: string;

  @ApiPropertyOptional({ description: 'Requis pour expédier' })
  @ValidateIf((o: OrderMoveInputDto) => o.move === 'ship')
  @Trim()
  @IsString({ message: M.trackingRequired })
  @MaxLength(80)
  @IsNotEmpty({ message: M.trackingRequired })
  trackingNumber?: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Motif d’une annulation' })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(2000)
  reason?: string | null;
}
