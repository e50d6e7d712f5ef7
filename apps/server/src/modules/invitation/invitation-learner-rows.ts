import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitationUses, invitations } from '../../db/schema/index';

/** The invitation codes the learner used, and when, for the data export (issue 18). */
export async function invitationUsesOf(db: Db, userId: number) {
  const rows = await db
    .select({ invitationId: invitationUses.invitationId, userId: invitationUses.userId, usedAt: invitationUses.usedAt, code: invitations.code })
    .from(invitationUses)
    .innerJoin(invitations, eq(invitations.id, invitationUses.invitationId))
    .where(eq(invitationUses.userId, userId))
    .orderBy(asc(invitationUses.usedAt));
  return rows;
}
