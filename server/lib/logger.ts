import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'api' },
    redact: { paths: ['password', '*.password', 'refreshToken', '*.refreshToken', 'authorization'], remove: true },
  });
}
