import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../access/admin-only.decorator';
import { DashboardService } from './dashboard.service';
import { DashboardDto } from './dto/dashboard.dto';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({ summary: 'Tableau de bord : demandes par jour et statut, envois à traiter, catalogue, derniers avis' })
  @ApiOkResponse({ type: DashboardDto })
  get(): Promise<DashboardDto> {
    return this.dashboard.get();
  }
}
