import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { FREE_FAILURES } from '../src/auth/sign-in-delays';
import { UsersService } from '../src/users/users.service';
import { createTestApp, freshIp } from './utils';

const PASSWORD = 'Installateur-2026-bis';

/**
 * What one attacker can do to sign-in: try one password on every account from one address (a
 * per-IP limit), many passwords on one account from many addresses (a growing delay per
 * account), or many sign-ins at once (a cap on argon2 hashes: a 429, never an out-of-memory).
 */
describe('sign-in under attack', () => {
  let app: NestFastifyApplication;
  const login = (email: string, password: string, ip = freshIp()) =>
    request(app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const account = async (tag: string) => {
    const email = `${tag}-${Date.now()}@example.fr`;
    await app.get(UsersService).create(email, PASSWORD, 'pro', true);
    return email;
  };

  beforeAll(async () => {
    Object.assign(process.env, { AUTH_IP_THROTTLE_LIMIT: '8', PASSWORD_HASH_CONCURRENCY: '2' });
    app = await createTestApp();
  });
  afterAll(async () => {
    process.env.AUTH_IP_THROTTLE_LIMIT = '1000000'; // as test/env.ts has it for every other suite
    delete process.env.PASSWORD_HASH_CONCURRENCY;
    await app?.close();
  });

  it('limits one address trying a password on many accounts (AUTH_IP_THROTTLE_LIMIT), whatever the account', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(`inconnu-${i}@example.fr`, 'azerty123456', ip)).status);
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
    // Another address is not held back.
    expect((await login('inconnu-0@example.fr', 'azerty123456')).status).toBe(401);
  });

  it('makes an account wait longer after each wrong password past the first few, from any address, until a success', async () => {
    const email = await account('patience');
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await login(email, 'mauvais-mot-de-passe')).status).toBe(401);
    const held = await login(email, PASSWORD); // even the right password waits
    expect(held.status).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(held.body.message).toBe('Trop d’essais de mot de passe pour ce compte : réessayez dans 1 seconde');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await login(email, 'encore-faux-1234')).status).toBe(401);
    const longer = await login(email, PASSWORD);
    expect([longer.status, longer.headers['retry-after']]).toEqual([429, '2']); // the wait doubles
    await new Promise((r) => setTimeout(r, 2100));
    expect((await login(email, PASSWORD)).status).toBe(200);
    expect((await login(email, 'faux-apres-succes')).status).toBe(401); // a success started it afresh
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('answers 429 with Retry-After past PASSWORD_HASH_CONCURRENCY sign-ins at once, never a 5xx', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(`foule-${i}@example.fr`, 'azerty123456')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((a) => a.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.body.message).toBe('Trop de connexions en cours, veuillez réessayer dans une seconde');
    }
  });
});
