import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { RateLimiter } from './rate-limiter.ts';
import { AuthService, DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './modules/auth/auth.service.ts';
import { SessionTokens } from './modules/auth/session-tokens.ts';
import { SystemService } from './modules/system/system.service.ts';

/** Every domain service, built once per app and shared by the GraphQL and REST faces. */
export interface Services {
  auth: AuthService;
  system: SystemService;
}

export interface ServiceDeps {
  config: Config;
  prisma: Db;
  jwtSecret: string;
  rateLimits?: Partial<AuthRateLimits> | undefined;
}

export function createServices({ config, prisma, jwtSecret, rateLimits }: ServiceDeps): Services {
  const limiter = new RateLimiter();
  return {
    auth: new AuthService(prisma, new SessionTokens(jwtSecret), limiter, {
      ...DEFAULT_AUTH_RATE_LIMITS,
      ...rateLimits,
    }),
    system: new SystemService(prisma, config),
  };
}
