import { NestExpressApplication } from '@nestjs/platform-express';
import { Response } from 'express';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';

/**
 * UPLOADS_DIR under /uploads. Names are random and never reused, so files are cached for a year;
 * the content type comes from the extension, which the upload checks made match the content.
 */
export function serveUploads(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useStaticAssets(config.uploadsDir, {
    prefix: '/uploads',
    index: false,
    dotfiles: 'deny',
    redirect: false,
    maxAge: '365d',
    immutable: true,
    setHeaders: (res: Response, filePath: string) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (filePath.endsWith('.pdf')) res.setHeader('Content-Disposition', 'inline');
    },
  });
}
