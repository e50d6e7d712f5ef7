import { seedRuns, seoConfigs } from '../../db/schema/index';
import type { Tx } from '../insert';
import { LANG, type LangCode } from './languages';
import { siteDefs, siteLangs } from './sites';
import { tenants } from './tenants';

/**
 * The trainer team page's title and description for the server-rendered head (issue 21 items 1
 * and 5), in every seeded language, for every site. A trainer's own page (/trainer?id=) takes the
 * trainer's name and bio instead (modules/seo/page-meta.ts).
 */
export const TRAINER_PAGES_SEED = 'demo-trainer-pages';

const SEO: Record<LangCode, [string, string]> = {
  en: ['Trainer team — {brand}', 'Meet the certified trainers who teach our classrooms online and on site: where they teach, in which languages, and their next sessions.'],
  ar: ['فريق المدرّبين — {brand}', 'تعرّف على المدرّبين المعتمدين الذين يقدّمون فصولنا عبر الإنترنت وحضوريًا: أين يدرّبون وبأي لغات ومواعيد جلساتهم القادمة.'],
  pl: ['Zespół trenerów — {brand}', 'Poznaj certyfikowanych trenerów prowadzących nasze szkolenia online i stacjonarne: gdzie uczą, w jakich językach i kiedy są ich najbliższe sesje.'],
  es: ['Equipo de formadores — {brand}', 'Conozca a los formadores certificados que imparten nuestras clases en línea y presenciales: dónde enseñan, en qué idiomas y sus próximas sesiones.'],
  fr: ['Équipe de formateurs — {brand}', 'Découvrez les formateurs certifiés qui animent nos sessions en ligne et en présentiel : où ils enseignent, en quelles langues et leurs prochaines sessions.'],
  de: ['Trainerteam — {brand}', 'Lernen Sie die zertifizierten Trainer kennen, die unsere Schulungen online und vor Ort leiten: wo sie unterrichten, in welchen Sprachen und ihre nächsten Termine.'],
  tr: ['Eğitmen ekibi — {brand}', 'Çevrim içi ve yüz yüze sınıflarımızı yöneten sertifikalı eğitmenlerle tanışın: nerede, hangi dillerde eğitim verdikleri ve sıradaki oturumları.'],
  pt: ['Equipa de formadores — {brand}', 'Conheça os formadores certificados que dão as nossas aulas online e presenciais: onde ensinam, em que línguas e as suas próximas sessões.'],
  vi: ['Đội ngũ giảng viên — {brand}', 'Gặp gỡ các giảng viên được chứng nhận giảng dạy lớp học trực tuyến và trực tiếp của chúng tôi: nơi họ dạy, ngôn ngữ và các buổi học sắp tới.'],
  id: ['Tim pelatih — {brand}', 'Kenali pelatih bersertifikat yang mengajar kelas daring dan tatap muka kami: di mana mereka mengajar, dalam bahasa apa, dan sesi berikutnya.'],
  ko: ['트레이너 팀 — {brand}', '온라인과 오프라인 강의를 진행하는 인증 트레이너를 만나 보세요. 강의 지역과 언어, 다음 일정을 확인할 수 있습니다.'],
  th: ['ทีมผู้ฝึกสอน — {brand}', 'พบกับผู้ฝึกสอนที่ได้รับการรับรองซึ่งสอนคลาสออนไลน์และในสถานที่ของเรา: สอนที่ไหน ภาษาใด และรอบการอบรมถัดไป'],
};

/** Once per database (its own seed_runs row, so a kept ./data directory gets it too); true when inserted now. */
export async function seedTrainerPagesOnce(tx: Tx): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: TRAINER_PAGES_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  const rows = siteDefs.flatMap((site) => {
    const brand = tenants.find((x) => x.id === site.tenantId)!.name;
    return siteLangs(site).map((lang) => ({
      siteId: site.id,
      languageId: LANG[lang],
      url: '/trainer-team',
      title: SEO[lang][0].replace('{brand}', brand),
      description: SEO[lang][1],
    }));
  });
  if (rows.length > 0) await tx.insert(seoConfigs).values(rows);
  return true;
}
