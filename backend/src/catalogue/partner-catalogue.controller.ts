import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiSecurity,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { HttpCacheable } from '../common/http-cache';
import {
  PartnerBrandDto,
  PartnerCategoryDto,
  PartnerProductDto,
  PartnerProductPageDto,
  PartnerProductsQueryDto,
} from './dto/partner-catalogue.dto';
import { PartnerCatalogueService } from './partner-catalogue.service';
import { PartnerKeyGuard, PartnerRequest, RequiresScope } from '../partners/partner-key.guard';
import { PartnerLinks } from './partner-links';
import { PARTNER_MESSAGES as M } from '../partners/partners.messages';

export const PARTNER_SECURITY = { bearer: 'partnerBearer', header: 'partnerApiKey' } as const;

const withStock = (req: PartnerRequest) => Boolean(req.partnerKey?.scopes.includes('stock:read'));

@ApiTags('partner')
@ApiSecurity(PARTNER_SECURITY.bearer)
@ApiSecurity(PARTNER_SECURITY.header)
@ApiUnauthorizedResponse({ description: `${M.keyMissing} / ${M.keyInvalid} / ${M.keyRevoked} / ${M.keyExpired}` })
@ApiForbiddenResponse({ description: M.scopeMissing('catalogue:read') })
@ApiTooManyRequestsResponse({ description: 'Per-key limit reached; Retry-After gives the seconds to wait' })
@UseGuards(PartnerKeyGuard)
@RequiresScope('catalogue:read')
@HttpCacheable('private')
@Controller('partner/v1')
export class PartnerCatalogueController {
  constructor(
    private readonly catalogue: PartnerCatalogueService,
    private readonly links: PartnerLinks,
  ) {}

  @Get('products')
  @ApiOkResponse({
    type: PartnerProductPageDto,
    description: 'Published products by id, `limit` a page; `Link: <…>; rel="next"` while there are more. Stock figures need stock:read.',
  })
  async products(
    @Query() query: PartnerProductsQueryDto,
    @Req() req: PartnerRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<PartnerProductPageDto> {
    const page = await this.catalogue.list(query, withStock(req));
    this.links.set(res, query, page.next_cursor);
    return page;
  }

  @Get('products/:reference')
  @ApiOkResponse({ type: PartnerProductDto })
  @ApiNotFoundResponse({ description: M.productNotFound })
  product(@Param('reference') reference: string, @Req() req: PartnerRequest): Promise<PartnerProductDto> {
    return this.catalogue.findByReference(reference, withStock(req));
  }

  @Get('brands')
  @ApiOkResponse({ type: [PartnerBrandDto] })
  brands(): Promise<PartnerBrandDto[]> {
    return this.catalogue.brands();
  }

  @Get('categories')
  @ApiOkResponse({ type: [PartnerCategoryDto] })
  categories(): Promise<PartnerCategoryDto[]> {
    return this.catalogue.categories();
  }
}
