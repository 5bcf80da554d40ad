import { applyDecorators, Body, Controller, Get, Put, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { AuthUser } from '../access/auth-user';
import { CurrentUser } from '../access/current-user.decorator';
import { JwtAuthGuard } from '../access/jwt-auth.guard';
import { Roles, RolesGuard } from '../access/roles.guard';
import { COMMON_MESSAGES } from '../common/common.messages';
import { ActorContextInterceptor } from '../events/actor-context';
import { CompaniesService } from './companies.service';
import { CompanyInputDto } from './dto/company-input.dto';
import { CompanyProfileDto } from './dto/company-profile.dto';

/** A signed-in `pro` account (anonymous 401; an administrator has no company: 403), the actor of what it writes. */
const ProAccount = () =>
  applyDecorators(
    Roles('pro'),
    UseGuards(JwtAuthGuard, RolesGuard),
    UseInterceptors(ActorContextInterceptor),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: COMMON_MESSAGES.authRequired }),
    ApiForbiddenResponse({ description: `${COMMON_MESSAGES.forbidden} (un compte administrateur n’a pas d’entreprise)` }),
  );

@ApiTags('account')
@ProAccount()
@Controller('account/company')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @ApiOkResponse({ type: CompanyProfileDto, description: 'L’entreprise du compte' })
  @ApiNoContentResponse({ description: 'Le compte n’a pas encore d’entreprise' })
  async get(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: FastifyReply): Promise<CompanyProfileDto | undefined> {
    const profile = await this.companies.profileOf(user.id);
    if (profile) return profile;
    res.status(204);
    return undefined;
  }

  @Put()
  @ApiOkResponse({ type: CompanyProfileDto, description: 'L’entreprise enregistrée (créée ou remplacée)' })
  @ApiBadRequestResponse({ description: 'Champ invalide : `fields` le nomme (`siret`, `billingAddress.postalCode`…)' })
  put(@CurrentUser() user: AuthUser, @Body() input: CompanyInputDto): Promise<CompanyProfileDto> {
    return this.companies.put(user.id, input);
  }
}
