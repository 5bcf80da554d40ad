import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { UsersService } from '../src/users/users.service';
import { SmtpCapture } from './fixtures/smtp-capture';
import { createTestApp, freshIp } from './utils';

const PUBLIC_URL = 'http://boutique.stockwatt.test';
const RESET_LINK = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/mot-de-passe\\?token=([A-Za-z0-9_-]{43})`);
const TOO_COMMON = /^Mot de passe trop courant : choisissez-en un plus long ou moins prévisible/;

/**
 * New passwords (sign-up, reset): 10 characters or more, and neither common, breached nor made
 * of the email, by zxcvbn-ts and its offline lists; the reason is the field's French message.
 * Passwords accounts already have keep working.
 */
describe('password policy (e2e)', () => {
  let app: NestFastifyApplication;
  let smtp: SmtpCapture;
  let counter = 0;
  const newEmail = (local = 'installateur') => `${local}-${process.pid}-${++counter}@example.fr`;
  const post = (path: string, body: object) => request(app.getHttpServer()).post(path).set('X-Forwarded-For', freshIp()).send(body);

  beforeAll(async () => {
    smtp = new SmtpCapture();
    process.env.SMTP_URL = await smtp.start();
    process.env.PUBLIC_URL = PUBLIC_URL;
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    delete process.env.SMTP_URL;
    delete process.env.PUBLIC_URL;
  });

  it('refuses a 9-character password at sign-up, naming the field in French', async () => {
    const res = await post('/api/auth/signup', { email: newEmail(), password: 'Ond-48V-a' }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'password: Le mot de passe doit contenir au moins 10 caractères',
      fields: { password: 'Le mot de passe doit contenir au moins 10 caractères' },
      requestId: expect.any(String),
    });
  });

  it.each(['motdepasse123', 'azerty12345', 'Password2024', 'soleil123456'])('refuses the common password %s', async (password) => {
    const res = await post('/api/auth/signup', { email: newEmail(), password }).expect(400);
    expect(Object.keys(res.body.fields)).toEqual(['password']);
    expect(res.body.fields.password).toMatch(TOO_COMMON);
  });

  it('says what zxcvbn found, in French', async () => {
    const res = await post('/api/auth/signup', { email: newEmail(), password: 'azerty12345' }).expect(400);
    expect(res.body.fields.password).toBe(
      'Mot de passe trop courant : choisissez-en un plus long ou moins prévisible. Il ressemble à un mot de passe très utilisé.',
    );
  });

  it('refuses a password made of the email', async () => {
    const email = newEmail('claire.dupont');
    const res = await post('/api/auth/signup', { email, password: 'ClaireDupont2026' }).expect(400);
    expect(res.body.fields).toEqual({
      password: 'Mot de passe trop proche de votre adresse email : choisissez-en un plus long ou moins prévisible',
    });
    // The same password is fine for someone else.
    await post('/api/auth/signup', { email: newEmail('jean.martin'), password: 'ClaireDupont2026' }).expect(201);
  });

  it('accepts a strong password (201)', async () => {
    const res = await post('/api/auth/signup', { email: newEmail(), password: 'Batterie-Lithium-51V' }).expect(201);
    expect(res.body.message).toContain('Compte créé avec succès');
  });

  it('applies at reset with the account’s email, and leaves the link usable after a refusal', async () => {
    const email = newEmail('marc.lefebvre');
    await app.get(UsersService).create(email, 'Ancien-Mot-De-Passe-1', 'pro', true);
    await post('/api/auth/forgot-password', { email }).expect(200);
    const token = await smtp.waitFor(email, RESET_LINK);

    const short = await post('/api/auth/reset-password', { token, password: 'court-123' }).expect(400);
    expect(short.body.fields).toEqual({ password: 'Le mot de passe doit contenir au moins 10 caractères' });
    const common = await post('/api/auth/reset-password', { token, password: 'motdepasse123' }).expect(400);
    expect(common.body.fields.password).toMatch(TOO_COMMON);
    const likeEmail = await post('/api/auth/reset-password', { token, password: 'MarcLefebvre!' }).expect(400);
    expect(likeEmail.body.fields).toEqual({
      password: 'Mot de passe trop proche de votre adresse email : choisissez-en un plus long ou moins prévisible',
    });

    await post('/api/auth/reset-password', { token, password: 'Onduleur-Hybride-48V' }).expect(200);
    await post('/api/auth/login', { email, password: 'Onduleur-Hybride-48V' }).expect(200);
  });

  it('still signs in an account whose password predates the policy (only new passwords are checked)', async () => {
    const email = newEmail();
    await app.get(UsersService).create(email, 'azerty', 'pro', true);
    const res = await post('/api/auth/login', { email, password: 'azerty' }).expect(200);
    expect(res.body.accessToken).toEqual(expect.any(String));
  });
});
