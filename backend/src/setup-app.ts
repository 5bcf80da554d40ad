import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import { INestApplication } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { completeErrorContract, ErrorResponseDto } from './common/api-contract';
import { Logger } from 'nestjs-pino';
import { answerNotModified } from './common/http-cache';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { noStorePersonalAnswers } from './common/no-store';
import { rejectHostileInput } from './common/hostile-input';
import { logEveryAnswer } from './common/access-log';
import { observeAnswers } from './metrics/http-metrics';
import { stampRequestId } from './common/request-id';
import { nonceHtmlStyles } from './common/style-nonce';
import { secureEveryAnswer } from './common/security-headers';
import { createValidationPipe } from './common/validation';
import { APP_CONFIG } from './config/config.module';
import { AppConfig } from './config/configuration';
import { PARTNER_SECURITY } from './catalogue/partner-catalogue.controller';
import { compressAnswers, serveFrontEnds } from './storefront/serve-front-ends';
import { serveUploads } from './uploads/serve-uploads';
import { limitEveryRoute } from './throttling/every-route-limit';
import { REDIS } from './redis/redis.module';
import Redis from 'ioredis';
import { acceptMultipart } from './uploads/upload.interceptor';

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

/** A JSON body may be empty (a POST with nothing to say); anything else goes through Fastify's parser (prototype poisoning refused). */
function acceptEmptyJson(app: NestFastifyApplication): void {
  const instance = app.getHttpAdapter().getInstance();
  const json = instance.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit: instance.initialConfig.bodyLimit }, (req: FastifyRequest, body: Buffer, done) =>
    body.length === 0 ? done(null, undefined) : json(req, body.toString('utf8'), done),
  );
}

/** Everything main.ts and the e2e tests share, so tests run the app as production does. */
export async function setupApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  // Crawlers look for the sitemap (and its files) and robots.txt at the root (seo/seo.controller.ts),
  // and orchestrators for /livez and /readyz (health/health.controller.ts).
  app.setGlobalPrefix('api', { exclude: ['sitemap.xml', 'sitemap-:part.xml', 'robots.txt', 'livez', 'readyz'] });
  secureEveryAnswer(app, {
    // The shop may run over plain http on a LAN or in tests; production TLS sits in front.
    hsts: config.nodeEnv === 'production',
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        // HTML answers add a nonce of their own to these two (common/style-nonce.ts).
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'style-src-attr': ["'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'img-src': ["'self'", 'data:', 'blob:', ...uploadsOrigin(config)],
        'frame-src': ['https://www.youtube-nocookie.com'],
      },
    },
  });
  nonceHtmlStyles(app);
  // Before compression and every route: the answer's X-Request-Id, and `requestId` in error bodies.
  app.getHttpAdapter().getInstance().addHook('onSend', stampRequestId);
  logEveryAnswer(app);
  observeAnswers(app);
  // Before every route, pages and files included (each takes the hook from here).
  await limitEveryRoute(app, config, app.get<Redis>(REDIS));
  // Fastify gives a route the hooks registered before it: uploads come before compression (they go out as stored).
  await serveUploads(app);
  await compressAnswers(app);
  // Strong ETags on every later answer: catalogue reads (HttpCacheable) answer 304 to a matching If-None-Match.
  await app.register(fastifyEtag);
  app.getHttpAdapter().getInstance().addHook('onSend', answerNotModified);
  // Sign-in, back office and a customer's own records: `Cache-Control: no-store` on every answer, errors too.
  app.getHttpAdapter().getInstance().addHook('onSend', noStorePersonalAnswers);
  // Before the front ends: a storefront page is rendered in the language its cookie names.
  await app.register(fastifyCookie);
  await serveFrontEnds(app);
  acceptEmptyJson(app);
  await acceptMultipart(app);
  // After the parsers, before any guard or pipe: NUL, lone surrogates and deep nesting are a 400.
  app.getHttpAdapter().getInstance().addHook('preValidation', rejectHostileInput);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
