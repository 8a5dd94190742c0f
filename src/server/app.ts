/**
 * createApp(): the whole HTTP application, used by main.ts, the dev server and every test.
 * Middleware order: request log and metrics → security headers → (for /api) private by default, body limit,
 * authentication, acting for a child (families/acting.ts) → routes → JSON 404 → error handler. The static site, with the gates of the back
 * office and of members' photos, is added only when `site` is given.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { JSON_BODY_MAX_BYTES } from '../lib/limits.ts';
import { http as m } from '../lib/messages.ts';
import { type AppEnv, authenticate } from './auth.ts';
import { AVATARS_PATH, avatarGate } from './avatars.ts';
import { privateByDefault } from './cache-control.ts';
import { apiContentSecurityPolicy } from './csp.ts';
import type { AppDeps } from './deps.ts';
import { actForChild } from './families/acting.ts';
import { ApiError, rejectControlCharacters } from './http.ts';
import { errorFields } from './log.ts';
import { requestLog } from './request-log.ts';
import { accountRoutes } from './routes/account.ts';
import { accountDeletionRoutes } from './routes/account-deletion.ts';
import { attendanceRoutes } from './routes/attendance.ts';
import { authRoutes } from './routes/auth.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { choirProfileRoutes } from './routes/choir-profile.ts';
import { choirRoutes } from './routes/choirs.ts';
import { consentRoutes } from './routes/consents.ts';
import { contentRoutes } from './routes/content.ts';
import { countyRoutes } from './routes/counties.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { eventAnswerLinkRoutes } from './routes/event-answer-link.ts';
import { eventRoutes } from './routes/events.ts';
import { familyRoutes } from './routes/families.ts';
import { familyConsentRoutes } from './routes/family-consents.ts';
import { healthRoutes } from './routes/health.ts';
import { libraryRoutes } from './routes/library.ts';
import { downloadRoutes, libraryFileRoutes } from './routes/library-files.ts';
import { madrigalistRoutes } from './routes/madrigalist.ts';
import { memberRoutes } from './routes/members.ts';
import { membershipRoutes } from './routes/memberships.ts';
import { messagingRoutes } from './routes/messaging.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { ownDataRoutes } from './routes/own-data.ts';
import { programmeRoutes } from './routes/programme.ts';
import { publicChoirRoutes } from './routes/public-choirs.ts';
import { reminderRoutes } from './routes/reminders.ts';
import { signupRoutes } from './routes/signups.ts';
import { staffRoutes } from './routes/staff/index.ts';
import { workshopRoutes } from './routes/workshops.ts';
import { staffGate } from './staff-gate.ts';
import { type SiteOptions, serveSite } from './static.ts';

export function createApp(deps: AppDeps, site?: SiteOptions) {
  const app = new Hono<AppEnv>({ strict: false });

  app.use(requestLog(deps));
  app.use(
    secureHeaders({ crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: 'same-origin' }),
  );

  const api = new Hono<AppEnv>({ strict: false });
  api.use(privateByDefault);
  api.use(apiContentSecurityPolicy);
  api.use(async (c, next) => {
    // Uploads (an avatar, a choir's image) carry their own, larger limit on their route.
    // The back office's library files stream to storage under their own limits (issue #12).
    if (/^\/api\/(account\/avatar|choir\/[^/]+\/image|staff\/library\/files)\/?$/.test(c.req.path))
      return next();
    return bodyLimit({
      maxSize: JSON_BODY_MAX_BYTES,
      onError: () => {
        throw new ApiError(413, { detail: m.payloadTooLarge });
      },
    })(c, next);
  });
  api.use(rejectControlCharacters);
  api.use(authenticate(deps));
  api.use(actForChild(deps));
  api.route('/', healthRoutes(deps));
  api.route('/', captchaRoutes(deps));
  api.route('/', countyRoutes());
  api.route('/', accountRoutes(deps));
  api.route('/', accountDeletionRoutes(deps));
  api.route('/', familyRoutes(deps));
  api.route('/', familyConsentRoutes(deps));
  api.route('/', ownDataRoutes(deps));
  api.route('/', membershipRoutes(deps));
  api.route('/', choirRoutes(deps));
  api.route('/', memberRoutes(deps));
  api.route('/', choirProfileRoutes(deps));
  api.route('/', dashboardRoutes(deps));
  api.route('/', eventRoutes(deps));
  api.route('/', reminderRoutes(deps));
  api.route('/', calendarRoutes(deps));
  api.route('/', attendanceRoutes(deps));
  api.route('/', eventAnswerLinkRoutes(deps));
  api.route('/', messagingRoutes(deps));
  api.route('/', madrigalistRoutes(deps));
  api.route('/', notificationRoutes(deps));
  api.route('/', libraryRoutes(deps));
  // After the library's: its `/song/*` guard covers the singer's mark (routes/programme.ts).
  api.route('/', programmeRoutes(deps));
  api.route('/', libraryFileRoutes(deps));
  api.route('/', downloadRoutes(deps));
  api.route('/', publicChoirRoutes(deps));
  api.route('/', contentRoutes(site?.distDir));
  api.route('/', signupRoutes(deps));
  api.route('/', workshopRoutes(deps));
  api.route('/', consentRoutes(deps));
  api.route('/', staffRoutes(deps));
  api.route('/', openApiRoutes());
  api.route('/', authRoutes(deps));
  app.route('/api', api);
  app.route('/', metricsRoutes(deps));

  if (site) {
    app.use(staffGate(deps));
    app.use(`${AVATARS_PATH}*`, avatarGate(deps));
  }
  const notFoundPage = site ? serveSite(app, site) : undefined;
  app.notFound((c) =>
    // `/api/` arrives as `/api` (strict: false): an API miss still gets the API's JSON.
    notFoundPage && !/^\/api(\/|$)/.test(c.req.path)
      ? notFoundPage(c)
      : c.json({ detail: m.notFound }, 404),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status);
    }
    deps.log.error('unhandled error', {
      method: c.req.method,
      path: c.req.routePath,
      ...errorFields(error),
    });
    return c.json({ detail: m.serverError }, 500);
  });
  return app;
}
export type App = ReturnType<typeof createApp>;
