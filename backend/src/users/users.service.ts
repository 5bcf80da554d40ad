import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { Repository } from 'typeorm';
import { Role, User } from './user.entity';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async create(email: string, password: string, role: Role, confirmed: boolean): Promise<User> {
    const user = this.users.create({
      email: normalizeEmail(email),
      password_hash: await argon2.hash(password),
      role,
      email_confirmed_at: confirmed ? new Date() : null,
    });
    return this.users.save(user);
  }
}
