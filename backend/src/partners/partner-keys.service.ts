import { BadRequestException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import { sha256 } from '../auth/tokens';
import { AdminListParams, filterString, whereContains } from '../common/admin-list-query';
import { badRequest } from '../common/validation';
import { DomainEvents } from '../events/domain-events';
import { PartnerKeyInputDto, PartnerKeyUpdateDto } from './dto/partner-key-input.dto';
import { PartnerKeyStatus, PartnerKeyViewDto, PartnerKeyWithSecretDto } from './dto/partner-key-views.dto';
import { PartnerKey } from './partner-key.entity';
import { PARTNER_MESSAGES as M } from './partners.messages';

export const PARTNER_KEY_SORTS = ['id', 'name', 'created_at', 'last_used_at', 'request_count', 'expires_at'] as const;
export type PartnerKeySort = (typeof PARTNER_KEY_SORTS)[number];

/** What a secret starts with, so a leaked key is recognisable in logs and secret scanners. */
export const KEY_PREFIX = 'swk_';
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 60;

/** The key's state, in one place: revoked wins over expired. */
export function partnerKeyStatus(key: Pick<PartnerKey, 'revoked_at' | 'expires_at'>, now = new Date()): PartnerKeyStatus {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && key.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

function toView(key: PartnerKey): PartnerKeyViewDto {
  const { secret_hash: _hidden, ...fields } = key;
  return { ...fields, status: partnerKeyStatus(key) };
}

/** 256 random bits after the prefix: a fast hash is enough to make a stolen table useless. */
function newSecret(): { secret: string; key_prefix: string; secret_hash: string } {
  const secret = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { secret, key_prefix: secret.slice(0, SHOWN_PREFIX_LENGTH), secret_hash: sha256(secret) };
}

function assertFutureExpiry(expiresAt: Date | null | undefined, previous?: Date | null): void {
  if (!expiresAt) return;
  // An unchanged date may already be past (the back office sends the whole record back).
  if (previous && previous.getTime() === expiresAt.getTime()) return;
  if (expiresAt.getTime() <= Date.now()) throw badRequest(`expires_at: ${M.expiryPast}`, { expires_at: M.expiryPast });
}

@Injectable()
export class PartnerKeysService {
  constructor(
    @InjectRepository(PartnerKey) private readonly keys: Repository<PartnerKey>,
    private readonly events: DomainEvents,
  ) {}

  async list(params: AdminListParams<PartnerKeySort>): Promise<{ items: PartnerKeyViewDto[]; total: number }> {
    const qb = this.keys.createQueryBuilder('k');
    whereContains(qb, ['k.name', 'k.contact_name', 'k.contact_email', 'k.key_prefix'], filterString(params.filter, 'q'));
    const [items, total] = await qb
      .orderBy(
        params.sortField === 'name' ? 'lower(k.name)' : `k.${params.sortField}`,
        params.sortOrder,
        params.sortOrder === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST',
      )
      .addOrderBy('k.id', 'ASC')
      .skip(params.skip)
      .take(params.take)
      .getManyAndCount();
    return { items: items.map(toView), total };
  }

  async findOne(id: number): Promise<PartnerKeyViewDto> {
    const key = await this.keys.findOneBy({ id });
    if (!key) throw new NotFoundException(M.notFound);
    return toView(key);
  }

  /** Each admin write publishes PartnerKeyChanged in its transaction (never the secret or its hash). */
  private write(id: number | null, change: (m: EntityManager, key: PartnerKey | null) => Promise<number>): Promise<PartnerKeyViewDto> {
    return this.events.write(async (m, publish) => {
      const key = id === null ? null : await m.findOneBy(PartnerKey, { id });
      if (id !== null && !key) throw new NotFoundException(M.notFound);
      const before = key ? toView(key) : null;
      const savedId = await change(m, key);
      const after = toView((await m.findOneBy(PartnerKey, { id: savedId }))!);
      // The views carry neither the secret nor its hash: the history has nothing more to leave out.
      await publish({ name: 'PartnerKeyChanged', resource: 'partners', changes: [{ id: savedId, before, after }], historyIgnores: [] });
      return after;
    });
  }

  async create(input: PartnerKeyInputDto): Promise<PartnerKeyWithSecretDto> {
    assertFutureExpiry(input.expires_at);
    const { secret, ...stored } = newSecret();
    const view = await this.write(null, async (m) => {
      const rate_limit_per_minute = input.rate_limit_per_minute ?? DEFAULT_RATE_LIMIT_PER_MINUTE;
      return (await m.save(m.create(PartnerKey, { ...input, rate_limit_per_minute, ...stored }))).id;
    });
    return { ...view, secret };
  }

  update(id: number, input: PartnerKeyUpdateDto): Promise<PartnerKeyViewDto> {
    return this.write(id, async (m, key) => {
      assertFutureExpiry(input.expires_at, key!.expires_at);
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      await m.save(m.merge(PartnerKey, key!, changes));
      return id;
    });
  }

  /** A new secret; the old one is refused from this moment on. */
  async rotate(id: number): Promise<PartnerKeyWithSecretDto> {
    const { secret, ...stored } = newSecret();
    const view = await this.write(id, async (m, key) => {
      if (key!.revoked_at) throw new BadRequestException(M.revokedCannotRotate);
      await m.update(PartnerKey, { id }, { ...stored, rotated_at: new Date() });
      return id;
    });
    return { ...view, secret };
  }

  revoke(id: number): Promise<PartnerKeyViewDto> {
    return this.write(id, async (m, key) => {
      if (key!.revoked_at) throw new BadRequestException(M.alreadyRevoked);
      await m.update(PartnerKey, { id }, { revoked_at: new Date() });
      return id;
    });
  }

  /**
   * The key a partner sent, counted as used in the same statement (one round trip on the
   * happy path); an unknown, revoked or expired key is a 401 that says which.
   */
  async authenticate(secret: string | undefined): Promise<PartnerKey> {
    if (!secret) throw new UnauthorizedException(M.keyMissing);
    const hash = sha256(secret);
    const [rows] = (await this.keys.query(
      `UPDATE partner_keys SET request_count = request_count + 1, last_used_at = now()
        WHERE secret_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
        RETURNING id, name, scopes, rate_limit_per_minute`,
      [hash],
    )) as [Pick<PartnerKey, 'id' | 'name' | 'scopes' | 'rate_limit_per_minute'>[], number];
    if (rows.length) return this.keys.create(rows[0]);
    const known = await this.keys.findOne({ where: { secret_hash: hash }, select: { id: true, revoked_at: true, expires_at: true } });
    if (!known) throw new UnauthorizedException(M.keyInvalid);
    throw new UnauthorizedException(partnerKeyStatus(known) === 'revoked' ? M.keyRevoked : M.keyExpired);
  }
}
