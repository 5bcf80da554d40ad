import { ApiProperty } from '@nestjs/swagger';
import { HISTORY_ACTIONS, HISTORY_RESOURCES } from '../history-entry.entity';

export class FieldChangeDto {
  @ApiProperty({ example: 'price_public' }) field: string;
  @ApiProperty({ nullable: true, description: 'Valeur avant (null : absente)' }) before: unknown;
  @ApiProperty({ nullable: true, description: 'Valeur après (null : supprimée)' }) after: unknown;
}

export class HistoryCauseDto {
  @ApiProperty({ enum: ['import'] }) kind: 'import';
  @ApiProperty({ description: "Identifiant de l'import" }) id: string;
  @ApiProperty({ description: 'Nom du fichier importé' }) file: string;
}

export class HistoryEntryDto {
  @ApiProperty() id: number;
  @ApiProperty() at: Date;
  @ApiProperty({ nullable: true, type: Number }) actor_id: number | null;
  @ApiProperty({ nullable: true, type: String }) actor_email: string | null;
  @ApiProperty({ enum: HISTORY_RESOURCES }) resource: string;
  @ApiProperty() record_id: number;
  @ApiProperty({ enum: HISTORY_ACTIONS }) action: string;
  @ApiProperty({ type: [FieldChangeDto] }) changes: FieldChangeDto[];
  @ApiProperty({ type: HistoryCauseDto, nullable: true }) cause: HistoryCauseDto | null;
}
