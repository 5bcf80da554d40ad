import type { DestinationStream } from 'pino';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/configuration';

/**
 * Secrets a logged request or answer carries, written `[Redacted]`: the access token, the refresh
 * cookie, a partner's API key (Authorization: Bearer or X-Api-Key) and the cookies set.
 */
export const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'];

/** The request logger's settings (LoggerModule); a test may pass the destination it reads. */
export function httpLogParams(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Params {
  // The access line is common/access-log.ts's; each line a request logs names it by `requestId` only.
  const options = {
    level: config.logLevel,
    autoLogging: false,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    redact: LOG_REDACT,
  };
  return { pinoHttp: destination ? [options, destination] : options };
}
