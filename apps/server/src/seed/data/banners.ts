import type { LangCode } from './languages';
import type { TenantCode } from './tenants';

/**
 * Banner definitions: the seed's banner rows and the SVG images under public/media/banners
 * (apps/server/assets/media/generate-media.ts draws the headline of each language into them).
 */
export type BannerText = { title: string; description: string };
export type Motif = 'lens' | 'shield' | 'classroom' | 'heat' | 'robot' | 'badge' | 'grid';
export type BannerDef = {
  key: string;
  tenant: TenantCode;
  /** '0' home, '3'/'4' list banners (vendor/general), '7'/'8' certification banners (vendor/general). */
  type: '0' | '3' | '4' | '7' | '8';
  link: string | null;
  colors: [from: string, to: string, accent: string];
  motif: Motif;
  texts: Partial<Record<LangCode, BannerText>> & { en: BannerText };
};

const MAIN: [string, string, string] = ['#0b1f3a', '#1456b8', '#2ec4b6'];
const MAIN_ALT: [string, string, string] = ['#10213f', '#5b2a86', '#ffb703'];
const MAIN_TEAL: [string, string, string] = ['#06343a', '#0f7c8c', '#f4d35e'];
const MICRO: [string, string, string] = ['#1d0b2e', '#b83b0f', '#ffc400'];
const ROBOT: [string, string, string] = ['#14191f', '#145c52', '#00e0a4'];
const NEUTRAL: [string, string, string] = ['#1f2933', '#3e5c76', '#9ad1d4'];

