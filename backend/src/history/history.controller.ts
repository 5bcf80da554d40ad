import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAdminList } from '../common/api-contract';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { HistoryEntryDto } from './dto/history-entry.dto';
import { HISTORY_SORTS, HistoryService, HistoryView } from './history.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/history')
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get()
  @ApiOperation({ summary: 'Historique des modifications (filter: resource, record_id, actor_id, action, cause_id)' })
  @ApiAdminList('history', HistoryEntryDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<HistoryView[]> {
    const params = parseAdminListQuery(query, HISTORY_SORTS, ['id', 'DESC']);
    const { items, total } = await this.history.list(params);
    setContentRange(res, 'history', params.skip, items.length, total);
    return items;
  }
}
