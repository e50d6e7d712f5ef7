import { randomUUID } from 'node:crypto';
import { VALIDATE_CODE_TTL_MS } from '@credo/contracts/trainer-application';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { insertCode, takeCode } from './trainer-application.repo';
import { codeImagePng, newCodeText, normaliseAnswer } from './validate-code.image';

/** The answer's check: one message for wrong, used and expired, so none is told apart by a script. */
export const wrongCode = () =>
  AppError.badRequest('The verification code is wrong or has expired: enter the characters of the new image.', { field: 'validateCode' });

/** A new code: stored with its end, answered as a PNG data URL and the key the form sends back. */
export async function issueValidateCode(db: Db, now = new Date()) {
  const text = newCodeText();
  const key = randomUUID();
  await insertCode(db, key, text, new Date(now.getTime() + VALIDATE_CODE_TTL_MS));
  const png = await codeImagePng(text);
  return { key, image: `data:image/png;base64,${png.toString('base64')}`, expiresInMs: VALIDATE_CODE_TTL_MS };
}

/**
 * Checks and uses up a code: the row is deleted by this first check whatever the answer (one guess
 * per image; two requests racing on one key: the database's DELETE gives the row to one of them).
 */
export async function useValidateCode(db: Db, key: string, typed: string, now = new Date()): Promise<void> {
  const row = await takeCode(db, key);
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.answer !== normaliseAnswer(typed)) throw wrongCode();
}
