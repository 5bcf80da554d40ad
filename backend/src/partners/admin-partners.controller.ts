import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdminList } from '../common/api-contract';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { PartnerKeyInputDto, PartnerKeyUpdateDto } from './dto/partner-key-input.dto';
import { PartnerKeyViewDto, PartnerKeyWithSecretDto } from './dto/partner-key-views.dto';
import { PARTNER_KEY_SORTS, PartnerKeysService } from './partner-keys.service';

/** Partner API keys for the back office (ra-data-simple-rest conventions). */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/partners')
export class AdminPartnersController {
  constructor(private readonly keys: PartnerKeysService) {}

  @Get()
  @ApiAdminList('partners', PartnerKeyViewDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<PartnerKeyViewDto[]> {
    const params = parseAdminListQuery(query, PARTNER_KEY_SORTS, ['created_at', 'DESC']);
    const { items, total } = await this.keys.list(params);
    setContentRange(res, 'partners', params.skip, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: PartnerKeyViewDto })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<PartnerKeyViewDto> {
    return this.keys.findOne(id);
  }

  @Post()
  @ApiCreatedResponse({ type: PartnerKeyWithSecretDto, description: 'The secret is in this answer only' })
  create(@Body() input: PartnerKeyInputDto): Promise<PartnerKeyWithSecretDto> {
    return this.keys.create(input);
  }

  @Put(':id')
  @ApiOkResponse({ type: PartnerKeyViewDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: PartnerKeyUpdateDto): Promise<PartnerKeyViewDto> {
    return this.keys.update(id, input);
  }

  @Post(':id/rotate')
  @ApiCreatedResponse({ type: PartnerKeyWithSecretDto, description: 'A new secret (shown once); the previous one stops working at once' })
  rotate(@Param('id', ParseIdPipe) id: number): Promise<PartnerKeyWithSecretDto> {
    return this.keys.rotate(id);
  }

  @Post(':id/revoke')
  @ApiCreatedResponse({ type: PartnerKeyViewDto, description: 'The key is refused from now on (401)' })
  revoke(@Param('id', ParseIdPipe) id: number): Promise<PartnerKeyViewDto> {
    return this.keys.revoke(id);
  }
}
