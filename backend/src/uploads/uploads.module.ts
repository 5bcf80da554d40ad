import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { AdminUploadsController } from './admin-uploads.controller';
import { FILE_STORAGE } from './storage/file-storage';
import { LocalDiskStorage } from './storage/local-disk.storage';
import { UploadsService } from './uploads.service';

@Module({
  controllers: [AdminUploadsController],
  providers: [
    UploadsService,
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploadsDir, config.uploadsPublicUrl),
    },
  ],
  exports: [FILE_STORAGE, UploadsService],
})
export class UploadsModule {}
