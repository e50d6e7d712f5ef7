import type { LangCode } from './languages';

/** Shell texts (footer, SEO) for the languages the demo content is written in; others use English. */
export type ContentText = {
  overview: string;
  videoCourses: string;
  classroom: string;
  practicalExam: string;
  faq: string;
  news: string;
  trainerTeam: string;
  joinTrainer: string;
  vat: string;
  educationalVideo: string;
  workshops: string;
  corporate: string;
  productSelector: string;
  support: string;
  downloads: string;
  privacy: string;
  terms: string;
  cookies: string;
  seo: Record<'home' | 'myLearning' | 'general' | 'vendor' | 'faq' | 'news' | 'videos', [title: string, description: string]>;
};

const en: ContentText = {
  overview: 'Overview',
  videoCourses: 'Online video courses',
  classroom: 'Instructor-led training',
  practicalExam: 'Practical exams',
  faq: 'FAQ',
  news: 'News',
  trainerTeam: 'Trainer team',
  joinTrainer: 'Join us as a trainer',
  vat: 'Company certificate search',
  educationalVideo: 'Educational videos',
  workshops: 'Workshops & seminars',
  corporate: 'Corporate website',
  productSelector: 'Product selector',
  support: 'Technical support portal',
  downloads: 'Firmware & tools',
  privacy: 'Privacy policy',
  terms: 'Terms of use',
  cookies: 'Cookie preferences',
  seo: {
    home: ['{brand} — Security certification and training', 'Self-paced video courses, instructor-led classrooms and exams for security installers, integrators and engineers.'],
    myLearning: ['My Learning — {brand}', 'Your credits, certificates, exams and classroom bookings in one place.'],
    general: ['General Security Certification — {brand}', 'Vendor-neutral certification for security practitioners: associate and professional levels.'],
    vendor: ['{vendor} — {brand}', 'Product certification from associate to expert, with theory and practical exams on real systems.'],
    faq: ['Frequently asked questions — {brand}', 'Answers about enrolment, credits, exams, certificates and payment.'],
    news: ['News — {brand}', 'New courses, classroom dates and programme updates.'],
    videos: ['Educational videos — {brand}', 'Topics, courses and webinars by product line.'],
  },
};

const ar: ContentText = {
  overview: 'نظرة عامة',
  videoCourses: 'دورات الفيديو عبر الإنترنت',
  classroom: 'التدريب بإشراف مدرّب',
  practicalExam: 'الامتحانات العملية',
  faq: 'الأسئلة الشائعة',
  news: 'الأخبار',
  trainerTeam: 'فريق المدرّبين',
  joinTrainer: 'انضم إلينا كمدرّب',
  vat: 'البحث عن شهادات الشركات',
  educationalVideo: 'فيديوهات تعليمية',
  workshops: 'ورش العمل والندوات',
  corporate: 'موقع الشركة',
  productSelector: 'أداة اختيار المنتجات',
  support: 'بوابة الدعم الفني',
  downloads: 'البرامج الثابتة والأدوات',
  privacy: 'سياسة الخصوصية',
  terms: 'شروط الاستخدام',
  cookies: 'تفضيلات ملفات تعريف الارتباط',
  seo: {
    home: ['{brand} — شهادات وتدريب في مجال الأمن', 'دورات فيديو ذاتية الوتيرة وفصول دراسية بإشراف مدرّبين وامتحانات لفنيي التركيب والمتكاملين ومهندسي الأمن.'],
    myLearning: ['تعلّمي — {brand}', 'نقاطك وشهاداتك وامتحاناتك وحجوزات الفصول الدراسية في مكان واحد.'],
    general: ['شهادة الأمن العامة — {brand}', 'شهادة محايدة تجاه الموردين لممارسي الأمن: المستوى المشارك والمستوى المحترف.'],
    vendor: ['{vendor} — {brand}', 'شهادة المنتجات من المستوى المشارك حتى الخبير، مع امتحانات نظرية وعملية على أنظمة حقيقية.'],
    faq: ['الأسئلة الشائعة — {brand}', 'إجابات حول التسجيل والنقاط والامتحانات والشهادات والدفع.'],
    news: ['الأخبار — {brand}', 'دورات جديدة ومواعيد الفصول الدراسية وتحديثات البرامج.'],
    videos: ['فيديوهات تعليمية — {brand}', 'مواضيع ودورات وندوات عبر الإنترنت حسب خط المنتجات.'],
  },
};

const pl: ContentText = {
  overview: 'Przegląd',
  videoCourses: 'Kursy wideo online',
  classroom: 'Szkolenia z trenerem',
  practicalExam: 'Egzaminy praktyczne',
  faq: 'Najczęstsze pytania',
  news: 'Aktualności',
  trainerTeam: 'Zespół trenerów',
  joinTrainer: 'Zostań trenerem',
  vat: 'Wyszukiwarka certyfikatów firm',
  educationalVideo: 'Filmy edukacyjne',
  workshops: 'Warsztaty i seminaria',
  corporate: 'Strona firmowa',
  productSelector: 'Wybór produktów',
  support: 'Portal wsparcia technicznego',
  downloads: 'Oprogramowanie i narzędzia',
  privacy: 'Polityka prywatności',
  terms: 'Regulamin',
  cookies: 'Ustawienia plików cookie',
  seo: {
    home: ['{brand} — certyfikacja i szkolenia z zabezpieczeń', 'Kursy wideo we własnym tempie, szkolenia z trenerem i egzaminy dla instalatorów, integratorów i inżynierów systemów zabezpieczeń.'],
    myLearning: ['Moja nauka — {brand}', 'Punkty, certyfikaty, egzaminy i rezerwacje szkoleń w jednym miejscu.'],
    general: ['Ogólna certyfikacja bezpieczeństwa — {brand}', 'Certyfikacja niezależna od producenta: poziom Associate i Professional.'],
    vendor: ['{vendor} — {brand}', 'Certyfikacja produktowa od poziomu Associate do Expert, z egzaminem teoretycznym i praktycznym.'],
    faq: ['Najczęstsze pytania — {brand}', 'Odpowiedzi na pytania o zapisy, punkty, egzaminy, certyfikaty i płatności.'],
    news: ['Aktualności — {brand}', 'Nowe kursy, terminy szkoleń i zmiany w programach.'],
    videos: ['Filmy edukacyjne — {brand}', 'Tematy, kursy i webinaria według linii produktów.'],
  },
};

const texts: Partial<Record<LangCode, ContentText>> = { en, ar, pl };

export function contentText(lang: LangCode): ContentText {
  return texts[lang] ?? en;
}
