/**
 * The back office's messages (issue #12): the public contact messages (./contact-messages.ts)
 * and the madrigal singers' inbox (./madrigalist-messages.ts), each with the team's replies.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';
import { staffContactMessageRoutes } from './contact-messages.ts';
import { staffMadrigalistMessageRoutes } from './madrigalist-messages.ts';

export const staffMessageRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .route('/', staffContactMessageRoutes(deps))
    .route('/', staffMadrigalistMessageRoutes(deps));
