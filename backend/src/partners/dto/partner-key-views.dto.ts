import { ApiProperty } from '@nestjs/swagger';
import { PARTNER_SCOPES, PartnerScope } from '../partner-key.entity';

export const PARTNER_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type PartnerKeyStatus = (typeof PARTNER_KEY_STATUSES)[number];

/** A partner key as the back office sees it: never its secret. */
export class PartnerKeyViewDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) contact_name: string | null;
  @ApiProperty({ nullable: true, type: String }) contact_email: string | null;
  @ApiProperty({ enum: PARTNER_SCOPES, isArray: true }) scopes: PartnerScope[];
  @ApiProperty() rate_limit_per_minute: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) expires_at: Date | null;
  @ApiProperty({ description: 'First characters of the secret, to tell keys apart', example: 'swk_3fA9kQ' }) key_prefix: string;
  @ApiProperty({ enum: PARTNER_KEY_STATUSES, description: 'Derived from revoked_at and expires_at' }) status: PartnerKeyStatus;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) rotated_at: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) revoked_at: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) last_used_at: Date | null;
  @ApiProperty({ description: 'Authenticated requests made with this key' }) request_count: number;
  @ApiProperty() created_at: Date;
  @ApiProperty() updated_at: Date;
}

/** The answer to a creation or a rotation: the only time the secret is ever sent. */
export class PartnerKeyWithSecretDto extends PartnerKeyViewDto {
  @ApiProperty({ description: 'The API key; shown once, only its hash is stored', example: 'swk_3fA9kQ…' }) secret: string;
}
