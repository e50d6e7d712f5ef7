import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { idpPayloads } from '../../db/schema/index';

/**
 * oidc-provider's persistence in PostgreSQL (one table for every model), so sessions, codes and
 * grants survive restarts and are shared by every node. Expired rows are invisible at once and
 * removed later by purgeExpiredPayloads.
 */
export class DrizzleAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly type: string,
  ) {}

  private live() {
    return or(isNull(idpPayloads.expiresAt), gt(idpPayloads.expiresAt, sql`now()`));
  }

  private async one(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: idpPayloads.payload, consumedAt: idpPayloads.consumedAt })
      .from(idpPayloads)
      .where(and(eq(idpPayloads.type, this.type), where, this.live()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const values = {
      payload: payload as Record<string, unknown>,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(idpPayloads)
      .values({ id, type: this.type, ...values })
      .onConflictDoUpdate({ target: [idpPayloads.type, idpPayloads.id], set: values });
  }

  find(id: string) {
    return this.one(eq(idpPayloads.id, id));
  }

  findByUid(uid: string) {
    return this.one(eq(idpPayloads.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.one(eq(idpPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(idpPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(idpPayloads.type, this.type), eq(idpPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(idpPayloads).where(and(eq(idpPayloads.type, this.type), eq(idpPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(idpPayloads).where(and(eq(idpPayloads.type, this.type), eq(idpPayloads.grantId, grantId)));
  }
}

/** Ends everything the provider holds for an account: sessions, grants, codes, tokens, pending interactions. */
export async function destroyAccountPayloads(db: Db, accountId: number): Promise<void> {
  const id = String(accountId);
  await db.delete(idpPayloads).where(or(sql`${idpPayloads.payload}->>'accountId' = ${id}`, sql`${idpPayloads.payload}->'session'->>'accountId' = ${id}`));
}

/** The sweeper's clean-up: rows expired for a day (a day of grace helps when reading logs). */
export async function purgeExpiredPayloads(db: Db): Promise<void> {
  await db.delete(idpPayloads).where(sql`${idpPayloads.expiresAt} < now() - interval '1 day'`);
}
