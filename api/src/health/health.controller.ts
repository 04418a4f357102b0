import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Connection } from 'mongoose';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  @Get()
  @ApiOperation({ summary: 'Status of the process and the database (503 when the database is unreachable)' })
  async health(@Res({ passthrough: true }) res: Response) {
    let database: 'up' | 'down' = 'down';
    try {
      if (this.connection.readyState === 1 && this.connection.db) {
        await this.connection.db.admin().ping();
        database = 'up';
      }
    } catch {
      database = 'down';
    }
    if (database === 'down') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: database === 'up' ? 'ok' : 'degraded', database, uptime: Math.round(process.uptime()) };
  }
}
