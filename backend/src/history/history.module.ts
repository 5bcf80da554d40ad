import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HistoryController } from './history.controller';
import { HistoryEntry } from './history-entry.entity';
import { HistoryService } from './history.service';

/** Global: every module's admin writes record through HistoryService. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([HistoryEntry])],
  controllers: [HistoryController],
  providers: [HistoryService],
  exports: [HistoryService],
})
export class HistoryModule {}
