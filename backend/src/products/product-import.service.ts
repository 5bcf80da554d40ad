import type { UploadedFileData } from '../uploads/upload.interceptor';
import { randomUUID } from 'node:crypto';
import { Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DataSource, EntityManager, In } from 'typeorm';
import { badRequest, fieldMessages, VALIDATOR_OPTIONS } from '../common/validation';
import { FieldChange, fieldChanges } from '../events/field-changes';
import { ChangeCause } from '../events/domain-event';
import { DomainEvents, Publish } from '../events/domain-events';
import { Supplier } from '../suppliers/supplier.entity';
import { cleanProductInput, productChanged } from './admin-products.service';
import { ProductInputDto, ProductUpdateDto } from './dto/product-input.dto';
import { ImportReportDto, ImportRowDto } from './dto/product-import.dto';
import { CsvFileError, CsvRow, decodeCsv, parseProductCsv, PRODUCT_CSV_COLUMNS } from './product-csv';
import { PRODUCT_MESSAGES as M } from './products.messages';
import { Product, PRODUCT_HISTORY_IGNORES } from './product.entity';

export const IMPORT_MAX_ROWS = 20_000;
const WRITE_BATCH = 1000;
const MAX_ERROR_FIELDS = 200;
/** What an import may overwrite on an existing product: its CSV columns and what derives from them. */
const UPDATABLE = [...PRODUCT_CSV_COLUMNS.map((c) => c.key as string), 'category', 'sort_group', 'summary', 'updated_at'];

interface Plan {
  row: ImportRowDto;
  before: Product | null;
  after: Product;
}

/**
 * Catalogue import from the back office's CSV export: each row is matched to a product by
 * reference and validated like the product form (ProductInputDto for a new product,
 * ProductUpdateDto for an existing one, rich text sanitised the same way). A dry run only
 * reports; a real run writes every row in one transaction, or none when a row is wrong.
 */
