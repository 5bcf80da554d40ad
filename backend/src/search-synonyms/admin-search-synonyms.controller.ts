import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { ApiAdminList } from '../common/api-contract';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { SearchSynonymInputDto, SearchSynonymUpdateDto } from './dto/search-synonym-input.dto';
import { SearchSynonymViewDto } from './dto/search-synonym-view.dto';
import { SearchSynonym } from './search-synonym.entity';
import { SEARCH_SYNONYM_SORTS, SearchSynonymsService } from './search-synonyms.service';
import { SEARCH_SYNONYM_MESSAGES as M } from './search-synonyms.messages';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/search-synonyms')
export class AdminSearchSynonymsController {
  constructor(private readonly synonyms: SearchSynonymsService) {}

  @Get()
  @ApiAdminList('search-synonyms', SearchSynonymViewDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<SearchSynonym[]> {
    const params = parseAdminListQuery(query, SEARCH_SYNONYM_SORTS, ['term', 'ASC']);
    const { items, total } = await this.synonyms.list(params);
    setContentRange(res, 'search-synonyms', params.skip, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: SearchSynonymViewDto })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<SearchSynonym> {
    return this.synonyms.findOne(id);
  }

  @Post()
  @ApiCreatedResponse({ type: SearchSynonymViewDto })
  @ApiConflictResponse({ description: M.duplicate })
  create(@Body() input: SearchSynonymInputDto): Promise<SearchSynonym> {
    return this.synonyms.create(input);
  }

  @Put(':id')
  @ApiOkResponse({ type: SearchSynonymViewDto })
  @ApiConflictResponse({ description: M.duplicate })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: SearchSynonymUpdateDto): Promise<SearchSynonym> {
    return this.synonyms.update(id, input);
  }

  @Delete(':id')
  @ApiOkResponse({ type: SearchSynonymViewDto, description: 'Le synonyme supprimé' })
  remove(@Param('id', ParseIdPipe) id: number): Promise<SearchSynonym> {
    return this.synonyms.remove(id);
  }
}
