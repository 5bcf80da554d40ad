import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { ApiAdminList } from '../common/api-contract';
import { DELIVERY_MESSAGES as M } from './deliveries.messages';
import { DeliveriesService } from './deliveries.service';
import { DeliveryDto } from './dto/delivery.dto';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/deliveries')
@ApiServiceUnavailableResponse({ description: M.redisDown })
export class DeliveriesController {
  constructor(private readonly deliveries: DeliveriesService) {}

  /** filter: `queue` (quotes, mail), `state` (waiting, active, delayed, failed); sort `created_at`. */
  @Get()
  @ApiAdminList('deliveries', DeliveryDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<DeliveryDto[]> {
    const params = parseAdminListQuery(query, ['created_at'] as const, ['created_at', 'DESC']);
    const { items, total } = await this.deliveries.list(params);
    setContentRange(res, 'deliveries', params.skip, items.length, total);
    return items;
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: DeliveryDto, description: 'Relancé : la demande repart avec un nouvel envoi, le mail est remis en file' })
  @ApiNotFoundResponse({ description: M.notFound })
  @ApiConflictResponse({ description: M.notRetryable })
  retry(@Param('id') id: string): Promise<DeliveryDto> {
    return this.deliveries.retry(id);
  }
}
