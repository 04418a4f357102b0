import type { INestApplication, Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './guards';

type SecurityRequirementObject = Record<string, string[]>;

/** The bearer scheme's name in the document (DocumentBuilder.addBearerAuth's default). */
const BEARER_SCHEME = 'bearer';

const SIGNED_IN: SecurityRequirementObject[] = [{ [BEARER_SCHEME]: [] }];
/** A token is read when sent (it may change the answer); without one the caller is a visitor. */
const EITHER: SecurityRequirementObject[] = [{ [BEARER_SCHEME]: [] }, {}];
const EVERYONE: SecurityRequirementObject[] = [];

function securityOf(guards: unknown[]): SecurityRequirementObject[] {
  const is = (kind: Type<unknown>) =>
    guards.some((guard) => guard === kind || (typeof guard === 'function' && guard.prototype instanceof kind));
  if (is(JwtAuthGuard)) return SIGNED_IN;
  if (is(OptionalJwtAuthGuard)) return EITHER;
  return EVERYONE;
}

/** Each operation's security by its id (`<Controller>_<method>`, Swagger's default), read from the route's guards. */
function securityByOperationId(app: INestApplication): Map<string, SecurityRequirementObject[]> {
  const byId = new Map<string, SecurityRequirementObject[]>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const controller = metatype as Type<unknown>;
      const classGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? [];
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const guards = (Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? [];
        byId.set(`${controller.name}_${name}`, securityOf([...classGuards, ...guards]));
      }
    }
  }
  return byId;
}

/**
 * Declares on every operation who may call it, from the guards that decide it at run time: `[]` where everyone may,
 * the bearer token where a signed-in caller is required, either where a sent token only changes the answer. Client
 * generators and gateways read an operation without `security` as unknown.
 */
export function declareSecurityFromGuards(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const byId = securityByOperationId(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const security = byId.get(String(operation.operationId));
      if (!security) throw new Error(`No route handler found for ${method.toUpperCase()} ${path}`);
      operation.security = security;
    }
  }
  return document;
}
