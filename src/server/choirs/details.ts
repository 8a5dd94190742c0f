/**
 * One choir's details as GET /api/choir/{id}/ answers them, for the current user: what every
 * list shows, the details, the profile, and what the user may see and do. The profile's write
 * routes answer the same, read in their own transaction after the change.
 */
import { and, eq } from 'drizzle-orm';
import type { ChoirDetails } from '../../lib/api/choirs.ts';
import type { User } from '../auth.ts';
import type { Db, Tx } from '../db/client.ts';
import { choirs, memberships } from '../db/schema.ts';
import { notFound } from '../http.ts';
import { seesContactDetails, toAccess } from '../permissions.ts';
import { toListed } from './list.ts';

/** The choir's details for `user`; 404 when there is no such choir. */
export async function readChoirDetails(db: Db | Tx, user: User, id: number): Promise<ChoirDetails> {
  const [row] = await db
    .select({
      choir: choirs,
      membership: {
        isConfirmed: memberships.isConfirmed,
        isConductor: memberships.isConductor,
        voicePart: memberships.voicePart,
      },
    })
    .from(choirs)
    .leftJoin(memberships, and(eq(memberships.choirId, choirs.id), eq(memberships.userId, user.id)))
    .where(eq(choirs.id, id));
  if (!row) throw notFound();
  const { choir, membership } = row;
  const access = toAccess(id, choir.isConfirmed, membership);
  // Contact details are for the choir's confirmed members and the programme's team.
  const contact = seesContactDetails(user, access);
  return {
    ...toListed(choir, membership),
    entity: choir.entity,
    choir_members: choir.choirMembers,
    is_conductor: access.isConductor,
    my_voice_part: membership?.voicePart ?? null,
    address: contact ? choir.address : null,
    contact: contact ? choir.contact : null,
    phone: contact ? choir.phone : null,
    email: contact ? choir.email : null,
    protocol_number: contact ? choir.protocolNumber : null,
    logo: choir.logo,
    description: choir.description,
    year: choir.year,
    voices: choir.voices,
    awards: choir.awards,
    participation: choir.participation,
    version: choir.version,
    // The same right as PATCH (assertConductor): a conductor of the confirmed choir, or staff.
    can_edit: user.isStaff || (access.choirConfirmed && access.isConductor),
  };
}
