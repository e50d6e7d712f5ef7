import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateVerification } from '@credo/contracts/certificate';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { associateCertifications, dataOf, get, issueCertificate, post } from '../../../test/certificate-kit';
import { initialsOf } from './certificate.service';

// Decision 0015: a deleted account's certificate still verifies, with the holder's initials only.
let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await signIn(t, { role: 'staff', name: 'Staff Member' });
});
afterAll(() => t.close());

const verify = async (number: string) => dataOf<CertificateVerification>(await get(t, null, '/api/certification/certificate/verify', { number }));

describe('verifying the certificate of a deleted account', () => {
  it('keeps the number, state and certification verifiable, and shows the name as initials only', async () => {
    const [cert] = await associateCertifications(t);
    const me = await signIn(t, { firstName: 'Grace', lastName: 'Brewster Hopper', company: 'Navy Labs' });
    const number = await issueCertificate(t, me, staff, cert.id);
    expect(await verify(number)).toMatchObject({ found: true, valid: true, holderName: 'Grace Brewster Hopper' });

    dataOf(await post(t, me, '/api/user/account/delete', {}));
    const after = await verify(number);
    expect(after).toMatchObject({ number, found: true, valid: true, state: 'valid', holderName: 'G. B. H.' });
    expect(JSON.stringify(after)).not.toContain('Grace');
  });

  it('makes initials of any script', () => {
    expect(initialsOf('  Ada   Lovelace ')).toBe('A. L.');
    expect(initialsOf('أحمد المنصوري')).toBe('أ. ا.');
  });
});
