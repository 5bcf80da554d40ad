import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAdminList } from '../common/api-contract';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AuthUser } from '../access/auth-user';
import { CurrentUser } from '../access/current-user.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AdminUserUpdateDto, AdminUserViewDto } from './dto/admin-user.dto';
import { USER_SORTS, UsersService } from './users.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Comptes (filter: q sur l’email, role, id, disabled, email_confirmed)' })
  @ApiAdminList('users', AdminUserViewDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<AdminUserViewDto[]> {
    const params = parseAdminListQuery(query, USER_SORTS, ['created_at', 'DESC']);
    const { items, total } = await this.users.list(params);
    setContentRange(res, 'users', params.skip, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminUserViewDto })
  @ApiNotFoundResponse({ description: 'Utilisateur non trouvé' })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<AdminUserViewDto> {
    return this.users.findOne(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Changer le rôle, désactiver ou réactiver un compte (ses sessions sont fermées)' })
  @ApiOkResponse({ type: AdminUserViewDto })
  @ApiBadRequestResponse({ description: 'Rôle invalide, ou modification de son propre compte' })
  @ApiNotFoundResponse({ description: 'Utilisateur non trouvé' })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() input: AdminUserUpdateDto,
    @CurrentUser() actor: AuthUser,
  ): Promise<AdminUserViewDto> {
    return this.users.adminUpdate(id, input, actor.id);
  }
}