export const bannerDefs: BannerDef[] = [
  { key: 'main-home-certify', tenant: 'main', type: '0', link: '/general-security-certification/overview', colors: MAIN, motif: 'shield', texts: {
    en: { title: 'Become a certified security professional', description: 'Self-paced video courses, quizzes and exams — learn at your own pace.' },
    ar: { title: 'كن محترفًا معتمدًا في مجال الأمن', description: 'دورات فيديو ذاتية الوتيرة واختبارات قصيرة وامتحانات — تعلّم بالسرعة التي تناسبك.' },
    pl: { title: 'Zostań certyfikowanym specjalistą ds. zabezpieczeń', description: 'Kursy wideo we własnym tempie, quizy i egzaminy.' },
    es: { title: 'Conviértete en profesional de la seguridad certificado', description: 'Cursos en vídeo a tu ritmo, cuestionarios y exámenes: aprende a tu propio ritmo.' },
  } },
  { key: 'main-home-vendor', tenant: 'main', type: '0', link: '/hikvision-security-certification/overview', colors: MAIN_ALT, motif: 'lens', texts: {
    en: { title: 'Credo Security Certification', description: 'Associate · Professional · Expert — prove your skills on real systems.' },
    ar: { title: 'شهادة Credo للأمن', description: 'مشارك · محترف · خبير — أثبت مهاراتك على أنظمة حقيقية.' },
    pl: { title: 'Certyfikacja Credo Security', description: 'Associate · Professional · Expert — potwierdź umiejętności na prawdziwych systemach.' },
    es: { title: 'Certificación de Seguridad Credo', description: 'Associate · Professional · Expert: demuestra tus competencias con sistemas reales.' },
  } },
  { key: 'main-home-classroom', tenant: 'main', type: '0', link: 'https://www.credo-security.example/events', colors: MAIN_TEAL, motif: 'classroom', texts: {
    en: { title: 'Instructor-led training near you', description: 'Online and onsite classrooms with certified trainers.' },
    ar: { title: 'تدريب بإشراف مدرّب بالقرب منك', description: 'فصول دراسية عبر الإنترنت وحضوريًا مع مدرّبين معتمدين.' },
    pl: { title: 'Szkolenia z trenerem w Twojej okolicy', description: 'Zajęcia online i stacjonarne z certyfikowanymi trenerami.' },
    es: { title: 'Formación con instructor cerca de ti', description: 'Clases en línea y presenciales con formadores certificados.' },
  } },
  { key: 'main-list-vendor', tenant: 'main', type: '3', link: null, colors: MAIN_ALT, motif: 'grid', texts: {
    en: { title: 'Credo Security Certification courses', description: 'Video security, access control, intrusion alarm and thermal.' },
    ar: { title: 'دورات شهادة Credo للأمن', description: 'المراقبة بالفيديو والتحكم في الدخول وأنظمة الإنذار والتصوير الحراري.' },
    pl: { title: 'Kursy certyfikacji Credo Security', description: 'Monitoring wizyjny, kontrola dostępu, systemy alarmowe i termowizja.' },
    es: { title: 'Cursos de la Certificación de Seguridad Credo', description: 'Videovigilancia, control de accesos, alarmas de intrusión y cámaras térmicas.' },
  } },
  { key: 'main-list-general', tenant: 'main', type: '4', link: null, colors: MAIN, motif: 'grid', texts: {
    en: { title: 'General Security Certification courses', description: 'Vendor-neutral foundations for every security practitioner.' },
    ar: { title: 'دورات شهادة الأمن العامة', description: 'أسس محايدة تجاه الموردين لكل ممارس في مجال الأمن.' },
    pl: { title: 'Kursy ogólnej certyfikacji bezpieczeństwa', description: 'Podstawy niezależne od producenta dla każdego specjalisty.' },
    es: { title: 'Cursos de la Certificación General de Seguridad', description: 'Fundamentos independientes del fabricante para todo profesional de la seguridad.' },
  } },
  { key: 'main-cert-vendor', tenant: 'main', type: '7', link: '/hikvision-security-certification/overview', colors: MAIN_ALT, motif: 'badge', texts: {
    en: { title: 'Plan your certification path', description: 'Start at associate level, then move up to professional and expert.' },
    ar: { title: 'خطّط لمسار شهادتك', description: 'ابدأ بالمستوى المشارك ثم انتقل إلى المستوى المحترف والخبير.' },
    pl: { title: 'Zaplanuj swoją ścieżkę certyfikacji', description: 'Zacznij od poziomu Associate, potem Professional i Expert.' },
    es: { title: 'Planifica tu itinerario de certificación', description: 'Empieza por el nivel associate y avanza después a professional y expert.' },
  } },
  { key: 'main-cert-general', tenant: 'main', type: '8', link: '/general-security-certification/overview', colors: MAIN, motif: 'badge', texts: {
    en: { title: 'Start with the general security programme', description: 'Two levels, 12 credits each, one theory exam.' },
    ar: { title: 'ابدأ ببرنامج الأمن العام', description: 'مستويان، 12 نقطة لكل مستوى، وامتحان نظري واحد.' },
    pl: { title: 'Zacznij od ogólnego programu bezpieczeństwa', description: 'Dwa poziomy, po 12 punktów, jeden egzamin teoretyczny.' },
    es: { title: 'Empieza por el programa general de seguridad', description: 'Dos niveles, 12 créditos cada uno y un examen teórico.' },
  } },

  { key: 'micro-home-heat', tenant: 'micro', type: '0', link: '/overview/thermal-imaging-certification', colors: MICRO, motif: 'heat', texts: {
    en: { title: 'See the heat. Spot the risk.', description: 'Thermal imaging training for inspectors, installers and engineers.' },
  } },
  { key: 'micro-home-cert', tenant: 'micro', type: '0', link: '/overview/thermography-fundamentals', colors: MICRO, motif: 'badge', texts: {
    en: { title: 'From first scan to thermography report', description: 'Certify your skills with Credo Thermal.' },
  } },
  { key: 'micro-list-vendor', tenant: 'micro', type: '3', link: null, colors: MICRO, motif: 'heat', texts: { en: { title: 'Thermal imaging courses', description: 'Handheld cameras, modules and fixed thermal systems.' } } },
  { key: 'micro-list-general', tenant: 'micro', type: '4', link: null, colors: MICRO, motif: 'grid', texts: { en: { title: 'Thermography fundamentals', description: 'Physics, emissivity and measurement practice.' } } },
  { key: 'micro-cert-vendor', tenant: 'micro', type: '7', link: null, colors: MICRO, motif: 'badge', texts: { en: { title: 'Thermal imaging certification', description: 'Associate and professional levels.' } } },
  { key: 'micro-cert-general', tenant: 'micro', type: '8', link: null, colors: MICRO, motif: 'badge', texts: { en: { title: 'Thermography fundamentals certificate', description: 'The entry point for every thermographer.' } } },

  { key: 'robot-home-amr', tenant: 'robot', type: '0', link: '/overview/credo-robotics-certification', colors: ROBOT, motif: 'robot', texts: {
    en: { title: 'Automate intralogistics safely', description: 'Hands-on training for autonomous mobile robots and fleet software.' },
  } },
  { key: 'robot-home-safety', tenant: 'robot', type: '0', link: '/overview/robot-safety-certification', colors: ROBOT, motif: 'shield', texts: {
    en: { title: 'Safety first, on every shift', description: 'Risk assessment and safe operation of robot cells and AMRs.' },
  } },
  { key: 'robot-list-vendor', tenant: 'robot', type: '3', link: null, colors: ROBOT, motif: 'robot', texts: { en: { title: 'Robotics courses', description: 'Commission, operate and maintain AMR fleets.' } } },
  { key: 'robot-list-general', tenant: 'robot', type: '4', link: null, colors: ROBOT, motif: 'grid', texts: { en: { title: 'Robot safety courses', description: 'Standards, risk assessment and safe operation.' } } },
  { key: 'robot-cert-vendor', tenant: 'robot', type: '7', link: null, colors: ROBOT, motif: 'badge', texts: { en: { title: 'Your robotics certification path', description: 'Associate and professional levels.' } } },
  { key: 'robot-cert-general', tenant: 'robot', type: '8', link: null, colors: ROBOT, motif: 'badge', texts: { en: { title: 'Robot safety certificate', description: 'Required before any hands-on AMR work.' } } },

  { key: 'neutral-home-skills', tenant: 'neutral', type: '0', link: '/overview/general-security-certification', colors: NEUTRAL, motif: 'shield', texts: {
    en: { title: 'Security skills for every practitioner', description: 'Vendor-neutral courses and certifications.' },
  } },
  { key: 'neutral-home-learn', tenant: 'neutral', type: '0', link: '/online-video-courses/general-security-certification', colors: NEUTRAL, motif: 'classroom', texts: {
    en: { title: 'Learn online, certify with confidence', description: 'Short videos, quizzes and a final theory exam.' },
  } },
  { key: 'neutral-list-general', tenant: 'neutral', type: '4', link: null, colors: NEUTRAL, motif: 'grid', texts: { en: { title: 'General security courses', description: 'Foundations of video, access and alarm systems.' } } },
  { key: 'neutral-cert-general', tenant: 'neutral', type: '8', link: null, colors: NEUTRAL, motif: 'badge', texts: { en: { title: 'General Security Certification', description: 'Associate and professional levels.' } } },
];

/** The image of a banner in a language: its own drawing when the language has a text, else English. */
export function bannerImage(def: BannerDef, lang: LangCode, size: 'desktop' | 'mobile'): string {
  const l = def.texts[lang] ? lang : 'en';
  return `/media/banners/${def.key}-${l}-${size}.svg`;
}
