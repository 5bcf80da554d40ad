import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Put, Query, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ADMIN_PRODUCT_SORTS, AdminProductsService, AdminProductView } from './admin-products.service';
import { ProductInputDto, ProductStatusDto, ProductUpdateDto } from './dto/product-input.dto';
import { AdminProductViewDto } from './dto/product-views.dto';
import { ApiAdminList } from '../common/api-contract';
import { ImportQueryDto, ImportReportDto } from './dto/product-import.dto';
import { SingleFileUpload, UploadedFileData, UploadedFormFile } from '../uploads/upload.interceptor';
import { ProductImportService } from './product-import.service';
import { productsToCsv } from './product-csv';

/** The export's row cap (ra's ExportButton fetches 1,000 too); the whole catalogue is far below. */
const EXPORT_MAX_ROWS = 50_000;

@ApiTags('admin')
@AdminOnly()
@Controller('admin/products')
export class AdminProductsController {
  constructor(
    private readonly products: AdminProductsService,
    private readonly importer: ProductImportService,
  ) {}

  @Get()
  @ApiAdminList('products', AdminProductViewDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<AdminProductView[]> {
    const params = parseAdminListQuery(query, ADMIN_PRODUCT_SORTS, ['created_at', 'DESC']);
    const { items, total } = await this.products.list(params);
    setContentRange(res, 'products', params.skip, items.length, total);
    return items;
  }

  /** Declared before `:id`. The columns are the import's (product-csv.ts): the export is its template. */
  @Get('export')
  @ApiOperation({ summary: 'Export CSV (séparateur ;) des produits, modèle de l’import (filter comme la liste, sans pagination)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV ; en-tête Content-Disposition: attachment; filename="produits.csv"' })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="produits.csv"')
  async export(@Query() query: AdminListQueryDto): Promise<string> {
    const params = parseAdminListQuery({ ...query, range: undefined }, ADMIN_PRODUCT_SORTS, ['reference', 'ASC']);
    return productsToCsv(await this.products.rows({ ...params, skip: 0, take: EXPORT_MAX_ROWS }));
  }

  @Post('import')
  @HttpCode(200)
  @UseInterceptors(SingleFileUpload('import'))
  @ApiOperation({
    summary: 'Import CSV (colonnes de l’export) : création ou mise à jour par référence, tout ou rien ; dryRun=true analyse sans écrire',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: ImportReportDto })
  @ApiBadRequestResponse({ description: 'Fichier illisible, ou (import réel) lignes en erreur : rien n’est écrit' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Pas un fichier CSV' })
  @ApiPayloadTooLargeResponse({ description: 'Au-delà de PRODUCT_IMPORT_MAX_MB' })
  import(@UploadedFormFile() file: UploadedFileData | undefined, @Query() query: ImportQueryDto): Promise<ImportReportDto> {
    return this.importer.import(file, query.dryRun === 'true');
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminProductViewDto })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<AdminProductView> {
    return this.products.findOne(id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminProductViewDto })
  create(@Body() input: ProductInputDto): Promise<AdminProductView> {
    return this.products.create(input);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminProductViewDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: ProductUpdateDto): Promise<AdminProductView> {
    return this.products.update(id, input);
  }

  @Patch(':id/status')
  @ApiOkResponse({ type: AdminProductViewDto })
  setStatus(@Param('id', ParseIdPipe) id: number, @Body() input: ProductStatusDto): Promise<AdminProductView> {
    return this.products.setStatus(id, input.status);
  }

  @Post(':id/duplicate')
  @ApiCreatedResponse({ type: AdminProductViewDto, description: 'La copie (brouillon)' })
  duplicate(@Param('id', ParseIdPipe) id: number): Promise<AdminProductView> {
    return this.products.duplicate(id);
  }

  @Delete(':id')
  @ApiOkResponse({ type: AdminProductViewDto, description: 'Le produit supprimé' })
  remove(@Param('id', ParseIdPipe) id: number): Promise<AdminProductView> {
    return this.products.remove(id);
  }
}
