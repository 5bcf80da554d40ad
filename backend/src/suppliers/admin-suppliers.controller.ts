import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdminList } from '../common/api-contract';
import { SupplierViewDto } from './dto/supplier-view.dto';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { SupplierInputDto, SupplierUpdateDto } from './dto/supplier-input.dto';
import { Supplier } from './supplier.entity';
import { SUPPLIER_SORTS, SuppliersService } from './suppliers.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/suppliers')
export class AdminSuppliersController {
  constructor(private readonly suppliers: SuppliersService) {}

  @Get()
  @ApiAdminList('suppliers', SupplierViewDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<Supplier[]> {
    const params = parseAdminListQuery(query, SUPPLIER_SORTS, ['name', 'ASC']);
    const { items, total } = await this.suppliers.list(params);
    setContentRange(res, 'suppliers', params.skip, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: SupplierViewDto })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<Supplier> {
    return this.suppliers.findOne(id);
  }

  @Post()
  @ApiCreatedResponse({ type: SupplierViewDto })
  create(@Body() input: SupplierInputDto): Promise<Supplier> {
    return this.suppliers.create(input);
  }

  @Put(':id')
  @ApiOkResponse({ type: SupplierViewDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: SupplierUpdateDto): Promise<Supplier> {
    return this.suppliers.update(id, input);
  }

  @Delete(':id')
  @ApiOkResponse({ type: SupplierViewDto, description: 'Le fournisseur supprimé' })
  remove(@Param('id', ParseIdPipe) id: number): Promise<Supplier> {
    return this.suppliers.remove(id);
  }
}
