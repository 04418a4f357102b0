import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { databaseUnavailable, isDatabaseUnavailable } from '../../platform/database/database-unavailable';
import { isSuspended } from '../users/user.schema';
import type { AuthUser } from './auth-user';
import { Collections } from '../../platform/database/collections';

export interface JwtPayload {
  sub: string;
  /** The user's tokenVersion when the token was signed. */
  ver?: number;
  /**
   * When the session began (the sign-in, in seconds since the epoch; OpenID Connect's claim), kept by every renewal:
   * a session ends SESSION_MAX_AGE after it, however often its token was renewed.
   */
  auth_time?: number;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly db: Collections,
  ) {
    // The secret as a KeyObject, made once: given a string, jsonwebtoken first tries to read it as a PEM public key on
    // every verification (a thrown error: about 0.8 ms of CPU per signed-in request) before making it a secret key.
    // passport-jwt's types omit KeyObject, which it passes on to jsonwebtoken as it is.
    const secretOrKey = createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer;
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey,
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  /** The role, the token version and a suspension are read fresh: a role change, a password change, a logout or a suspension take effect at once. */
  async validate(payload: JwtPayload): Promise<AuthUser> {
    const user = await this.db.users
      .findById(payload.sub)
      .select('role tokenVersion suspendedUntil')
      .lean()
      .catch((err: unknown) => {
        // The token may be perfectly valid: failing to check it must not sign the user out.
        throw isDatabaseUnavailable(err) ? databaseUnavailable() : err;
      });
    if (!user) throw new UnauthorizedException('User no longer exists');
    if ((payload.ver ?? 0) !== (user.tokenVersion ?? 0))
      throw new UnauthorizedException('Session expired, please log in again');
    // A suspension bumps the token version; this holds should a token of the version after it ever exist.
    if (isSuspended(user)) throw new UnauthorizedException('Your account is suspended');
    return { id: String(user._id), role: user.role, signedInAt: payload.auth_time };
  }
}
