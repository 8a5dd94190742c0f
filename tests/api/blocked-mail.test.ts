/**
 * A blocked account receives no mail sent in bulk or by someone else's action (issue #19): a
 * conductor's 'Anunță corul' (delivered over real SMTP), an approval, a join request, a choir's
 * confirmation, the team's mails, a madrigalist's reply, an activation resent by staff; the mails
 * still waiting for it when it is blocked are dropped. Its own reset request is still answered.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { choirMail, madrigalist, mail } from '../../src/lib/messages.ts';
import { staffPeople } from '../../src/lib/messages-staff-people.ts';
import { outbox, users } from '../../src/server/db/schema.ts';
import type { TestApp } from '../helpers/app.ts';
import { api, eventBody } from '../helpers/events.ts';
import { addMembership, createChoir, createMember, demoApp } from '../helpers/members.ts';
import { deliverOverSmtp } from '../helpers/smtp-delivery.ts';

let t: TestApp;
let staffToken = '';
beforeAll(async () => {
  ({ t, staffToken } = await demoApp());
});
afterAll(() => t.close());

const asStaff = () => api(t.app, staffToken);

async function block(id: number) {
  expect((await asStaff().post(`/api/staff/people/${id}/block/`, {})).status).toBe(200);
}

/** The subjects of every mail queued for `to`, oldest first. */
async function mailsTo(to: string, waiting = false) {
  const rows = await t.db
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(and(eq(outbox.to, to), waiting ? isNull(outbox.sentAt) : undefined))
    .orderBy(outbox.id);
  return rows.map((row) => row.subject);
}

/** A confirmed choir with a conductor and singers, each with a session; e-mails from `tag`. */
async function choirWith(tag: string, singers: number) {
  const choirId = await createChoir(t, { name: `Corul ${tag}` });
  const person = async (role: string, conductor = false) => {
    const email = `${tag}-${role}@example.com`;
    const member = await createMember(t, email);
    await addMembership(t, member.id, choirId, { confirmed: true, conductor });
    return { ...member, email };
  };
  const conductor = await person('dirijor', true);
  const members = [];
  for (let i = 1; i <= singers; i++) members.push(await person(`corist${i}`));
  return { choirId, conductor, members };
}

