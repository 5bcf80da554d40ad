import { Inject, Injectable } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig, siteBase } from '../config/configuration';
import { PartnerProductsQueryDto } from './dto/partner-catalogue.dto';

/** RFC 8288 `Link` header of a products page: `first` always, `next` while there are more. */
@Injectable()
export class PartnerLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  set(res: FastifyReply, query: PartnerProductsQueryDto, nextCursor: string | null): void {
    const url = (cursor?: string) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries({ ...query, cursor })) {
        if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
      }
      const search = params.toString();
      return `${siteBase(this.config)}/api/partner/v1/products${search ? `?${search}` : ''}`;
    };
    const links = [`<${url()}>; rel="first"`];
    if (nextCursor) links.push(`<${url(nextCursor)}>; rel="next"`);
    res.header('Link', links.join(', '));
  }
}
