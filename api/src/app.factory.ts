import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import compression from 'compression';
import { json, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import mongoose, { type Connection } from 'mongoose';
import { AppModule } from './app.module';
import { declareSecurityFromGuards } from './accounts/auth/openapi-security';
import type { AppConfig } from './platform/config/app-config';
import { AllExceptionsFilter } from './platform/common/all-exceptions.filter';
import { withPlainReferences } from './platform/common/openapi-responses';
import { ResponseEnvelopeInterceptor } from './platform/common/response-envelope.interceptor';
import { PublicCacheInterceptor, PublicReadChanges } from './platform/common/http-cache/public-cache';
import { headersSetBy, ReadCache } from './platform/common/http-cache/read-cache';
import { COMPRESS_MIN_BYTES, compressJsonAnswers } from './platform/common/json-compression';
import { refuseDeepJson } from './platform/common/json-depth';
import { requestDeadline } from './platform/common/request-deadline';
import { createValidationPipe } from './platform/common/validation';
import { operationTimeLimit } from './platform/database/operation-time-limit';
import { SecurityLog } from './platform/security-log/security-log';
import { IMAGE_STORE, type ImageStore } from './platform/upload/image-store';
import { serveUploads, UPLOADS_PATH } from './platform/upload/serve-uploads';

// Query filters built from user input can never smuggle operators such as {"$gt": ""}.
mongoose.set('sanitizeFilter', true);
// Every query and aggregation carries the connection's maxTimeMS (DB_OPERATION_TIMEOUT_MS).
mongoose.plugin(operationTimeLimit);

export const API_PREFIX = 'api';
/** While the database fails, expired public reads keep answering this long (then they are evicted). */
const READ_CACHE_STALE_IF_ERROR_MS = 5 * 60_000;

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Book Community API')
    .setDescription(
      'Books, authors, genres, reviews, reading lists and users. Every response is `{ success, data }` or `{ success: false, message, errors? }`.',
    )
    .setVersion('1.0.0')
    .setLicense('MIT', 'https://opensource.org/license/mit')
    // Relative: the document is read from the origin that serves the API (the paths carry the /api prefix).
    .addServer('/', 'The origin this document was read from')
    .addBearerAuth()
    .build();
  return declareSecurityFromGuards(app, withPlainReferences(SwaggerModule.createDocument(app, config)));
}

const DOCS_PATH = `/${API_PREFIX}/docs`;

/**
 * The security headers of the API's answers (JSON and images), after OWASP's REST cheat sheet: nothing in an
 * answer may run, load anything or be framed, even opened on its own. Helmet's document policy (scripts and styles
 * from 'self', cross-origin opener isolation...) is for HTML pages: only the interactive docs (/api/docs) get it.
 * Dropping the headers a JSON answer has no use for saves about 400 bytes on every answer.
 */
export function apiSecurityHeaders() {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    // Uploaded images are fetched by the frontends' origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** Builds the configured Nest app (not yet listening). Used by main.ts and by every API test. */
export async function createApp(
  config: AppConfig,
  mongoUri: string,
  options: { logger?: boolean } = {},
): Promise<INestApplication> {
  const app = await NestFactory.create(AppModule.forRoot(config, mongoUri), {
    logger: options.logger === false ? false : ['error', 'warn', 'log'],
  });
  app.setGlobalPrefix(API_PREFIX);
  // Order matters. CORS first: cached answers carry it too (Nest's `cors` option would add it after our middleware).
  app.enableCors({
    origin: (origin: string | undefined, cb: (err: Error | null, allow?: boolean) => void) =>
      cb(null, !origin || config.corsOrigins.includes(origin)),
    credentials: false,
  });
  // The read cache answers hits before the per-request work they do not depend on (deadline timer, helmet); it
  // replays the API's security headers, which are the same on every answer.
  const securityHeaders = apiSecurityHeaders();
  const docsHeaders = helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } });
  const readCache = new ReadCache({
    ttlMs: config.readCacheTtlMs,
    maxBytes: config.readCacheMaxBytes,
    staleIfErrorMs: READ_CACHE_STALE_IF_ERROR_MS,
    fixedHeaders: headersSetBy(securityHeaders),
  });
  app.use(`/${API_PREFIX}`, readCache.middleware);
  const publicReadChanges = app.get(PublicReadChanges);
  publicReadChanges.onChange(() => readCache.invalidate());
  app.use(requestDeadline(config.requestTimeoutMs));
  // Answers are compressed where they are made, in one step from their complete bytes: JSON by compressJsonAnswers,
  // downloads by @Download(), cached answers once per entry. Only the interactive docs (pages, scripts, the OpenAPI
  // document), which Swagger's own handlers send, go through the compression middleware.
  const docsCompression = compression({ threshold: COMPRESS_MIN_BYTES });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith(DOCS_PATH)) return securityHeaders(req, res, next);
    docsHeaders(req, res, (err?: unknown) => (err ? next(err) : docsCompression(req, res, next)));
  });
  app.use(UPLOADS_PATH, serveUploads(app.get<ImageStore>(IMAGE_STORE)));
  // Nest's own JSON parser (it adds none when one is in place), with a nesting limit checked before parsing.
  app.use(json({ verify: refuseDeepJson }));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(SecurityLog)));
  app.useGlobalInterceptors(
    new ResponseEnvelopeInterceptor(),
    new PublicCacheInterceptor(app.get(Reflector), publicReadChanges),
  );
  const express = app.getHttpAdapter().getInstance();
  compressJsonAnswers(express);
  // Only configured proxies may name the client IP; otherwise X-Forwarded-For would let anyone dodge the rate limits.
  express.set('trust proxy', config.trustProxy);
  express.disable('x-powered-by');

  SwaggerModule.setup(DOCS_PATH.slice(1), app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
  });

  await app.init();
  // Build unique indexes before the first request, so uniqueness holds from the start.
  const connection = app.get<Connection>(getConnectionToken());
  await Promise.all(Object.values(connection.models).map((model) => model.init()));
  Logger.log(`API ready (database ${connection.name})`, 'Bootstrap');
  return app;
}
