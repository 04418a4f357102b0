import { Global, Inject, Injectable, Module } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** What a security review wants to find in the logs. */
export type SecurityEvent =
  | 'login_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  | 'role_changed'
  | 'password_changed'
  | 'email_changed'
  | 'logout'
  | 'account_deleted'
  | 'user_suspended'
  | 'suspension_lifted';

/**
 * A structured log of security events: one JSON line each (pino), apart from the application log, so failed
 * sign-ins, lockouts, refusals and account changes can be searched and alerted on. Never logs passwords or tokens.
 */
@Injectable()
export class SecurityLog {
  private logger: Logger;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.logger = pino({ name: 'security', level: config.securityLogLevel, base: { kind: 'security' } });
  }

  record(event: SecurityEvent, fields: Record<string, unknown> = {}): void {
    // Warnings for what may be an attack; information for what a user did to their own account.
    const level = ['login_failed', 'unauthorized', 'forbidden', 'rate_limited'].includes(event) ? 'warn' : 'info';
    this.logger[level]({ event, ...fields });
  }

  /** Tests and log shippers may send the lines elsewhere. */
  writeTo(destination: DestinationStream, level = 'info'): void {
    this.logger = pino({ name: 'security', level, base: { kind: 'security' } }, destination);
  }
}

@Global()
@Module({ providers: [SecurityLog], exports: [SecurityLog] })
export class SecurityLogModule {}
