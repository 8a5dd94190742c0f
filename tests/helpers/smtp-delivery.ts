/**
 * Sends every mail due in a test app's outbox through the real sender (services/mail.ts) to a
 * real SMTP server (smtp.ts), and answers what that server received: its envelope recipients are
 * what really left.
 */
import type { Db } from '../../src/server/db/client.ts';
import { silentLog } from '../../src/server/log.ts';
import { createMailer } from '../../src/server/services/mail.ts';
import { TEST_MAIL_FROM } from './app.ts';
import { type ReceivedMail, startSmtpServer } from './smtp.ts';

export async function deliverOverSmtp(t: { db: Db; dir: string }): Promise<ReceivedMail[]> {
  const smtp = await startSmtpServer();
  try {
    const mailer = createMailer({
      db: t.db,
      smtpUrl: smtp.url,
      from: TEST_MAIL_FROM,
      outboxDir: t.dir,
      log: silentLog,
    });
    while ((await mailer.deliverDue()) > 0);
    return smtp.messages;
  } finally {
    await smtp.close();
  }
}
