import { REQUEST_TIMEOUT_MS } from '@/shared/api/api-client';

export type PdfDownload =
  | { ok: true; blob: Blob }
  /** An envelope instead of a PDF: 20040 (company missing), 401, … */
  | { ok: false; kind: 'business'; code: number; message: string; data: unknown }
  | { ok: false; kind: 'transport' };

/**
 * GET /user/certificate/pdf {number} (decision 0010): the PDF itself, so not through the JSON
 * client; a refusal comes as the usual envelope (20040 until the company is filled in).
 */
export const downloadCertificatePdf = async (number: string, site: { siteId: number; languageId: number }): Promise<PdfDownload> => {
  const params = new URLSearchParams({ siteId: String(site.siteId), languageId: String(site.languageId), number });
  try {
    const response = await fetch(`/api/user/certificate/pdf?${params.toString()}`, {
      credentials: 'include',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes('application/pdf')) return { ok: true, blob: await response.blob() };
    const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown; data?: unknown } | null;
    if (body && typeof body.code === 'number') {
      return { ok: false, kind: 'business', code: body.code, message: typeof body.message === 'string' ? body.message : '', data: body.data ?? null };
    }
    if (response.status === 401) return { ok: false, kind: 'business', code: 401, message: '', data: null };
    return { ok: false, kind: 'transport' };
  } catch {
    return { ok: false, kind: 'transport' };
  }
};
