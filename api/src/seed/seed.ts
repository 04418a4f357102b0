import { Logger, type INestApplication } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

/** Seeds the demo catalogue into an empty database; never touches a database that already has users. */
export async function seedDemoData(_app: INestApplication, _config: AppConfig): Promise<void> {
  Logger.log('Seed: not implemented yet', 'Seed');
}
