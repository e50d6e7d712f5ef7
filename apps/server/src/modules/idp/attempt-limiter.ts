import { createHash } from 'node:crypto';
import type { CounterStore } from '../../platform/counter-store';
import { addressKey } from '../../platform/rate-limit';
import { MINUTE_MS } from '@credo/contracts/durations';

/**
 * The provider's limits (decision 0013), shared by every node when REDIS_URL is set. Sign-in counts
 * failures only, so nobody can lock an account from elsewhere: the owner's right password from an
 * address that has not failed always gets its check.
 */
export const LIMITS = {
  /** Failed sign-ins of one account from one address; a success clears it. */
  pair: { max: 10, windowMs: 15 * MINUTE_MS },
  /**
   * Failed sign-ins of one account from all addresses. Beyond the ceiling the account is under attack:
   * an address with any failure on it waits out its own window, and each further failure doubles the
   * ceiling's window (up to a day). An address without failures still gets its check.
   */
  account: { max: 100, windowMs: 15 * MINUTE_MS, maxMs: 24 * 60 * MINUTE_MS },
  /** Failed sign-ins from one address over all accounts (credential stuffing). */
  address: { max: 50, windowMs: 15 * MINUTE_MS },
  forgotAddress: { max: 10, windowMs: 15 * MINUTE_MS },
  signUpAddress: { max: 10, windowMs: 60 * MINUTE_MS },
  /** Every mail the provider sends to one e-mail address: verification, resend, reset, sign-up with a known address. */
  mailsTo: { max: 5, windowMs: 15 * MINUTE_MS },
} as const;

/** E-mail addresses never appear in the store's keys (Redis may be shared or inspected). */
const idOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

export class AttemptLimits {
  constructor(private readonly store: CounterStore) {}

  private keys(email: string, ip: string) {
    const who = idOf(email);
    const where = addressKey(ip);
    return { pair: `signin:pair:${who}:${where}`, account: `signin:account:${who}`, address: `signin:ip:${where}` };
  }

  /** Milliseconds this address must wait before trying this account's password (0 = may try now). */
  async signInWait(email: string, ip: string): Promise<number> {
    const k = this.keys(email, ip);
    const [pair, account, address] = await Promise.all([this.store.read(k.pair), this.store.read(k.account), this.store.read(k.address)]);
    let wait = 0;
    if (address.count >= LIMITS.address.max) wait = address.ttlMs;
    const underAttack = account.count >= LIMITS.account.max;
    if (pair.count >= LIMITS.pair.max || (underAttack && pair.count > 0)) wait = Math.max(wait, pair.ttlMs);
    return wait;
  }

  async signInFailed(email: string, ip: string): Promise<void> {
    const k = this.keys(email, ip);
    const { account } = LIMITS;
    await Promise.all([
      this.store.hit(k.pair, LIMITS.pair.windowMs),
      this.store.hit(k.account, account.windowMs, { backoffAbove: account.max, maxMs: account.maxMs }),
      this.store.hit(k.address, LIMITS.address.windowMs),
    ]);
  }

  /** The owner got in from here: this address starts afresh for this account (the others keep their counts). */
  async signInSucceeded(email: string, ip: string): Promise<void> {
    await this.store.reset(this.keys(email, ip).pair);
  }

  /** Wait for a request limit of one address (forgot password, sign-up); `count` records one request. */
  async requestWait(limit: 'forgotAddress' | 'signUpAddress', ip: string): Promise<number> {
    const w = await this.store.read(`${limit}:${addressKey(ip)}`);
    return w.count >= LIMITS[limit].max ? w.ttlMs : 0;
  }

  async countRequest(limit: 'forgotAddress' | 'signUpAddress', ip: string): Promise<void> {
    await this.store.hit(`${limit}:${addressKey(ip)}`, LIMITS[limit].windowMs);
  }

  /** Milliseconds until a mail may go to this address again (0 = now); counts nothing. */
  async mailWait(email: string): Promise<number> {
    const w = await this.store.read(`mail:${idOf(email)}`);
    return w.count >= LIMITS.mailsTo.max ? w.ttlMs : 0;
  }

  /** Takes one mail from the address's allowance; false when it is used up (then send nothing). */
  async takeMail(email: string): Promise<boolean> {
    const w = await this.store.hit(`mail:${idOf(email)}`, LIMITS.mailsTo.windowMs);
    return w.count <= LIMITS.mailsTo.max;
  }
}
