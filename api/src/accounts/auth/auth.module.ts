import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { UploadModule } from '../../platform/upload/upload.module';
import { UsersModule } from '../users/users.module';
import { AuthThrottlerModule } from './auth-rate-limit';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { LoginAttempts } from './login-attempts';

@Module({
  imports: [
    PassportModule,
    UsersModule,
    UploadModule,
    AuthThrottlerModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.jwtExpiresIn as unknown as number, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [JwtStrategy, AuthService, LoginAttempts],
  exports: [PassportModule, JwtModule],
})
export class AuthModule {}
