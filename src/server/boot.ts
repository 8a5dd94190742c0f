/**
 * Builds the running product from the configuration: database (migrated), demo data on first
 * start, mail and push senders, bot check, storage (and the files a killed process left half written,
 * removed before serving). Prints nothing but log lines: the start banner (start-banner.ts) is
 * its callers' last word. Shared by main.ts (production server) and the Astro dev server, so
 * both run the same thing.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { openDatabase } from './db/client.ts';
import { seedDemoBackOffice } from './db/seed/back-office.ts';
import { isEmpty, seedCounties, seedDemo } from './db/seed/demo.ts';
import { installDemoLibraryFiles, seedDemoLibrary } from './db/seed/library.ts';
import type { AppDeps } from './deps.ts';
import type { Env } from './env.ts';
import { log } from './log.ts';
import { createMetrics } from './metrics.ts';
import { createPushSender } from './notifications/push-sender.ts';
import { loadVapid, vapidSubject } from './notifications/vapid.ts';
import { claimDataDir } from './ops/owner.ts';
import { scheduleBackups } from './ops/scheduled-backup.ts';
import { scheduleReminders } from './reminders/schedule.ts';
import { scheduleRetention } from './retention/schedule.ts';
import { loadSecret } from './secret.ts';
import { createCaptcha } from './services/captcha.ts';
import { startHousekeeping } from './services/housekeeping.ts';
import { diskLibrary } from './services/library-storage.ts';
import { createMailer } from './services/mail.ts';
import { diskStaging } from './services/staging.ts';
import { diskStorage } from './services/storage.ts';

export async function boot(env: Env) {
  log.setLevel(env.LOG_LEVEL);
  const dataDir = resolve(env.DATA_DIR);
  // PGlite serves one process: a second one on the same DATA_DIR stops here (ops/owner.ts).
  if (!env.DATABASE_URL) await mkdir(dataDir, { recursive: true });
  const release = env.DATABASE_URL ? async () => {} : await claimDataDir(dataDir, env.PORT);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: join(dataDir, 'pglite'),
  }).catch(async (error) => {
    await release();
    throw error;
  });
  const { db } = database;
  log.info('database ready', { kind: database.kind });

  const firstStart = await isEmpty(db);
  await seedCounties(db);
  if (firstStart && env.demo) {
    await seedDemo(db);
    await seedDemoBackOffice(db);
    log.info('demo data seeded');
  }
  const library = diskLibrary(join(dataDir, 'library'));
  if (env.demo) {
    // A data folder seeded before the library existed gets its demo too; the files are put in
    // place at every start (a few hundred KB, skipped when present).
    await seedDemoLibrary(db);
    await installDemoLibraryFiles(library);
  }
  const secret = await loadSecret(env.SECRET_KEY, dataDir);
  const metrics = createMetrics(db);
  const outboxDir = join(dataDir, 'outbox');
  const mailer = createMailer({
    db,
    listen: database.listen,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir,
    log,
    onFailure: metrics.mailFailed,
  });
  mailer.start();
  const vapid = await loadVapid(
    {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: vapidSubject(env.VAPID_SUBJECT, env.MAIL_FROM),
    },
    dataDir,
  );
  const pushSender = createPushSender({ db, vapid, log, listen: database.listen });
  pushSender.start();
  const staging = diskStaging(dataDir);
  const leftovers = await staging.sweep();
  if (leftovers > 0) log.info('staging swept', { files: leftovers });
  const stopHousekeeping = startHousekeeping(db, log, staging);
  const backupSource = { database, dataDir, secretConfigured: env.SECRET_KEY !== undefined };
  const backups = env.BACKUP_EVERY_HOURS
    ? scheduleBackups({
        source: backupSource,
        dir: resolve(env.BACKUP_DIR ?? join(dataDir, 'backups')),
        everyMs: env.BACKUP_EVERY_HOURS * 3_600_000,
        keep: env.BACKUP_KEEP,
        log,
      })
    : undefined;
  const mediaDir = join(dataDir, 'uploads');
  let stopping = false;
  await mkdir(mediaDir, { recursive: true });
  const storage = diskStorage(mediaDir, staging);
  const retention = env.RETENTION_JOB
    ? scheduleRetention({ ...database, storage, siteUrl: env.siteUrl, log })
    : undefined;
  const reminders = env.REMINDER_JOB
    ? scheduleReminders(
        { db, siteUrl: env.siteUrl, secret, log },
        env.REMINDER_CHECK_SECONDS && env.REMINDER_CHECK_SECONDS * 1000,
      )
    : undefined;
  const deps: AppDeps = {
    db,
    listen: database.listen,
    announce: database.announce,
    captcha: createCaptcha({ db, secret }),
    storage,
    library,
    staging,
    secret,
    vapidPublicKey: vapid.publicKey,
    siteUrl: env.siteUrl,
    log,
    trustProxy: env.TRUST_PROXY ?? false,
    ops: { metrics, metricsToken: env.METRICS_TOKEN, mailer, stopping: () => stopping },
  };
  return {
    deps,
    mediaDir,
    /** What POST /ops/backup reads (ops/backup-endpoint.ts). */
    backup: { ...backupSource, secret },
    /** Where the mails are written without SMTP_URL (the start banner says so). */
    outboxDir,
    /** From now on the readiness check answers 503: a load balancer stops sending requests. */
    drain() {
      stopping = true;
    },
    /** Stops the background work (a mail being sent: at most `timeoutMs`), then the database. */
    async close(timeoutMs?: number) {
      stopping = true;
      stopHousekeeping();
      await backups?.stop();
      await retention?.stop();
      await reminders?.stop();
      await mailer.stop(timeoutMs);
      await pushSender.stop();
      await database.close();
      await release();
    },
  };
}
