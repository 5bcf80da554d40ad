import { INestApplication } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation';
import { APP_CONFIG } from './config/config.module';
import { AppConfig } from './config/configuration';
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
        '(conventions ra-data-simple-rest : sort, range, filter, en-tête Content-Range).',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Everything main.ts and the e2e tests share, so tests run the app as production does. */
export function setupApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(
    helmet({
      // The shop may run over plain http on a LAN or in tests; production TLS sits in front.
      hsts: process.env.NODE_ENV === 'production',
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
  app.use(cookieParser());
  app.useBodyParser('json', { limit: '1mb' });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
