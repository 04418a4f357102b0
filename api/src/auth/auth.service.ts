import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectModel } from '@nestjs/mongoose';
import bcrypt from 'bcryptjs';
import type { Model } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UploadService } from '../upload/upload.service';
import { toPublicUser, User, type PublicUser, type UserDocument } from '../users/user.schema';
import type { AuthResult } from './auth.response';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';

const TAKEN: Record<'email' | 'username', string> = {
  email: 'Email is already registered',
  username: 'Username is already taken',
};

function conflict(field: keyof typeof TAKEN): ConflictException {
  return new ConflictException({ message: TAKEN[field], errors: { [field]: [TAKEN[field]] } });
}

/** A duplicate-key error that slipped past the prior check (two requests at once) gets the same 409. */
function rethrowDuplicate(err: unknown): never {
  const mongo = err as { code?: number; keyPattern?: Record<string, unknown>; keyValue?: Record<string, unknown> };
  if (mongo?.code === 11000) {
    const field = Object.keys(mongo.keyPattern ?? mongo.keyValue ?? {})[0];
    if (field === 'email' || field === 'username') throw conflict(field);
  }
  throw err;
}

@Injectable()
export class AuthService {
  /** Compared against when the email is unknown, so that both login failures take the same time. */
  private readonly decoyHash: Promise<string>;

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadService,
  ) {
    this.decoyHash = bcrypt.hash(randomBytes(16).toString('hex'), config.bcryptRounds);
  }

  async register({ password, ...profile }: RegisterDto): Promise<AuthResult> {
    await this.assertAvailable(profile.email, profile.username);
    const passwordHash = await bcrypt.hash(password, this.config.bcryptRounds);
    const user = await this.users.create({ ...profile, passwordHash }).catch(rethrowDuplicate);
    return this.session(user);
  }

  async login({ email, password }: LoginDto): Promise<AuthResult> {
    const user = await this.users.findOne({ email }).select('+passwordHash');
    const valid = await bcrypt.compare(password, user?.passwordHash ?? (await this.decoyHash));
    if (!user || !valid) throw new UnauthorizedException('Invalid email or password');
    user.lastLogin = new Date();
    await this.users.updateOne({ _id: user._id }, { $set: { lastLogin: user.lastLogin } });
    return this.session(user);
  }

  async me(userId: string): Promise<PublicUser> {
    return toPublicUser(await this.findUser(userId));
  }

  async updateProfile(userId: string, dto: UpdateProfileDto): Promise<PublicUser> {
    await this.assertAvailable(dto.email, dto.username, userId);
    return this.update(userId, { ...dto });
  }

  async changePassword(userId: string, { currentPassword, newPassword }: ChangePasswordDto): Promise<null> {
    const user = await this.findUser(userId, true);
    if (!(await bcrypt.compare(currentPassword, user.passwordHash))) {
      const message = 'Current password is incorrect';
      throw new BadRequestException({ message, errors: { currentPassword: [message] } });
    }
    const passwordHash = await bcrypt.hash(newPassword, this.config.bcryptRounds);
    await this.users.updateOne({ _id: user._id }, { $set: { passwordHash } });
    return null;
  }

  async updateAvatar(userId: string, avatar: string): Promise<PublicUser> {
    const previous = (await this.findUser(userId)).avatar;
    const user = await this.update(userId, { avatar });
    // A removed or replaced avatar that was uploaded here is deleted when nothing else uses it.
    if (previous !== avatar) await this.uploads.releaseImage(previous);
    return user;
  }

  private async session(user: UserDocument): Promise<AuthResult> {
    const token = await this.jwt.signAsync({ sub: String(user._id) });
    return { token, user: toPublicUser(user) };
  }

  private async findUser(userId: string, withPasswordHash = false): Promise<UserDocument> {
    const user = await this.users.findById(userId).select(withPasswordHash ? '+passwordHash' : '');
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  private async update(userId: string, changes: Partial<User>): Promise<PublicUser> {
    const user = await this.users
      .findByIdAndUpdate(userId, { $set: changes }, { returnDocument: 'after', runValidators: true })
      .catch(rethrowDuplicate);
    if (!user) throw new NotFoundException('User not found');
    return toPublicUser(user);
  }

  /** 409 when the email or username belongs to someone else (`exceptUserId`: the user editing their own profile). */
  private async assertAvailable(email: string, username: string, exceptUserId?: string): Promise<void> {
    const [byEmail, byUsername] = await Promise.all([
      this.users.exists({ email }),
      this.users.exists({ username }),
    ]);
    if (byEmail && String(byEmail._id) !== exceptUserId) throw conflict('email');
    if (byUsername && String(byUsername._id) !== exceptUserId) throw conflict('username');
  }
}
