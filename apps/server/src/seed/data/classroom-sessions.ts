import { and, eq, inArray } from 'drizzle-orm';
import { certifications, classroomRegistrations, classrooms, prices, regions, seedRuns, trainers, users } from '../../db/schema/index';
import type { Tx } from '../insert';
import { CURRENCY } from './countries';
import { LANG, langCodeOf, type LangCode } from './languages';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

export const CLASSROOM_SESSIONS_SEED = 'demo-classroom-sessions';

/** Where sessions take place: city, country, time zone, street address. */
type Place = { city: string; ar: string; country: string; zone: string; address: string };
const PLACES: Place[] = [
  { city: 'Berlin', ar: 'برلين', country: 'DE', zone: 'Europe/Berlin', address: 'Friedrichstraße 68' },
  { city: 'Warsaw', ar: 'وارسو', country: 'PL', zone: 'Europe/Warsaw', address: 'ul. Prosta 20' },
  { city: 'Madrid', ar: 'مدريد', country: 'ES', zone: 'Europe/Madrid', address: 'Calle de Alcalá 45' },
  { city: 'Paris', ar: 'باريس', country: 'FR', zone: 'Europe/Paris', address: '12 Rue de la Paix' },
  { city: 'London', ar: 'لندن', country: 'GB', zone: 'Europe/London', address: '1 Finsbury Avenue' },
  { city: 'Dubai', ar: 'دبي', country: 'AE', zone: 'Asia/Dubai', address: 'Dubai Internet City, Building 12' },
  { city: 'Riyadh', ar: 'الرياض', country: 'SA', zone: 'Asia/Riyadh', address: 'King Fahd Road 301' },
  { city: 'Singapore', ar: 'سنغافورة', country: 'SG', zone: 'Asia/Singapore', address: '10 Anson Road' },
];
/** A place's city in the session's language (Arabic pages show Arabic names). */
const cityIn = (place: Place, languageId: number) => (languageId === LANG.ar ? place.ar : place.city);
/** Session languages rotated through; each place also gets its local language now and then. */
const SESSION_LANGS: LangCode[] = ['en', 'de', 'pl', 'es', 'fr', 'en', 'ar', 'en'];
/** Seeded texts in the languages the demo sites are written in; English stands in for the rest. */
type Texts<T> = Partial<Record<LangCode, T>> & { en: T };
const AGENDA: Texts<string[]> = {
  en: ['Welcome and objectives', 'Network cameras: mounting, aiming and PoE', 'Recorders: adding devices, storage and retention', 'Hands-on lab in pairs', 'Questions and a short quiz'],
  ar: ['الترحيب والأهداف', 'كاميرات الشبكة: التركيب والتوجيه وتغذية الطاقة عبر الإيثرنت (PoE)', 'أجهزة التسجيل: إضافة الأجهزة والتخزين ومدة الاحتفاظ', 'تطبيق عملي في مجموعات ثنائية', 'أسئلة واختبار قصير'],
  de: ['Begrüßung und Lernziele', 'Netzwerkkameras: Montage, Ausrichtung und PoE', 'Rekorder: Geräte hinzufügen, Speicher und Aufbewahrung', 'Praxisübung zu zweit', 'Fragen und ein kurzes Quiz'],
  pl: ['Powitanie i cele szkolenia', 'Kamery sieciowe: montaż, ustawienie i PoE', 'Rejestratory: dodawanie urządzeń, pamięć i retencja', 'Ćwiczenia praktyczne w parach', 'Pytania i krótki quiz'],
  es: ['Bienvenida y objetivos', 'Cámaras de red: montaje, orientación y PoE', 'Grabadores: añadir dispositivos, almacenamiento y retención', 'Práctica en parejas', 'Preguntas y un breve cuestionario'],
  fr: ['Accueil et objectifs', 'Caméras réseau : fixation, orientation et PoE', 'Enregistreurs : ajout d’appareils, stockage et conservation', 'Atelier pratique en binôme', 'Questions et court quiz'],
};
const DESCRIPTION: Texts<string> = {
  en: 'Instructor-led training by a certified trainer, with hands-on practice and time for your questions.',
  ar: 'تدريب بقيادة مدرب معتمد، مع تطبيق عملي ووقت مخصص لأسئلتك.',
  de: 'Schulung mit einem zertifizierten Trainer, mit praktischen Übungen und Zeit für Ihre Fragen.',
  pl: 'Szkolenie prowadzone przez certyfikowanego trenera, z ćwiczeniami praktycznymi i czasem na pytania.',
  es: 'Formación impartida por un formador certificado, con práctica y tiempo para sus preguntas.',
  fr: 'Formation animée par un formateur certifié, avec de la pratique et du temps pour vos questions.',
};
const EVENT_AGENDA: Texts<string[]> = {
  en: ['Introduction', 'Talk and demonstration', 'Questions'],
  ar: ['مقدمة', 'محاضرة وعرض توضيحي', 'أسئلة'],
  de: ['Einführung', 'Vortrag und Vorführung', 'Fragen'],
  pl: ['Wprowadzenie', 'Wykład i pokaz', 'Pytania'],
  es: ['Introducción', 'Charla y demostración', 'Preguntas'],
  fr: ['Introduction', 'Exposé et démonstration', 'Questions'],
};
const EVENT_DESCRIPTION: Texts<string> = {
  en: 'Open to everyone: no certification needed.',
  ar: 'مفتوح للجميع: لا يلزم الحصول على شهادة.',
  de: 'Offen für alle: keine Zertifizierung erforderlich.',
  pl: 'Otwarte dla wszystkich: certyfikacja nie jest wymagana.',
  es: 'Abierto a todos: no se necesita certificación.',
  fr: 'Ouvert à tous : aucune certification requise.',
};
const LIVE_ONLINE: Texts<string> = { en: 'live online', ar: 'مباشر عبر الإنترنت', de: 'live online', pl: 'na żywo online', es: 'en directo en línea', fr: 'en direct en ligne' };
const textIn = <T>(texts: Texts<T>, languageId: number): T => texts[langCodeOf(languageId)] ?? texts.en;
/** Agenda lines are stored one per line (the detail page splits them). */
const agendaIn = (texts: Texts<string[]>, languageId: number) => textIn(texts, languageId).join('\n');
const EVENT_TITLES = [
  ['Seminar: privacy by design in video security', 'Seminar: AI analytics that respect privacy', 'Seminar: securing IoT devices on site'],
  ['Workshop: thermal camera calibration', 'Workshop: access control wiring', 'Workshop: camera installation hands-on'],
  ['Webinar: what is new in firmware 5', 'Webinar: remote maintenance best practice', 'Webinar: cybersecurity for installers'],
] as const;
/** The same events in Arabic, for the Arabic site (its pages show Arabic text). */
const EVENT_TITLES_AR = [
  ['ندوة: الخصوصية في تصميم أنظمة المراقبة', 'ندوة: تحليلات الذكاء الاصطناعي مع احترام الخصوصية', 'ندوة: تأمين أجهزة إنترنت الأشياء في الموقع'],
  ['ورشة عمل: معايرة الكاميرات الحرارية', 'ورشة عمل: توصيلات أنظمة التحكم في الدخول', 'ورشة عمل: تركيب الكاميرات عمليًا'],
  ['ندوة عبر الإنترنت: الجديد في البرنامج الثابت 5', 'ندوة عبر الإنترنت: أفضل ممارسات الصيانة عن بُعد', 'ندوة عبر الإنترنت: الأمن السيبراني للمركّبين'],
] as const;

