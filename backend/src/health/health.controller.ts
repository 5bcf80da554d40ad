import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { RedisHealthIndicator } from './redis.health';

/**
 * What the proxy and the orchestrator ask: `/livez`, the process answers (restart it when it
 * does not); `/readyz`, it can serve (PostgreSQL and Redis reachable: send it traffic).
 * `/api/health` is `/readyz` under its older name. None of them tells more than up or down per
 * dependency: the quotes queue (waiting, stuck, failed deliveries) is in the metrics and on the
 * back office's dashboard, not in a public answer.
 */
@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  @Get('livez')
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', example: 'ok' } } } })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get(['readyz', 'health'])
  @HealthCheck()
  @ApiServiceUnavailableResponse({ description: 'La base de données ou Redis ne répond pas' })
  ready() {
    return this.health.check([() => this.db.pingCheck('database', { timeout: 1500 }), () => this.redis.check('redis')]);
  }
}
