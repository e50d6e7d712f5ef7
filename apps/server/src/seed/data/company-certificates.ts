import { and, eq } from 'drizzle-orm';
import {
  certificateApplications, certificates, certificationEnrolments, certifications, seedRuns, seoConfigs, users,
} from '../../db/schema/index';
import type { Tx } from '../insert';
import { LANG, type LangCode } from './languages';
import { siteDefs } from './sites';
import { tenants } from './tenants';
import { DAY_MS } from '@credo/contracts/durations';

/**
 * The company certificate search demo (issue 21 item 4; decision 0018): a company with this VAT
 * number and four people on the Global site (showCompanyCertificate on), three holding valid
 * certificates and one whose certificate has expired (not listed), and two on the Arabic site.
 */
export const COMPANY_SEED = 'demo-company-certificates';
export const DEMO_COMPANY_VAT = '5260250995';
const SITE_ID = 1;
const AR_SITE_ID = 17;

type Holder = { first: string; last: string; siteId?: number; certs: { groupKey: string; number: string; issuedDaysAgo: number }[] };
const HOLDERS: Holder[] = [
  { first: 'Marta', last: 'Kowalska', certs: [
    { groupKey: 'vendor-professional', number: 'CR-2025-VAT2MK02', issuedDaysAgo: 120 },
    { groupKey: 'vendor-video-associate', number: 'CR-2025-VAT2MK01', issuedDaysAgo: 300 },
  ] },
  { first: 'Jonas', last: 'Weber', certs: [{ groupKey: 'gen-associate', number: 'CR-2026-VAT2JW01', issuedDaysAgo: 40 }] },
  { first: 'Amira', last: 'Haddad', certs: [{ groupKey: 'vendor-access-associate', number: 'CR-2025-VAT2AH01', issuedDaysAgo: 200 }] },
  // Issued three years ago: past its two years, so the search does not list it.
  { first: 'Tomás', last: 'Ruiz', certs: [{ groupKey: 'gen-associate', number: 'CR-2023-VAT2TR01', issuedDaysAgo: 3 * 365 }] },
  // The company's people on the Arabic site (its certifications in Arabic).
  { first: 'ليلى', last: 'منصور', siteId: AR_SITE_ID, certs: [{ groupKey: 'vendor-professional', number: 'CR-2025-VAT2LM01', issuedDaysAgo: 90 }] },
  { first: 'Omar', last: 'Khalil', siteId: AR_SITE_ID, certs: [{ groupKey: 'vendor-video-associate', number: 'CR-2026-VAT2KH01', issuedDaysAgo: 20 }] },
];

/** The /vat page's title and description, for the server-rendered head (issue 21 item 5). */
const SEO: Record<LangCode, [string, string]> = {
  en: ['Company certificate search — {brand}', 'Enter a company\'s VAT number to see its people\'s valid certificates.'],
  ar: ['البحث عن شهادات الشركات — {brand}', 'أدخل الرقم الضريبي للشركة لعرض الشهادات السارية لموظفيها.'],
  pl: ['Wyszukiwarka certyfikatów firm — {brand}', 'Wpisz numer NIP firmy, aby zobaczyć ważne certyfikaty jej pracowników.'],
  es: ['Búsqueda de certificados de empresas — {brand}', 'Introduzca el número de IVA de una empresa para ver los certificados vigentes de su personal.'],
  fr: ['Recherche de certificats d\'entreprise — {brand}', 'Saisissez le numéro de TVA d\'une entreprise pour voir les certificats valides de ses équipes.'],
  de: ['Zertifikatssuche für Unternehmen — {brand}', 'Geben Sie die USt-IdNr. eines Unternehmens ein, um die gültigen Zertifikate seiner Mitarbeitenden zu sehen.'],
  tr: ['Şirket sertifikası arama — {brand}', 'Çalışanlarının geçerli sertifikalarını görmek için şirketin vergi numarasını girin.'],
  pt: ['Pesquisa de certificados de empresas — {brand}', 'Introduza o número de contribuinte de uma empresa para ver os certificados válidos da sua equipa.'],
  vi: ['Tra cứu chứng chỉ doanh nghiệp — {brand}', 'Nhập mã số thuế của doanh nghiệp để xem các chứng chỉ còn hiệu lực của nhân viên.'],
  id: ['Pencarian sertifikat perusahaan — {brand}', 'Masukkan NPWP perusahaan untuk melihat sertifikat yang masih berlaku milik stafnya.'],
  ko: ['기업 인증서 조회 — {brand}', '기업의 사업자 등록 번호를 입력하면 직원들의 유효한 인증서를 볼 수 있습니다.'],
  th: ['ค้นหาใบรับรองของบริษัท — {brand}', 'กรอกเลขประจำตัวผู้เสียภาษีของบริษัทเพื่อดูใบรับรองที่ยังมีผลของพนักงาน'],
};

/** Once per database (its own seed_runs row, so a kept ./data directory gets it too); true when inserted now. */
export async function seedCompanyCertificatesOnce(tx: Tx, now = new Date()): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: COMPANY_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  for (const site of siteDefs.filter((s) => s.flags?.showCompanyCertificate)) {
    const brand = tenants.find((x) => x.id === site.tenantId)!.name;
    const rows = site.offers.map(([lang]) => ({
      siteId: site.id, languageId: LANG[lang], url: '/vat', title: SEO[lang][0].replace('{brand}', brand), description: SEO[lang][1],
    }));
    if (rows.length > 0) await tx.insert(seoConfigs).values(rows);
  }
  for (const h of HOLDERS) {
    const site = siteDefs.find((s) => s.id === (h.siteId ?? SITE_ID))!;
    const language = LANG[site.base];
    const [user] = await tx.insert(users).values({
      tenantId: site.tenantId, subject: `seed|company-${h.certs[0].number}`, email: `${h.certs[0].number.toLowerCase()}@installers.example`,
      name: `${h.first} ${h.last}`, firstName: h.first, lastName: h.last, siteId: site.id, languageId: language,
      company: 'Northgate Security Installers', vatNumber: DEMO_COMPANY_VAT, country: 'Poland', countryCode: 'PL',
    }).returning({ id: users.id });
    for (const c of h.certs) {
      const [cert] = await tx.select().from(certifications)
        .where(and(eq(certifications.siteId, site.id), eq(certifications.languageId, language), eq(certifications.groupKey, c.groupKey))).limit(1);
      if (!cert) continue;
      const issuedAt = new Date(now.getTime() - c.issuedDaysAgo * DAY_MS);
      const [enrolment] = await tx.insert(certificationEnrolments).values({
        userId: user.id, certificationId: cert.id, siteId: site.id, state: 'approved', cycleStartedAt: issuedAt, decidedAt: issuedAt,
      }).returning({ id: certificationEnrolments.id });
      const [application] = await tx.insert(certificateApplications).values({
        userId: user.id, certificationId: cert.id, enrolmentId: enrolment.id, state: 'approved', createdAt: issuedAt, decidedAt: issuedAt,
      }).returning({ id: certificateApplications.id });
      await tx.insert(certificates).values({
        number: c.number, userId: user.id, certificationId: cert.id, applicationId: application.id, tenantId: site.tenantId,
        holderName: `${h.first} ${h.last}`, certificationName: cert.name, level: cert.level, kind: cert.kind, groupKey: cert.groupKey,
        versionLabel: cert.versionLabel, issuedAt, expiresAt: new Date(issuedAt.getTime() + 2 * 365 * DAY_MS), remindStatus: '0',
      });
    }
  }
  return true;
}
