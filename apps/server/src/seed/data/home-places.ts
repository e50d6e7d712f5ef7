import type { ByLang, City } from './home-types';

const city = (en: string, ar: string, country: string): City => ({ name: { en, ar }, country });

const LONDON = city('London', 'لندن', 'GB');
const DUBAI = city('Dubai', 'دبي', 'AE');
const SINGAPORE = city('Singapore', 'سنغافورة', 'SG');
const MADRID = city('Madrid', 'مدريد', 'ES');

/** Cities of onsite classrooms per site (a classroom's `city` indexes this list); other sites use the global list. */
export const CITIES_BY_SITE: Record<number, City[]> = {
  1: [DUBAI, LONDON, SINGAPORE, MADRID],
  2: [LONDON, city('Manchester', 'مانشستر', 'GB'), city('Birmingham', 'برمنغهام', 'GB'), city('Glasgow', 'غلاسكو', 'GB')],
  3: [DUBAI, city('Riyadh', 'الرياض', 'SA'), city('Doha', 'الدوحة', 'QA'), city('Cairo', 'القاهرة', 'EG')],
  17: [city('Riyadh', 'الرياض', 'SA'), DUBAI, city('Cairo', 'القاهرة', 'EG'), city('Amman', 'عمّان', 'JO')],
  19: [LONDON, city('Rotterdam', 'روتردام', 'NL'), city('Lyon', 'ليون', 'FR')],
  21: [city('Warsaw', 'وارسو', 'PL'), city('Berlin', 'برلين', 'DE'), MADRID, city('Paris', 'باريس', 'FR')],
  27: [SINGAPORE, city('Kuala Lumpur', 'كوالالمبور', 'MY'), city('Bangkok', 'بانكوك', 'TH'), city('Jakarta', 'جاكرتا', 'ID')],
  28: [city('Hamburg', 'هامبورغ', 'DE'), city('Birmingham', 'برمنغهام', 'GB')],
};

export const citiesOf = (siteId: number): City[] => CITIES_BY_SITE[siteId] ?? CITIES_BY_SITE[1];

/** The floating evaluation survey: active on the main site, configured but switched off on the EU site. */
export const SURVEYS: { siteId: number; activeState: 0 | 1; link: string; t: ByLang<[title: string, description: string]> }[] = [
  { siteId: 1, activeState: 1, link: 'https://survey.credo-security.example/academy-2026', t: {
    en: ['Help us improve the academy', 'Tell us about your learning experience in five minutes. Your answers shape next year\'s courses and classrooms.'],
    ar: ['ساعدنا في تحسين الأكاديمية', 'أخبرنا عن تجربتك التعليمية في خمس دقائق. تساهم إجاباتك في تشكيل دورات وفصول العام المقبل.'],
  } },
  { siteId: 21, activeState: 0, link: 'https://survey.credo-security.example/eu-classrooms', t: {
    en: ['Classroom feedback', 'How was your last instructor-led training?'],
    pl: ['Opinia o szkoleniu', 'Jak oceniasz ostatnie szkolenie z trenerem?'],
  } },
];
