import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminUsersController } from './admin-users.controller';
import { User } from './user.entity';
import { PasswordHasher } from './password-hasher';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [AdminUsersController],
  providers: [UsersService, PasswordHasher],
  exports: [UsersService, PasswordHasher, TypeOrmModule],
})
export class UsersModule {}
