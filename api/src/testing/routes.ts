import type { INestApplication } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';

/** A route of the app: its handler and the controller class that declares it. */
export interface AppRoute {
  method: RequestMethod;
  handler: object;
  controller: object;
  cached: boolean;
}

/** Every route of the app as `METHOD /path` (without the /api prefix), with its handler. */
export function routesOf(app: INestApplication): Map<string, AppRoute> {
  const routes = new Map<string, AppRoute>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as { prototype: Record<string, unknown> } | null;
      if (!type) continue;
      const base = Reflect.getMetadata(PATH_METADATA, type) as string;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = type.prototype[name];
        if (typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const path = [base, Reflect.getMetadata(PATH_METADATA, handler) as string]
          .filter((part) => part && part !== '/')
          .join('/');
        routes.set(`${RequestMethod[method]} /${path}`, {
          method,
          handler,
          controller: type,
          cached: Reflect.getMetadata('publicCache', handler) !== undefined,
        });
      }
    }
  }
  return routes;
}
