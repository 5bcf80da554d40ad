import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HistoryController } from './history.controller';
import { HistoryEntry } from './history-entry.entity';
import { HistoryService } from './history.service';

/** The change history: written by subscribing to every domain event (history.service.ts), listed in the back office. */
@Module({
  imports: [TypeOrmModule.forFeature([HistoryEntry])],
  controllers: [HistoryController],
  providers: [HistoryService],
})
export class HistoryModule {}
