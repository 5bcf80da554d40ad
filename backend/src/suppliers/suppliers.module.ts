import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSuppliersController } from './admin-suppliers.controller';
import { Supplier } from './supplier.entity';
import { SuppliersService } from './suppliers.service';

@Module({
  imports: [TypeOrmModule.forFeature([Supplier])],
  controllers: [AdminSuppliersController],
  providers: [SuppliersService],
})
export class SuppliersModule {}
