/** The public site and the server itself (health.ts, public-choirs.ts, messaging.ts, openapi.ts). */
import * as v from 'valibot';
import { choirMapSchema, publicFiguresSchema } from '../../../lib/api/choir-map.ts';
import { healthSchema, readinessSchema } from '../../../lib/api/health.ts';
import { publicPaths } from '../../../lib/paths/public.ts';
import type { Operation } from '../operation.ts';
import { contactOp } from './madrigalist.ts';

export const publicOps = {
  health: {
    method: 'get',
    path: publicPaths.health,
    summary: 'The process answers and the database runs a query (503 when it does not)',
    auth: 'public',
    responses: { 200: healthSchema, 503: healthSchema },
  },
  ready: {
    method: 'get',
    path: publicPaths.ready,
    summary:
      'Readiness: the database answers, the migrations are applied, the mail sender runs and the server is not stopping (503 with the failing checks otherwise)',
    auth: 'public',
    responses: { 200: readinessSchema, 503: readinessSchema },
  },
  choirMap: {
    method: 'get',
    path: publicPaths.choirMap,
    summary: 'The choir network map: every county with its confirmed choirs (cached 5 minutes)',
    auth: 'public',
    responses: { 200: choirMapSchema },
  },
  figures: {
    method: 'get',
    path: publicPaths.figures,
    summary:
      "The home page's figures: confirmed choirs and the children singing in them (cached 5 minutes)",
    auth: 'public',
    responses: { 200: publicFiguresSchema },
  },
  contact: contactOp,
  openapi: {
    method: 'get',
    path: publicPaths.openapi,
    summary: 'This document',
    auth: 'public',
    responses: {
      200: v.looseObject({ openapi: v.string(), paths: v.record(v.string(), v.unknown()) }),
    },
  },
} satisfies Record<string, Operation>;
