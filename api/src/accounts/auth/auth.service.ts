import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { onDuplicateKey } from '../../platform/common/duplicate-key';
import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SecurityLog } from '../../platform/security-log/security-log';
import { UploadService } from '../../platform/upload/upload.service';
import { toPublicUser, type PublicUser } from '../users/public-user';
import { UserCascades } from '../users/user.cascades';
import { isSuspended, User, usernameKey, type UserDocument } from '../users/user.schema';
import { suspendedMessage } from '../users/suspension';
import { normalizeUsername, usernameCharacterProblem, usernameScriptProblem } from '@book/rules';
import { usernameSkeleton } from './account-rules';
import type { AuthUser } from './auth-user';
import type { AuthResult, TokenResult } from './auth.response';
import type { JwtPayload } from './jwt.strategy';
import { hashPassword, verifyPassword } from './password-hash';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { Collections } from '../../platform/database/collections';

const TAKEN: Record<'email' | 'username', string> = {
  email: 'Email is already registered',
  username: 'Username is already taken',
};

function conflict(field: keyof typeof TAKEN): ConflictException {
  return new ConflictException({ message: TAKEN[field], errors: { [field]: [TAKEN[field]] } });
}

export const SESSION_ENDED = 'Your session has ended, please sign in again';
const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** A duplicate-key error that slipped past the prior check (two requests at once) gets the same 409. */
const rethrowTaken = onDuplicateKey((field) => conflict(field === 'email' ? 'email' : 'username'));

