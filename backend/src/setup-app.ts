import { INestApplication } from '@nestjs/common';
import { completeErrorContract, ErrorResponseDto } from './common/api-contract';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { rejectHostileInput } from './common/hostile-input';
import { createValidationPipe } from './common/validation';
import { APP_CONFIG } from './config/config.module';
import { AppConfig } from './config/configuration';
import { PARTNER_SECURITY } from './partners/partner-catalogue.controller';
import { compressAnswers, serveFrontEnds } from './storefront/serve-front-ends';
import { serveUploads } from './uploads/serve-uploads';

/** When a bucket or CDN serves the uploads (absolute UPLOADS_PUBLIC_URL), pages may show images from it. */
function uploadsOrigin(config: AppConfig): string[] {
  return /^https?:\/\//.test(config.storage.publicUrl) ? [new URL(config.storage.publicUrl).origin] : [];
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Stockwatt API')
    .setDescription(
      'Catalogue public (produits publiés), avis, demandes de devis, authentification, et API d’administration ' +
        '(conventions ra-data-simple-rest : sort, range, filter, en-tête Content-Range). API partenaires versionnée sous ' +
        '/api/partner/v1 (clé d’API émise dans le back-office, en-tête Authorization: Bearer ou X-Api-Key).',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description: 'Partner API key (swk_…) issued in the back office, as `Authorization: Bearer <key>`',
      },
      PARTNER_SECURITY.bearer,
    )
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'The same partner API key, in the X-Api-Key header' },
      PARTNER_SECURITY.header,
    )
    .build();
  return completeErrorContract(SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponseDto] }));
}

/** Everything main.ts and the e2e tests share, so tests run the app as production does. */
export function setupApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  // Crawlers look for the sitemap (and its files) and robots.txt at the root (seo/seo.controller.ts).
  app.setGlobalPrefix('api', { exclude: ['sitemap.xml', 'sitemap-:part.xml', 'robots.txt'] });
  // TRUST_PROXY: rate limits and logs count the client address the trusted proxies report.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Strong ETags on every answer: catalogue reads (HttpCacheable) answer 304 to a matching If-None-Match.
  app.set('etag', 'strong');
  compressAnswers(app);
  app.use(
    helmet({
      // The shop may run over plain http on a LAN or in tests; production TLS sits in front.
      hsts: config.nodeEnv === 'production',
      contentSecurityPolicy: {
        directives: {
          'upgrade-insecure-requests': null,
          'img-src': ["'self'", 'data:', 'blob:', ...uploadsOrigin(config)],
          'frame-src': ['https://www.youtube-nocookie.com'],
        },
      },
    }),
  );
  serveUploads(app);
  // Before the front ends: a storefront page is rendered in the language its cookie names.
  app.use(cookieParser());
  serveFrontEnds(app);
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { extended: false });
  // After the parsers, before any guard or pipe: NUL, lone surrogates and deep nesting are a 400.
  app.use(rejectHostileInput);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
