import { vatNumberSchema } from '@credo/contracts/company-search';

/** The VAT number as the server will take it (cert §5: digits, 2 to 50), or null when it cannot be one. */
export const parseVatNumber = (raw: string | undefined | null): string | null => {
  const parsed = vatNumberSchema.safeParse(raw ?? '');
  return parsed.success ? parsed.data : null;
};
