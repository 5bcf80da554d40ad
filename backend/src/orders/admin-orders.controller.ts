import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { SignedIn } from '../access/admin-only.decorator';
import { AuthUser } from '../access/auth-user';
import { CurrentUser } from '../access/current-user.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { ApiAdminList } from '../common/api-contract';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { OrderMoveInputDto } from './dto/order-move-input.dto';
import { AdminOrderDto, MyOrderDto } from './dto/order-views.dto';
import { ORDER_MESSAGES as M } from './orders.messages';
import { ORDER_SORTS, OrdersService } from './orders.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** filter: `q` (number, buyer, company), `status` (one or a list), `user_id`, `id`, `created_at_gte` / `created_at_lte` (YYYY-MM-DD, Paris). */
  @Get()
  @ApiAdminList('orders', AdminOrderDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<AdminOrderDto[]> {
    const params = parseAdminListQuery(query, ORDER_SORTS, ['created_at', 'DESC']);
    const { items, total } = await this.orders.list(params);
    setContentRange(res, 'orders', params.skip, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiNotFoundResponse({ description: M.notFound })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<AdminOrderDto> {
    return this.orders.findOne(id);
  }

  @Post(':id/moves')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminOrderDto, description: 'Statut suivant, mail à l’acheteur ; l’annulation rend le stock' })
  @ApiNotFoundResponse({ description: M.notFound })
  @ApiConflictResponse({ description: M.moveRefused('…') })
  move(@Param('id', ParseIdPipe) id: number, @Body() input: OrderMoveInputDto): Promise<AdminOrderDto> {
    return this.orders.move(id, input);
  }
}

@ApiTags('quotes')
@Controller('orders')
export class MyOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('mine')
  @SignedIn()
  @ApiOkResponse({ type: [MyOrderDto] })
  mine(@CurrentUser() user: AuthUser): Promise<MyOrderDto[]> {
    return this.orders.mine(user.id);
  }
}
