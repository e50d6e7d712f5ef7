import { seedRuns, seoConfigs } from '../../db/schema/index';
import type { Tx } from '../insert';
import { LANG, type LangCode } from './languages';
import { siteDefs, siteLangs } from './sites';
import { tenants } from './tenants';

/**
 * The join-as-a-trainer page's title and description for the server-rendered head (issue 21 items
 * 2 and 5), in every seeded language, for every site.
 */
export const JOIN_TRAINER_PAGE_SEED = 'demo-join-trainer-page';

const SEO: Record<LangCode, [string, string]> = {
  en: ['Join us as a trainer — {brand}', 'Apply to teach our certification classrooms online and on site. We review every application within 7 business days.'],
  ar: ['انضم إلينا كمدرب — {brand}', 'قدّم طلبك لتدريس دورات الشهادات لدينا عبر الإنترنت وحضوريًا. نراجع كل طلب خلال 7 أيام عمل.'],
  pl: ['Dołącz do nas jako trener — {brand}', 'Zgłoś się, aby prowadzić nasze szkolenia certyfikacyjne online i stacjonarnie. Każde zgłoszenie rozpatrujemy w ciągu 7 dni roboczych.'],
  es: ['Únase como formador — {brand}', 'Solicite impartir nuestras clases de certificación en línea y presenciales. Revisamos cada solicitud en un plazo de 7 días hábiles.'],
  fr: ['Devenez formateur — {brand}', 'Postulez pour animer nos formations de certification en ligne et sur site. Nous examinons chaque candidature sous 7 jours ouvrés.'],
  de: ['Werden Sie Trainer — {brand}', 'Bewerben Sie sich, um unsere Zertifizierungskurse online und vor Ort zu leiten. Wir prüfen jede Bewerbung innerhalb von 7 Werktagen.'],
  tr: ['Eğitmen olarak bize katılın — {brand}', 'Sertifika eğitimlerimizi çevrim içi ve yerinde vermek için başvurun. Her başvuruyu 7 iş günü içinde değerlendiriyoruz.'],
  pt: ['Junte-se a nós como formador — {brand}', 'Candidate-se para dar as nossas formações de certificação online e presenciais. Analisamos cada candidatura em 7 dias úteis.'],
  vi: ['Trở thành giảng viên — {brand}', 'Ứng tuyển giảng dạy các lớp chứng chỉ trực tuyến và tại chỗ. Chúng tôi xét mọi đơn trong vòng 7 ngày làm việc.'],
  id: ['Bergabung sebagai pelatih — {brand}', 'Lamar untuk mengajar kelas sertifikasi kami secara daring dan tatap muka. Kami meninjau setiap lamaran dalam 7 hari kerja.'],
  ko: ['트레이너로 함께하세요 — {brand}', '온라인 및 현장 인증 교육 강사로 지원하세요. 모든 지원서는 영업일 기준 7일 이내에 검토합니다.'],
  th: ['ร่วมเป็นวิทยากรกับเรา — {brand}', 'สมัครเป็นผู้สอนหลักสูตรรับรองของเราทั้งออนไลน์และในสถานที่ เราพิจารณาทุกใบสมัครภายใน 7 วันทำการ'],
};

/** Once per database (its own seed_runs row, so a kept ./data directory gets it too); true when inserted now. */
export async function seedJoinTrainerPageOnce(tx: Tx): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: JOIN_TRAINER_PAGE_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  const rows = siteDefs.flatMap((site) => {
    const brand = tenants.find((x) => x.id === site.tenantId)!.name;
    return siteLangs(site).map((lang) => ({
      siteId: site.id,
      languageId: LANG[lang],
      url: '/join-us-as-a-trainer',
      title: SEO[lang][0].replace('{brand}', brand),
      description: SEO[lang][1],
    }));
  });
  if (rows.length > 0) await tx.insert(seoConfigs).values(rows);
  return true;
}