/**
 * Issue 17: enough instructor-led sessions that every filter and the calendar show something real:
 * on the main (1), Arabic (17) and EU (21) sites, certification sessions over the next three
 * months (counted from the seed time) in several countries, languages, methods and training types,
 * some paid, some full (a seeded attendee holds the one seat), some ended with attendance; and seminars, workshops and webinars. Its own seed_runs row.
 */
export async function seedClassroomSessionsOnce(tx: Tx, now = new Date()): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: CLASSROOM_SESSIONS_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  const day0 = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Demo accounts get their user row at first sign-in, so seats here belong to two seeded
  // attendees of the main tenant (they cannot sign in; they only fill seats and attendance).
  const attendees = await tx
    .insert(users)
    .values([1, 2].map((n) => ({ tenantId: 1, subject: `seed|classroom-attendee-${n}`, email: `attendee${n}@classroom.credo.test`, name: `Attendee ${n}`, siteId: 1, languageId: 1 })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  const [holder, learner] = attendees;

  for (const siteId of [1, 17, 21]) {
    const baseLang = siteId === 17 ? LANG.ar : LANG.en;
    const certs = await tx
      .select({ id: certifications.id, name: certifications.name })
      .from(certifications)
      .where(and(eq(certifications.siteId, siteId), eq(certifications.languageId, baseLang)));
    const trainerRows = await tx.select({ id: trainers.id }).from(trainers).where(eq(trainers.siteId, siteId));
    if (certs.length === 0 || trainerRows.length === 0) continue;
    const rows: (typeof classrooms.$inferInsert)[] = [];
    // 30 certification sessions: two or three a week over three months, plus four in the past two weeks.
    for (let i = 0; i < 34; i++) {
      const past = i >= 30;
      const place = PLACES[(i * 3 + siteId) % PLACES.length];
      const lang = i % 4 === 0 ? baseLang : LANG[SESSION_LANGS[i % SESSION_LANGS.length]];
      const online = i % 3 === 1;
      const startAt = new Date(day0 + (past ? -(i - 28) * 3 : 2 + i * 3) * DAY_MS + (7 + (i % 4)) * HOUR_MS);
      const cert = certs[i % certs.length];
      rows.push({
        siteId,
        languageId: lang,
        // A session held in Arabic is titled in Arabic; other titles name the place in the site's
        // language (the Arabic pages show only Arabic text, whatever language the class is held in).
        title: lang === LANG.ar ? `تدريب بقيادة مدرب: ${cert.name}` : `${cert.name} · ${online ? textIn(LIVE_ONLINE, baseLang) : cityIn(place, baseLang)}`,
        kind: online ? 1 : 0,
        certificationId: cert.id,
        startAt,
        endAt: new Date(startAt.getTime() + (online ? 3 : 7) * HOUR_MS),
        city: online ? null : cityIn(place, baseLang),
        countryCode: place.country,
        address: online ? null : place.address,
        onlineLink: online ? `https://meet.credo-security.example/class-${siteId}-${i}` : null,
        timeZone: place.zone,
        trainerId: trainerRows[i % trainerRows.length].id,
        // Every fifth session is full (one seat, held below).
        seats: i % 5 === 2 ? 1 : 12 + (i % 4) * 4,
        trainingType: i % 4 === 3 ? 1 : 0,
        // The agenda and description are in the site's language (the page's), as the rest of the page.
        agenda: agendaIn(AGENDA, baseLang),
        description: textIn(DESCRIPTION, baseLang),
      });
    }
    // Seminars (0), workshops (1) and webinars (2): three of each.
    for (let e = 0; e < 9; e++) {
      const type = e % 3;
      const place = PLACES[(e + siteId) % PLACES.length];
      const online = type === 2;
      const startAt = new Date(day0 + (4 + e * 8) * DAY_MS + 13 * HOUR_MS);
      rows.push({
        siteId,
        languageId: baseLang,
        title: (baseLang === LANG.ar ? EVENT_TITLES_AR : EVENT_TITLES)[type][Math.floor(e / 3)],
        kind: online ? 1 : 0,
        eventType: type,
        startAt,
        endAt: new Date(startAt.getTime() + 2 * HOUR_MS),
        city: online ? null : cityIn(place, baseLang),
        countryCode: online ? null : place.country,
        address: online ? null : place.address,
        onlineLink: online ? `https://meet.credo-security.example/event-${siteId}-${e}` : null,
        timeZone: place.zone,
        trainerId: trainerRows[e % trainerRows.length].id,
        seats: e === 1 ? 1 : 30,
        agenda: agendaIn(EVENT_AGENDA, baseLang),
        description: textIn(EVENT_DESCRIPTION, baseLang),
      });
    }
    const made = await tx.insert(classrooms).values(rows).returning({ id: classrooms.id, seats: classrooms.seats, startAt: classrooms.startAt, eventType: classrooms.eventType, certificationId: classrooms.certificationId });
    const seatsRows: (typeof classroomRegistrations.$inferInsert)[] = [];
    for (const room of made) {
      const ended = room.startAt.getTime() < now.getTime();
      // Full certification sessions: their one seat is an attendee's. The one-seat workshop stays
      // free: the e2e fills it with the second demo learner to show the waitlist's promotion.
      if (holder && room.seats === 1 && !ended && room.eventType === null) seatsRows.push({ classroomId: room.id, userId: holder.id, certificationId: room.certificationId, status: 3 });
      // Ended sessions: both attendees were there (checked in).
      if (ended) {
        for (const u of [holder, learner].filter(Boolean)) {
          seatsRows.push({ classroomId: room.id, userId: u!.id, certificationId: room.certificationId, status: 3, attendance: 1, attendedAt: room.startAt, createdAt: new Date(room.startAt.getTime() - 7 * DAY_MS) });
        }
      }
    }
    if (seatsRows.length) await tx.insert(classroomRegistrations).values(seatsRows);
    // Two paid sessions per site (the 6th and 11th upcoming certification sessions).
    const [region] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.siteId, siteId)).limit(1);
    if (region) {
      const paid = made.filter((r) => r.eventType === null && r.seats > 1 && r.startAt.getTime() > now.getTime()).filter((_, i) => i === 5 || i === 10);
      const currencyId = siteId === 21 ? CURRENCY.EUR : CURRENCY.USD;
      const existing = await tx.select({ relationId: prices.relationId }).from(prices).where(and(eq(prices.relationType, 1), inArray(prices.relationId, paid.map((p) => p.id))));
      const fresh = paid.filter((p) => !existing.some((e) => e.relationId === p.id));
      if (fresh.length) await tx.insert(prices).values(fresh.map((p) => ({ siteId, relationType: 1, relationId: p.id, regionId: region.id, currencyId, amountMinor: 39_000 })));
    }
  }
  return true;
}
