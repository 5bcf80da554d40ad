import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { HttpCacheable } from '../common/http-cache';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { CatalogueQueryDto, ProductReferencesQueryDto, SearchSuggestionsQueryDto } from './dto/catalogue-query.dto';
import { CataloguePageDto, ProductDetailDto, ProductReferenceDto, SearchSuggestionsDto } from '../products/dto/product-views.dto';
import { CatalogueService } from './catalogue.service';
import { PRODUCT_MESSAGES as M } from '../products/products.messages';

@ApiTags('catalogue')
@HttpCacheable()
@Controller('products')
export class CatalogueController {
  constructor(private readonly products: CatalogueService) {}

  @Get()
  @ApiOkResponse({ type: CataloguePageDto, description: 'Published products, 12 a page, with facet counts' })
  list(@Query() query: CatalogueQueryDto): Promise<CataloguePageDto> {
    return this.products.list(query);
  }

  @Get('suggestions')
  @ApiOkResponse({ type: SearchSuggestionsDto, description: 'As-you-type suggestions for the search box: products and brands' })
  suggestions(@Query() query: SearchSuggestionsQueryDto): Promise<SearchSuggestionsDto> {
    return this.products.suggestions(query);
  }

  @Get('references')
  @ApiOkResponse({
    type: [ProductReferenceDto],
    description: 'Published references for the quote form: the best matches of the search, a reference typed exactly first',
  })
  references(@Query() query: ProductReferencesQueryDto): Promise<ProductReferenceDto[]> {
    return this.products.references(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ProductDetailDto })
  @ApiNotFoundResponse({ description: M.notFound })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<ProductDetailDto> {
    return this.products.findPublished(id);
  }
}
