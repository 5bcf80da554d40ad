import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { ROLES, Role } from '../../access/roles';
import { usersMessages } from '../users.messages';

/** `PUT /api/admin/users/:id`: change the role and/or disable (or re-enable) the account. */
export class AdminUserUpdateDto {
  @ApiProperty({ enum: ROLES, required: false })
  @IsOptional()
  @IsIn(ROLES, { message: usersMessages.invalidRole })
  role?: Role;

  @ApiProperty({ required: false, description: 'true désactive le compte et ferme ses sessions; false le réactive' })
  @IsOptional()
  @IsBoolean({ message: usersMessages.invalidDisabled })
  disabled?: boolean;
}

export class AdminUserViewDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty() email_confirmed: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) email_confirmed_at: Date | null;
  @ApiProperty() disabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) disabled_at: Date | null;
  @ApiProperty({ description: 'Double authentification (TOTP) activée' }) totp_enabled: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: Date;
}
