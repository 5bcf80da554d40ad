import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { AdminListParams, filterString, whereContains, whereIdIn, whereOneOf } from '../common/admin-list-query';
import { badRequest } from '../common/validation';
import { DomainEvents } from '../events/domain-events';
import { PasswordHasher } from './password-hasher';
import { AdminUserUpdateDto, AdminUserViewDto } from './dto/admin-user.dto';
import { ROLES, Role } from '../access/roles';
import { User, USER_HISTORY_IGNORES } from './user.entity';
import { usersMessages } from './users.messages';

export const USER_SORTS = ['id', 'email', 'role', 'created_at', 'email_confirmed_at', 'disabled_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The back office's view of an account: never the password hash. */
export function toAdminView(user: User): AdminUserViewDto {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    email_confirmed: !!user.email_confirmed_at,
    email_confirmed_at: user.email_confirmed_at,
    disabled: !!user.disabled_at,
    disabled_at: user.disabled_at,
    totp_enabled: !!user.totp_enabled_at,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly events: DomainEvents,
    private readonly passwords: PasswordHasher,
  ) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  findById(id: number): Promise<User | null> {
    if (!Number.isInteger(id)) return Promise.resolve(null);
    return this.users.findOneBy({ id });
  }

  async create(email: string, password: string, role: Role, confirmed: boolean): Promise<User> {
    const user = this.users.create({
      email: normalizeEmail(email),
      password_hash: await this.passwords.hash(password),
      role,
      email_confirmed_at: confirmed ? new Date() : null,
    });
    return this.users.save(user);
  }

  async markEmailConfirmed(id: number): Promise<void> {
    await this.users.update({ id, email_confirmed_at: IsNull() }, { email_confirmed_at: new Date() });
  }

  /** A reset link proves the mailbox too, so an unconfirmed account becomes confirmed. */
  async setPassword(id: number, password: string): Promise<void> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundException(usersMessages.notFound);
    user.password_hash = await this.passwords.hash(password);
    user.email_confirmed_at ??= new Date();
    await this.users.save(user);
  }

  /** Access tokens issued before now stop working (checked by the JWT strategy). */
  async revokeSessions(id: number): Promise<void> {
    await this.users.update({ id }, { sessions_revoked_at: new Date() });
  }

  async list(params: AdminListParams<UserSort>): Promise<{ items: AdminUserViewDto[]; total: number }> {
    const qb = this.users.createQueryBuilder('u');
    whereContains(qb, ['u.email'], filterString(params.filter, 'q'));
    whereOneOf(qb, 'u.role', params.filter.role, ROLES);
    whereIdIn(qb, 'u.id', params.filter.id);
    if (typeof params.filter.disabled === 'boolean') {
      qb.andWhere(params.filter.disabled ? 'u.disabled_at IS NOT NULL' : 'u.disabled_at IS NULL');
    }
    if (typeof params.filter.email_confirmed === 'boolean') {
      qb.andWhere(params.filter.email_confirmed ? 'u.email_confirmed_at IS NOT NULL' : 'u.email_confirmed_at IS NULL');
    }
    const [users, total] = await qb
      .orderBy(`u.${params.sortField}`, params.sortOrder, params.sortOrder === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST')
      .addOrderBy('u.id', 'ASC')
      .skip(params.skip)
      .take(params.take)
      .getManyAndCount();
    return { items: users.map(toAdminView), total };
  }

  async findOne(id: number): Promise<AdminUserViewDto> {
    return toAdminView(await this.getOrFail(id));
  }

  /** Role change and (de)activation. An admin cannot lock themselves out nor remove the last admin. */
  async adminUpdate(id: number, input: AdminUserUpdateDto, actorId: number): Promise<AdminUserViewDto> {
    const user = await this.getOrFail(id);
    if (id === actorId && input.role !== undefined && input.role !== user.role) {
      throw badRequest(usersMessages.cannotChangeOwnRole, { role: usersMessages.cannotChangeOwnRole });
    }
    if (id === actorId && input.disabled === true) {
      throw badRequest(usersMessages.cannotDisableSelf, { disabled: usersMessages.cannotDisableSelf });
    }
    const losesAdmin = user.role === 'admin' && !user.disabled_at && ((input.role && input.role !== 'admin') || input.disabled === true);
    if (losesAdmin) {
      const activeAdmins = await this.users.countBy({ role: 'admin', disabled_at: IsNull() });
      if (activeAdmins <= 1) throw new BadRequestException(usersMessages.lastAdmin);
    }
    const before = toAdminView(user);
    if (input.role !== undefined) user.role = input.role;
    if (input.disabled === true && !user.disabled_at) {
      user.disabled_at = new Date();
      user.sessions_revoked_at = new Date();
    }
    if (input.disabled === false) user.disabled_at = null;
    // A disabled account's refresh tokens are revoked in this transaction by the sessions' subscriber (auth).
    const saved = await this.events.write(async (m, publish) => {
      const saved = await m.save(user);
      await publish({
        name: 'UserChanged',
        resource: 'users',
        changes: [{ id, before, after: toAdminView(saved) }],
        historyIgnores: USER_HISTORY_IGNORES,
      });
      return saved;
    });
    return toAdminView(saved);
  }

  private async getOrFail(id: number): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundException(usersMessages.notFound);
    return user;
  }
}