describe("a conductor's 'Anunță corul'", () => {
  test('reaches every approved member but a blocked one, over SMTP', async () => {
    const { choirId, conductor, members } = await choirWith('anunt', 2);
    const [kept, blocked] = members;
    if (!kept || !blocked) throw new Error('two singers expected');
    await block(blocked.id);
    const made = await (
      await api(t.app, conductor.token).post('/api/event/', eventBody(choirId))
    ).json();
    const res = await api(t.app, conductor.token).post(`/api/event/${made.id}/notify/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 2 });

    const reached = (await deliverOverSmtp(t))
      .filter((m) => m.subject.includes(made.title))
      .flatMap((m) => m.to);
    expect(reached.sort()).toEqual([conductor.email, kept.email].sort());
  });

  test('mails still waiting for an account are dropped when it is blocked', async () => {
    const { choirId, conductor, members } = await choirWith('coada', 2);
    const [kept, blocked] = members;
    if (!kept || !blocked) throw new Error('two singers expected');
    const made = await (
      await api(t.app, conductor.token).post('/api/event/', eventBody(choirId))
    ).json();
    await api(t.app, conductor.token).post(`/api/event/${made.id}/notify/`);
    expect(await mailsTo(blocked.email, true)).toHaveLength(1);
    await block(blocked.id);
    expect(await mailsTo(blocked.email, true)).toEqual([]);
    expect(await mailsTo(kept.email, true)).toHaveLength(1);
  });
});

describe("mails sent by someone else's action", () => {
  test("a conductor's approval of a blocked member sends no mail", async () => {
    const { choirId, conductor } = await choirWith('aprobare', 0);
    const pending = await createMember(t, 'aprobare-asteptare@example.com');
    await addMembership(t, pending.id, choirId);
    await block(pending.id);
    const res = await api(t.app, conductor.token).post(`/api/choir/${choirId}/approve-member/`, {
      user_id: pending.id,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe(true);
    expect(await mailsTo('aprobare-asteptare@example.com')).toEqual([]);
  });

  test("a choir's confirmation and a join request skip a blocked conductor", async () => {
    const { choirId, conductor } = await choirWith('confirmare', 0);
    const second = await createMember(t, 'confirmare-dirijor2@example.com');
    await addMembership(t, second.id, choirId, { confirmed: true, conductor: true });
    await block(conductor.id);
    await t.db.execute(sql`update choirs set is_confirmed = false where id = ${choirId}`);
    const confirm = await asStaff().post(`/api/staff/choirs/${choirId}/confirm/`, {});
    expect(confirm.status).toBe(200);
    expect(await mailsTo('confirmare-dirijor2@example.com')).toHaveLength(1);

    await block(second.id);
    const joiner = await createMember(t, 'confirmare-nou@example.com');
    const join = await api(t.app, joiner.token).post('/api/account/join_choir/', {
      choir: choirId,
    });
    expect(join.status).toBe(200);
    // No conductor can answer: the request goes to the team, as for a choir without one.
    expect(await mailsTo('admin@example.com')).toContain(
      choirMail.joinRequestSubject('Corul confirmare'),
    );
    expect(await mailsTo(conductor.email)).toEqual([]);
    // Its confirmation mail, still waiting, went with its own block.
    expect(await mailsTo('confirmare-dirijor2@example.com')).toEqual([]);
  });

  test("a madrigalist's reply to a blocked member is kept but not mailed", async () => {
    const { members } = await choirWith('madrigal', 1);
    const [member] = members;
    if (!member) throw new Error('a singer expected');
    const sent = await api(t.app, member.token).post('/api/messaging/madrigalist/', {
      message: 'Cum respir corect înainte de o frază lungă?',
    });
    expect(sent.status).toBe(201);
    await block(member.id);
    const reply = await asStaff().post(
      `/api/messaging/madrigalist/${(await sent.json()).id}/reply/`,
      {
        message: 'Inspiră pe nas, adânc, cu umerii jos.',
      },
    );
    expect(reply.status).toBe(201);
    expect(await mailsTo(member.email)).toEqual([]);
  });

  test("a blocked staff account gets none of the team's mails", async () => {
    const colleague = await createMember(t, 'echipa-blocat@example.com', { staff: true });
    await block(colleague.id);
    const writer = await createMember(t, 'echipa-corist@example.com', { firstName: 'Sorina' });
    await addMembership(t, writer.id, t.choirId, { confirmed: true });
    const sent = await api(t.app, writer.token).post('/api/messaging/madrigalist/', {
      message: 'Cum țin nota lungă de la sfârșit?',
    });
    expect(sent.status).toBe(201);
    expect(await mailsTo('admin@example.com')).toContain(
      madrigalist.teamMailSubject('Sorina Test'),
    );
    expect(await mailsTo('echipa-blocat@example.com')).toEqual([]);
  });

  test('staff cannot resend the activation mail of a blocked account (409)', async () => {
    const inactive = await createMember(t, 'activare-blocat@example.com');
    await t.db.update(users).set({ activatedAt: null }).where(eq(users.id, inactive.id));
    await block(inactive.id);
    const res = await asStaff().post(`/api/staff/people/${inactive.id}/resend-activation/`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: staffPeople.blockedNoMail });
    expect(await mailsTo('activare-blocat@example.com')).toEqual([]);
  });
});

describe("the account's own request", () => {
  test('a reset link is still mailed: the way back into an account someone else used', async () => {
    const member = await createMember(t, 'resetare-blocat@example.com');
    await block(member.id);
    const mark = await t.mailMark();
    const res = await api(t.app).post('/api/auth/reset_password/', {
      email: 'resetare-blocat@example.com',
    });
    expect(res.status).toBe(200);
    expect((await t.lastMail(mark, 'resetare-blocat@example.com', mail.resetSubject)).subject).toBe(
      mail.resetSubject,
    );
  });
});
