/** A member's status as the members table and its export write it (issue #25 adds the consent). */
import type { AnyChoirMember } from '../../lib/api/members.ts';
import { members } from '../../lib/messages.ts';
import { consentHold } from '../../lib/messages-child-consent.ts';

const t = members.myChoir;

/** 'Aprobat', 'În așteptare', and what a child's membership waits for. */
export function statusText(member: AnyChoirMember): string {
  const status = member.status ? t.statuses.approved : t.statuses.pending;
  const hold = consentHold(member.status, member.consent);
  return hold ? `${status}: ${hold}` : status;
}
