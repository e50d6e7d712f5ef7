import { CANCEL_CUTOFF_HOURS } from '@credo/contracts/constants';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue, PACK_LANGUAGES } from './index';
import { readPackFiles } from './node';

/**
 * Texts that state the 24-hour cancel rule (cert §5, code 10011) write its number out in every
 * language, so a count in each language's own grammar reads right. The rule itself has one home,
 * contracts' CANCEL_CUTOFF_HOURS and cancelStillOpen (issue 15 item 4): changing the number there
 * without these texts fails here.
 */
const CANCEL_RULE_KEYS = ['certification.seats.cancelClosed', 'invitation.practical.about.cancel', 'errorCode.10011'];

describe('texts that quote a rule number', () => {
  it.each(PACK_LANGUAGES)('%s: the cancel-rule texts name CANCEL_CUTOFF_HOURS', (language) => {
    const pack = flattenCatalogue(readPackFiles(language, 'all'));
    for (const key of CANCEL_RULE_KEYS) expect(pack[key], key).toContain(String(CANCEL_CUTOFF_HOURS));
  });
});