@Injectable()
export class ProductImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  async import(file: UploadedFileData | undefined, dryRun: boolean): Promise<ImportReportDto> {
    const text = readCsvFile(file);
    let parsed: ReturnType<typeof parseProductCsv>;
    try {
      parsed = parseProductCsv(text, IMPORT_MAX_ROWS);
    } catch (error) {
      if (error instanceof CsvFileError) throw badRequest(error.message, { file: error.message });
      throw error;
    }
    const fileName = file!.originalname;
    if (dryRun) {
      const plans = await this.analyse(this.dataSource.manager, parsed.rows, false);
      return report(plans, { dry_run: true, import_id: null, file: fileName, ignored_columns: parsed.ignoredColumns });
    }
    const cause: ChangeCause = { kind: 'import', id: randomUUID(), file: fileName };
    const plans = await this.events.write(async (m, publish) => {
      const plans = await this.analyse(m, parsed.rows, true);
      const failed = plans.filter((p) => p.row.action === 'error');
      if (failed.length) throw refused(failed);
      await this.write(m, plans, cause, publish);
      return plans;
    });
    return report(plans, { dry_run: false, import_id: cause.id, file: fileName, ignored_columns: parsed.ignoredColumns });
  }

  /** Row by row: create, update (with its changes), unchanged or error; reads under lock on a real run. */
  private async analyse(m: EntityManager, rows: CsvRow[], lock: boolean): Promise<Plan[]> {
    const references = [...new Set(rows.map((r) => referenceOf(r)).filter(Boolean))];
    const existing = references.length
      ? await m.find(Product, { where: { reference: In(references) }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
      : [];
    const byReference = new Map(existing.map((p) => [p.reference, p]));
    const supplierIds = [...new Set(rows.map((r) => Number(r.values.supplier_id)).filter(Number.isInteger))];
    const suppliers = supplierIds.length ? await m.find(Supplier, { select: { id: true }, where: { id: In(supplierIds) } }) : [];
    const knownSuppliers = new Set(suppliers.map((s) => s.id));
    const firstLine = new Map<string, number>();

    const plans: Plan[] = [];
    for (const csv of rows) {
      const reference = referenceOf(csv);
      const before = byReference.get(reference) ?? null;
      const dto = plainToInstance(before ? ProductUpdateDto : ProductInputDto, csv.values);
      const errors = { ...fieldMessages(await validate(dto, VALIDATOR_OPTIONS)), ...csv.errors };
      if (reference && firstLine.has(reference)) errors.reference = M.importDuplicateReference(firstLine.get(reference)!);
      else if (reference) firstLine.set(reference, csv.line);
      if (typeof dto.supplier_id === 'number' && !knownSuppliers.has(dto.supplier_id) && !errors.supplier_id) {
        errors.supplier_id = M.importUnknownSupplier;
      }
      const row: ImportRowDto = { line: csv.line, reference, action: 'error', id: before?.id ?? null, changes: [], errors: [] };
      if (Object.keys(errors).length) {
        row.errors = Object.entries(errors).map(([column, message]) => ({ column, message }));
        plans.push({ row, before, after: before ?? new Product() });
        continue;
      }
      const after = Object.assign(new Product(), before ?? { status: 'brouillon' }, cleanProductInput(dto));
      row.changes = fieldChanges(before, after, PRODUCT_HISTORY_IGNORES) as FieldChange[];
      row.action = !before ? 'create' : row.changes.length ? 'update' : 'unchanged';
      plans.push({ row, before, after });
    }
    return plans;
  }

  /** Creates and updates as multi-row upserts on the reference, then one event for the run (one history entry per row). */
  private async write(m: EntityManager, plans: Plan[], cause: ChangeCause, publish: Publish): Promise<void> {
    const writes = plans.filter((p) => p.row.action === 'create' || p.row.action === 'update');
    const ids = new Map<string, number>();
    for (let i = 0; i < writes.length; i += WRITE_BATCH) {
      const values = writes.slice(i, i + WRITE_BATCH).map(({ after }) => {
        const { id: _id, created_at: _c, updated_at: _u, effective_price: _e, supplier: _s, ...fields } = after;
        const row = Object.assign(new Product(), fields);
        row.deriveCatalogueFields();
        return row;
      });
      const result = await m
        .createQueryBuilder()
        .insert()
        .into(Product)
        .values(values)
        .orUpdate(UPDATABLE, ['reference'])
        .returning(['id', 'reference'])
        .callListeners(false)
        .execute();
      for (const { id, reference } of result.raw as { id: number; reference: string }[]) ids.set(reference, id);
    }
    for (const plan of writes) plan.row.id = ids.get(plan.row.reference) ?? plan.row.id;
    await publish({ ...productChanged(...writes.map(({ row, before, after }) => ({ id: row.id!, before, after }))), cause });
  }
}

function referenceOf(row: CsvRow): string {
  return typeof row.values.reference === 'string' ? row.values.reference.trim() : '';
}

/** A CSV (or text) file by name and content; spreadsheets and binaries are refused with a 415. */
function readCsvFile(file: UploadedFileData | undefined): string {
  if (!file || file.size === 0) throw badRequest(M.importFileRequired, { file: M.importFileRequired });
  const head = file.buffer.subarray(0, 8);
  const zip = head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const ole = head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
  if (zip || ole || /\.(xlsx|xls|ods)$/i.test(file.originalname)) throw unsupported(M.importXlsx);
  const textName = /\.(csv|txt)$/i.test(file.originalname);
  const textType = /^text\/|^application\/(csv|vnd\.ms-excel)$/.test(file.mimetype);
  if ((!textName && !textType) || file.buffer.includes(0)) throw unsupported(M.importNotCsv);
  return decodeCsv(file.buffer);
}

function unsupported(message: string): UnsupportedMediaTypeException {
  return new UnsupportedMediaTypeException({ statusCode: 415, error: 'Unsupported Media Type', message, fields: { file: message } });
}

/** The real run's 400: the first errors as `fields` ("ligne 3.price_public"), nothing written. */
function refused(failed: Plan[]) {
  const fields: Record<string, string> = {};
  for (const { row } of failed) {
    for (const { column, message } of row.errors) {
      if (Object.keys(fields).length < MAX_ERROR_FIELDS) fields[`ligne ${row.line}.${column}`] = message;
    }
  }
  return badRequest(M.importRefused(failed.length), fields);
}

function report(plans: Plan[], head: Pick<ImportReportDto, 'dry_run' | 'import_id' | 'file' | 'ignored_columns'>): ImportReportDto {
  const count = (action: ImportRowDto['action']) => plans.filter((p) => p.row.action === action).length;
  return {
    ...head,
    total: plans.length,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    errors: count('error'),
    rows: plans.map((p) => p.row),
  };
}