@Injectable()
export class AuthService {
  /** Compared against when the email is unknown, so that both login failures take the same time. */
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly db: Collections,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadService,
    private readonly securityLog: SecurityLog,
    private readonly cascades: UserCascades,
  ) {
    this.decoyHash = hashPassword(randomBytes(16).toString('hex'), config.bcryptRounds);
  }

  async register({ password, ...profile }: RegisterDto): Promise<AuthResult> {
    await this.assertAvailable(profile.email, profile.username);
    assertUsernameScript(profile.username);
    const passwordHash = await hashPassword(password, this.config.bcryptRounds);
    const user = await this.db.users.create({ ...profile, passwordHash }).catch(rethrowTaken);
    return this.session(user);
  }

  async login({ email, password }: LoginDto): Promise<AuthResult> {
    const user = await this.db.users.findOne({ email }).select('+passwordHash');
    const { valid, pinned } = await verifyPassword(
      password,
      user?.passwordHash ?? (await this.decoyHash),
      this.config.bcryptRounds,
    );
    if (!user || !valid) {
      this.securityLog.record('login_failed', { email, knownAccount: Boolean(user) });
      throw new UnauthorizedException('Invalid email or password');
    }
    await this.pin(user, pinned);
    // Told only to whoever knows the password: a suspended account's owner learns until when.
    if (isSuspended(user)) throw new ForbiddenException(suspendedMessage(user.suspendedUntil!));
    user.lastLogin = new Date();
    await this.db.users.updateOne({ _id: user._id }, { $set: { lastLogin: user.lastLogin } });
    return this.session(user);
  }

  async me(userId: string): Promise<PublicUser> {
    return toPublicUser(await this.findUser(userId));
  }

  /** Changing the email needs the current password: a stolen session must not take over the account. */
  async updateProfile(userId: string, { currentPassword, ...profile }: UpdateProfileDto): Promise<PublicUser> {
    const user = await this.findUser(userId, true);
    if (profile.email.trim().toLowerCase() !== user.email) {
      if (!currentPassword) {
        const message = 'Enter your current password to change your email';
        throw new BadRequestException({ message, errors: { currentPassword: [message] } });
      }
      await this.assertPassword(user, currentPassword);
    }
    // The name kept (sent as it is, NFKC aside) is no change: a name from before the username rules stays as it was.
    const { username, ...rest } = profile;
    const renamed = username !== normalizeUsername(user.username);
    if (renamed) assertUsernameCharacters(username);
    await this.assertAvailable(profile.email, renamed ? username : null, userId);
    if (renamed) assertUsernameScript(username);
    const naming = renamed
      ? { username, usernameKey: usernameKey(username), usernameSkeleton: usernameSkeleton(username) }
      : {};
    const updated = await this.update(userId, { ...rest, ...naming });
    if (updated.username !== user.username) await this.cascades.profileChanged(userId, updated);
    if (updated.email !== user.email)
      this.securityLog.record('email_changed', { userId, from: user.email, to: updated.email });
    return updated;
  }

  /** A new password ends every other session; this one continues with the token returned. */
  async changePassword(userId: string, { currentPassword, newPassword }: ChangePasswordDto): Promise<TokenResult> {
    const user = await this.findUser(userId, true);
    await this.assertPassword(user, currentPassword);
    const passwordHash = await hashPassword(newPassword, this.config.bcryptRounds);
    const updated = await this.db.users.findByIdAndUpdate(
      user._id,
      { $set: { passwordHash }, $inc: { tokenVersion: 1 } },
      { returnDocument: 'after' },
    );
    this.securityLog.record('password_changed', { userId });
    return { token: await this.sign(updated ?? user) };
  }

  /** Signs the user out everywhere: every token issued so far is refused from now on. */
  async logout(userId: string): Promise<null> {
    await this.db.users.updateOne({ _id: userId }, { $inc: { tokenVersion: 1 } });
    this.securityLog.record('logout', { userId });
    return null;
  }

  /**
   * A fresh token for a valid one: how a client stays signed in with short-lived tokens. The session keeps its sign-in
   * time, so it ends SESSION_MAX_AGE after the sign-in however often it is renewed (a stolen token does not live on).
   */
  async refresh({ id, signedInAt }: AuthUser): Promise<TokenResult> {
    // A token from before sessions carried their start cannot tell its age: its reader signs in again, once.
    if (signedInAt === undefined || nowInSeconds() >= signedInAt + this.config.sessionMaxAgeSeconds)
      throw new UnauthorizedException(SESSION_ENDED);
    return { token: await this.sign(await this.findUser(id), signedInAt) };
  }

  /** The avatar is the reader's own upload (or none); the same avatar again is no change. */
  async updateAvatar(userId: string, avatar: string): Promise<PublicUser> {
    const previous = (await this.findUser(userId)).avatar;
    if (avatar && avatar !== previous) await this.uploads.assertOwnUpload(avatar, userId);
    const user = await this.update(userId, { avatar });
    await this.cascades.avatarChanged(userId, user, previous);
    return user;
  }

  private async session(user: UserDocument): Promise<AuthResult> {
    return { token: await this.sign(user), user: toPublicUser(user) };
  }

  /** A token of the session begun at `signedInAt` (a sign-in: now), never valid past the session's end. */
  private async sign(user: UserDocument, signedInAt = nowInSeconds()): Promise<string> {
    const payload: JwtPayload = { sub: String(user._id), ver: user.tokenVersion ?? 0, auth_time: signedInAt };
    const token = await this.jwt.signAsync(payload);
    const sessionEnd = signedInAt + this.config.sessionMaxAgeSeconds;
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return exp > sessionEnd
      ? this.jwt.signAsync(payload, { expiresIn: Math.max(1, sessionEnd - nowInSeconds()) })
      : token;
  }

  private async assertPassword(user: UserDocument, password: string): Promise<void> {
    const { valid, pinned } = await verifyPassword(password, user.passwordHash, this.config.bcryptRounds);
    if (!valid) {
      const message = 'Current password is incorrect';
      throw new BadRequestException({ message, errors: { currentPassword: [message] } });
    }
    await this.pin(user, pinned);
  }

  /** Stores the pinned hash of a long password from before the 72-byte rule (password-hash.ts), unless it changed meanwhile. */
  private async pin(user: UserDocument, pinned: string | undefined): Promise<void> {
    if (pinned)
      await this.db.users.updateOne(
        { _id: user._id, passwordHash: user.passwordHash },
        { $set: { passwordHash: pinned } },
      );
  }

  private async findUser(userId: string, withPasswordHash = false): Promise<UserDocument> {
    const user = await this.db.users.findById(userId).select(withPasswordHash ? '+passwordHash' : '');
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  private async update(userId: string, changes: Partial<User>): Promise<PublicUser> {
    const user = await this.db.users
      .findByIdAndUpdate(userId, { $set: changes }, { returnDocument: 'after', runValidators: true })
      .catch(rethrowTaken);
    if (!user) throw new NotFoundException('User not found');
    return toPublicUser(user);
  }

  /**
   * 409 when the email or username belongs to someone else (`exceptUserId`: the user editing their own profile): a
   * username equal to another without regard to case, or that looks like it (same skeleton). The unique indexes on
   * both keys decide when two requests race; this read gives the usual case its answer before the password is hashed.
   */
  private async assertAvailable(email: string, username: string | null, exceptUserId?: string): Promise<void> {
    const [byEmail, byUsername] = await Promise.all([
      this.db.users.exists({ email }),
      username === null
        ? []
        : this.db.users
            .find({ $or: [{ usernameKey: usernameKey(username) }, { usernameSkeleton: usernameSkeleton(username) }] })
            .select('_id')
            .limit(2)
            .lean(),
    ]);
    if (byEmail && String(byEmail._id) !== exceptUserId) throw conflict('email');
    if (byUsername.some((u) => String(u._id) !== exceptUserId)) throw conflict('username');
  }
}

const badUsername = (message: string) => new BadRequestException({ message, errors: { username: [message] } });

/** A new name on a profile: only letters, digits and ._- (RegisterDto checks them at registration). */
function assertUsernameCharacters(username: string): void {
  const problem = usernameCharacterProblem(username);
  if (problem) throw badUsername(problem);
}

/** Letters of one script; checked after availability, so that a look-alike of a taken name hears that it is taken. */
function assertUsernameScript(username: string): void {
  const problem = usernameScriptProblem(username);
  if (problem) throw badUsername(problem);
}
