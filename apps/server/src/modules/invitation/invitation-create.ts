import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, invitations, sites } from '../../db/schema/index';
import { generateInvitationCode } from './invitation-code';
import type { InvitationRow } from './invitation.repo';
import { DAY_MS } from '@credo/contracts/durations';

/** A clash among 30^12 codes is a one-in-billions event; five in a row means something else is wrong. */
const MAX_ATTEMPTS = 5;

export type NewInvitation = {
  certificationId: number;
  kind: 'user' | 'sales';
  /** Valid only on the certification's own site (10018 elsewhere); otherwise on every site of its tenant. */
  siteOnly: boolean;
  maxUses: number;
  days: number;
};

export class InvitationCreateError extends Error {}

/**
 * Creates an invitation code for a certification, of the certification's tenant. The code is
 * random (invitation-code.ts); on a clash with an existing code the unique index refuses the row
 * (ON CONFLICT DO NOTHING) and a new code is drawn, so two codes are never the same, also when
 * two operators create codes at once.
 */
export async function createInvitation(db: Db, input: NewInvitation, generate: () => string = generateInvitationCode): Promise<InvitationRow> {
  const [cert] = await db
    .select({ id: certifications.id, siteId: certifications.siteId, tenantId: sites.tenantId })
    .from(certifications)
    .innerJoin(sites, eq(sites.id, certifications.siteId))
    .where(eq(certifications.id, input.certificationId))
    .limit(1);
  if (!cert) throw new InvitationCreateError(`No certification with id ${input.certificationId}`);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [row] = await db
      .insert(invitations)
      .values({
        code: generate(),
        kind: input.kind,
        tenantId: cert.tenantId,
        certificationId: cert.id,
        siteId: input.siteOnly ? cert.siteId : null,
        maxUses: input.maxUses,
        expiresAt: new Date(Date.now() + input.days * DAY_MS),
      })
      .onConflictDoNothing({ target: invitations.code })
      .returning();
    if (row) return row;
  }
  throw new InvitationCreateError(`No free code after ${MAX_ATTEMPTS} attempts`);
}
