import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { AdminOnly } from '../auth/admin-only.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ADMIN_PRODUCT_SORTS, AdminProductsService, AdminProductView } from './admin-products.service';
import { ProductInputDto, ProductStatusDto, ProductUpdateDto } from './dto/product-input.dto';
import { ProductDetailDto } from './dto/product-views.dto';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/products')
export class AdminProductsController {
  constructor(private readonly products: AdminProductsService) {}

  @Get()
  @ApiOkResponse({ type: [ProductDetailDto], description: 'Content-Range: products start-end/total' })
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminProductView[]> {
    const params = parseAdminListQuery(query, ADMIN_PRODUCT_SORTS, ['created_at', 'DESC']);
    const { items, total } = await this.products.list(params);
    setContentRange(res, 'products', params.skip, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: ProductDetailDto })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<AdminProductView> {
    return this.products.findOne(id);
  }

  @Post()
  create(@Body() input: ProductInputDto): Promise<AdminProductView> {
    return this.products.create(input);
  }

  @Put(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() input: ProductUpdateDto): Promise<AdminProductView> {
    return this.products.update(id, input);
  }

  @Patch(':id/status')
  setStatus(@Param('id', ParseIdPipe) id: number, @Body() input: ProductStatusDto): Promise<AdminProductView> {
    return this.products.setStatus(id, input.status);
  }

  @Post(':id/duplicate')
  duplicate(@Param('id', ParseIdPipe) id: number): Promise<AdminProductView> {
    return this.products.duplicate(id);
  }

  @Delete(':id')
  remove(@Param('id', ParseIdPipe) id: number): Promise<AdminProductView> {
    return this.products.remove(id);
  }
}
