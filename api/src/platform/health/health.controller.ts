import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Collections } from '../database/collections';

/** A frozen database never answers a ping: readiness gives up after this long. */
const READINESS_PING_TIMEOUT_MS = 800;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly db: Collections) {}

  @Get()
  @ApiOperation({
    summary: 'Readiness: the process and the database (503 within a second when the database does not answer)',
  })
  async health(@Res({ passthrough: true }) res: Response) {
    const database = (await this.pingDatabase()) ? 'up' : 'down';
    if (database === 'down') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: database === 'up' ? 'ok' : 'degraded', database, uptime: Math.round(process.uptime()) };
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers (never touches the database)' })
  live() {
    return { status: 'ok', uptime: Math.round(process.uptime()) };
  }

  private async pingDatabase(): Promise<boolean> {
    const db = this.db.connection.db;
    if (this.db.connection.readyState !== 1 || !db) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>(
      (resolve) => (timer = setTimeout(() => resolve(false), READINESS_PING_TIMEOUT_MS)),
    );
    const ping = db
      .admin()
      .ping()
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
