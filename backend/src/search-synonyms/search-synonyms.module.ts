import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSearchSynonymsController } from './admin-search-synonyms.controller';
import { SearchSynonym } from './search-synonym.entity';
import { SearchSynonymsService } from './search-synonyms.service';

/** The search synonyms staff keep in the back office (the search reads them in the database: catalogue/). */
@Module({
  imports: [TypeOrmModule.forFeature([SearchSynonym])],
  controllers: [AdminSearchSynonymsController],
  providers: [SearchSynonymsService],
})
export class SearchSynonymsModule {}
