import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { AdminUploadsController } from './admin-uploads.controller';
import { ImageVariantSet } from './image-variants';
import { FILE_STORAGE, FileStorage } from './storage/file-storage';
import { LocalDiskStorage } from './storage/local-disk.storage';
import { S3Storage } from './storage/s3.storage';
import { UploadsService } from './uploads.service';

export function createFileStorage(config: AppConfig): FileStorage {
  const { driver, uploadsDir, publicUrl, s3 } = config.storage;
  return driver === 's3' ? new S3Storage(s3, publicUrl) : new LocalDiskStorage(uploadsDir, publicUrl);
}

@Module({
  imports: [TypeOrmModule.forFeature([ImageVariantSet])],
  controllers: [AdminUploadsController],
  providers: [UploadsService, { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createFileStorage }],
  exports: [FILE_STORAGE, UploadsService],
})
export class UploadsModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3Storage) this.storage.destroy();
  }
}
