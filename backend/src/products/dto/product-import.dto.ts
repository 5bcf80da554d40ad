import { ApiProperty } from '@nestjs/swagger';
import { IsBooleanString, IsOptional } from 'class-validator';
import { FieldChangeDto } from '../../history/dto/history-entry.dto';

export class ImportQueryDto {
  @ApiProperty({ required: false, type: String, enum: ['true', 'false'], description: 'true : analyse sans rien écrire' })
  @IsOptional()
  @IsBooleanString()
  dryRun?: string;
}

export class ImportCellErrorDto {
  @ApiProperty({ example: 'price_public' }) column: string;
  @ApiProperty({ example: 'Le prix public doit être un nombre (2 décimales)' }) message: string;
}

export class ImportRowDto {
  @ApiProperty({ description: 'Ligne du fichier (1 = en-têtes)' }) line: number;
  @ApiProperty() reference: string;
  @ApiProperty({ enum: ['create', 'update', 'unchanged', 'error'] }) action: 'create' | 'update' | 'unchanged' | 'error';
  @ApiProperty({ nullable: true, type: Number, description: 'Produit existant, ou créé (import réel)' }) id: number | null;
  @ApiProperty({ type: [FieldChangeDto], description: 'Champs qui changent (avant → après)' }) changes: FieldChangeDto[];
  @ApiProperty({ type: [ImportCellErrorDto] }) errors: ImportCellErrorDto[];
}

export class ImportReportDto {
  @ApiProperty() dry_run: boolean;
  @ApiProperty({ nullable: true, type: String, description: "Identifiant de l'import (cause des entrées d'historique)" }) import_id:
    string | null;
  @ApiProperty() file: string;
  @ApiProperty({ type: [String], description: 'Colonnes inconnues, laissées de côté' }) ignored_columns: string[];
  @ApiProperty() total: number;
  @ApiProperty() created: number;
  @ApiProperty() updated: number;
  @ApiProperty() unchanged: number;
  @ApiProperty() errors: number;
  @ApiProperty({ type: [ImportRowDto] }) rows: ImportRowDto[];
}
