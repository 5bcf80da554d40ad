import { CookieSerializeOptions } from '@fastify/cookie';
import { FastifyReply } from 'fastify';
import { AppConfig } from '../config/configuration';

export const REFRESH_COOKIE = 'sw_refresh';
/** The cookie only travels to the auth endpoints that read it. */
export const REFRESH_COOKIE_PATH = '/api/auth';

function options(config: AppConfig): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure: config.nodeEnv === 'production', path: REFRESH_COOKIE_PATH };
}

export function setRefreshCookie(res: FastifyReply, config: AppConfig, token: string, expiresAt: Date): void {
  res.setCookie(REFRESH_COOKIE, token, { ...options(config), expires: expiresAt });
}

export function clearRefreshCookie(res: FastifyReply, config: AppConfig): void {
  res.clearCookie(REFRESH_COOKIE, options(config));
}
