import type { ClassroomDef, CommentDef, TrainerDef } from './home-types';

/** Trainers, learner comments and classrooms of the main tenant, in English and Arabic. */
export const mainTrainers: TrainerDef[] = [
  { portrait: 0, country: 'GB', name: { en: 'Sarah Mitchell', ar: 'سارة ميتشل' }, t: {
    en: ['Lead trainer, video security', 'Fifteen years designing CCTV for airports and stadiums; teaches the associate and professional video tracks.'],
    ar: ['كبيرة المدرّبين، أمن الفيديو', 'خمسة عشر عامًا في تصميم أنظمة المراقبة للمطارات والملاعب؛ تدرّس مساري الفيديو للمستويين المشارك والمحترف.'] } },
  { portrait: 1, country: 'AE', name: { en: 'Omar Haddad', ar: 'عمر حداد' }, t: {
    en: ['Senior trainer, access control', 'Former integrator for hotels and hospitals across the Gulf; runs the Dubai and Riyadh bootcamps.'],
    ar: ['مدرّب أول، التحكم في الدخول', 'عمل سابقًا في تكامل الأنظمة للفنادق والمستشفيات في دول الخليج؛ يدير المعسكرات التدريبية في دبي والرياض.'] } },
  { portrait: 2, country: 'SG', name: { en: 'Mei Lin Tan', ar: 'مي لين تان' }, t: {
    en: ['Trainer, networks and cybersecurity', 'Network engineer turned educator; explains VLANs and certificates without the jargon.'],
    ar: ['مدرّبة، الشبكات والأمن السيبراني', 'مهندسة شبكات تحوّلت إلى التدريب؛ تشرح الشبكات الافتراضية والشهادات الرقمية بلغة مبسّطة.'] } },
  { portrait: 3, country: 'ES', name: { en: 'Javier Morales', ar: 'خافيير موراليس' }, t: {
    en: ['Trainer, intrusion alarm systems', 'Commissioned more than 2,000 alarm panels; loves a tidy zone plan.'],
    ar: ['مدرّب، أنظمة إنذار التسلل', 'أشرف على تشغيل أكثر من 2000 لوحة إنذار؛ يحب مخططات المناطق المرتبة.'] } },
  { portrait: 4, country: 'PL', name: { en: 'Katarzyna Nowak', ar: 'كاتاجينا نوفاك' }, t: {
    en: ['Trainer, system design', 'Designs integrated systems for logistics parks and teaches risk assessment at professional level.'],
    ar: ['مدرّبة، تصميم الأنظمة', 'تصمّم أنظمة متكاملة للمجمّعات اللوجستية وتدرّس تقييم المخاطر في المستوى المحترف.'] } },
  { portrait: 5, country: 'NG', name: { en: 'David Okafor', ar: 'ديفيد أوكافور' }, t: {
    en: ['Trainer, thermal and perimeter', 'Protects solar farms and ports with thermal cameras and radar; hosts our perimeter webinars.'],
    ar: ['مدرّب، التصوير الحراري وحماية المحيط', 'يحمي محطات الطاقة الشمسية والموانئ بالكاميرات الحرارية والرادار؛ يقدّم ندواتنا حول حماية المحيط.'] } },
  { portrait: 6, country: 'SA', name: { en: 'Fatimah Al-Qahtani', ar: 'فاطمة القحطاني' }, t: {
    en: ['Trainer, video management software', 'Specialist in multi-site video management and control-room workflows.'],
    ar: ['مدرّبة، برمجيات إدارة الفيديو', 'متخصصة في إدارة الفيديو متعدد المواقع وسير العمل في غرف التحكم.'] } },
];

export const mainComments: CommentDef[] = [
  { portrait: 7, rating: 5, t: {
    en: ['Ahmed Al-Mansouri', 'Systems integrator, Gulf Secure Systems', 'The Dubai bootcamp was intense but worth it: real panels, real cameras and a trainer who had done every job he talked about. I passed the theory exam on the last afternoon.'],
    ar: ['أحمد المنصوري', 'متكامل أنظمة، الخليج للأنظمة الآمنة', 'كان المعسكر التدريبي في دبي مكثفًا لكنه يستحق: لوحات حقيقية وكاميرات حقيقية ومدرّب سبق أن نفّذ كل ما تحدّث عنه. نجحت في الامتحان النظري في عصر اليوم الأخير.'],
    pl: ['Ahmed Al-Mansouri', 'Integrator systemów, Gulf Secure Systems', 'Bootcamp w Dubaju był intensywny, ale warto było: prawdziwe centrale, prawdziwe kamery i trener, który sam wykonał każde zlecenie, o którym mówił. Egzamin teoretyczny zdałem ostatniego popołudnia.'] } },
  { portrait: 8, rating: 5, t: {
    en: ['Emily Carter', 'Installer, Brightline Security', 'Short videos I could watch between jobs, and quizzes that actually test what you need on site. My certificate helped us win a council tender.'],
    ar: ['إميلي كارتر', 'فنية تركيب، برايتلاين للأمن', 'فيديوهات قصيرة كنت أشاهدها بين المهام، واختبارات تقيس فعلًا ما تحتاجه في الموقع. ساعدتنا شهادتي في الفوز بمناقصة بلدية.'],
    pl: ['Emily Carter', 'Instalatorka, Brightline Security', 'Krótkie filmy, które oglądałam między zleceniami, i quizy sprawdzające to, czego naprawdę potrzeba na obiekcie. Dzięki certyfikatowi wygraliśmy przetarg miejski.'] } },
  { portrait: 9, rating: 4, t: {
    en: ['Rafael Costa', 'Project engineer, Costa Integração', 'The system design course changed how I write proposals. I would love more content on cloud video, but the basics are excellent.'],
    ar: ['رافائيل كوستا', 'مهندس مشاريع، كوستا إنتغراساو', 'غيّرت دورة تصميم الأنظمة طريقتي في كتابة العروض. أتمنى محتوى أكثر عن الفيديو السحابي، لكن الأساسيات ممتازة.'],
    pl: ['Rafael Costa', 'Inżynier projektu, Costa Integração', 'Kurs projektowania systemów zmienił sposób, w jaki piszę oferty. Chętnie zobaczyłbym więcej o wideo w chmurze, ale podstawy są znakomite.'] } },
  { portrait: 10, rating: 5, t: {
    en: ['Priya Nair', 'Security consultant, Nair & Partners', 'Clear, vendor-aware and practical. The risk assessment module is now part of how our whole team works.'],
    ar: ['بريا ناير', 'مستشارة أمنية، ناير وشركاه', 'محتوى واضح وعملي ومطّلع على المنتجات. أصبحت وحدة تقييم المخاطر جزءًا من طريقة عمل فريقنا بالكامل.'],
    pl: ['Priya Nair', 'Konsultantka ds. bezpieczeństwa, Nair & Partners', 'Jasno, praktycznie i ze znajomością produktów. Moduł oceny ryzyka stał się częścią pracy całego naszego zespołu.'] } },
  { portrait: 11, rating: 4, t: {
    en: ['Tomasz Zieliński', 'Service technician, AlarmTech', 'I failed the exam the first time, watched the answer analysis and passed the second attempt with 92 points.'],
    ar: ['توماش زيلينسكي', 'فني صيانة، ألارم تك', 'رسبت في الامتحان في المرة الأولى، ثم راجعت تحليل الإجابات ونجحت في المحاولة الثانية بـ92 نقطة.'],
    pl: ['Tomasz Zieliński', 'Serwisant, AlarmTech', 'Za pierwszym razem oblałem egzamin, przejrzałem analizę odpowiedzi i w drugiej próbie zdobyłem 92 punkty.'] } },
  { portrait: 12, rating: 5, t: {
    en: ['Nour Khalil', 'Engineering student, Cairo', 'As a student I could learn everything online for free and join a classroom in Cairo for the practical part. Highly recommended.'],
    ar: ['نور خليل', 'طالبة هندسة، القاهرة', 'بصفتي طالبة استطعت تعلّم كل شيء عبر الإنترنت مجانًا والانضمام إلى فصل دراسي في القاهرة للجزء العملي. أنصح به بشدة.'],
    pl: ['Nour Khalil', 'Studentka inżynierii, Kair', 'Jako studentka mogłam nauczyć się wszystkiego online za darmo, a część praktyczną zrobić na szkoleniu w Kairze. Gorąco polecam.'] } },
];

/** Dates count from the day the seed ran, so the demo always has upcoming sessions. */
export const mainClassrooms: ClassroomDef[] = [
  { kind: 0, cert: 'vendor-video-associate', vendorOnly: true, inDays: 6, hours: 56, startHourUtc: 6, city: 0, trainer: 1, seats: 16, cover: 'course-camera', t: {
    en: 'Video Security Associate — 3-day bootcamp', ar: 'مشارك أمن الفيديو — معسكر تدريبي لمدة 3 أيام' } },
  { kind: 1, cert: 'gen-associate', inDays: 9, hours: 3, startHourUtc: 14, city: null, trainer: 2, seats: 40, cover: 'course-general', t: {
    en: 'Certified Security Associate — live online evening class', ar: 'مشارك أمن معتمد — فصل مسائي مباشر عبر الإنترنت' } },
  { kind: 0, cert: 'gen-professional', inDays: 14, hours: 8, startHourUtc: 7, city: 1, trainer: 4, seats: 20, cover: 'course-nvr', t: {
    en: 'Security Risk Assessment masterclass', ar: 'ورشة متقدمة في تقييم المخاطر الأمنية' } },
  { kind: 1, cert: 'vendor-access-associate', vendorOnly: true, inDays: 19, hours: 4, startHourUtc: 9, city: null, trainer: 1, seats: 30, cover: 'course-access', t: {
    en: 'Access Control Associate — live online', ar: 'مشارك التحكم في الدخول — مباشر عبر الإنترنت' } },
  { kind: 0, cert: 'vendor-professional', vendorOnly: true, inDays: 27, hours: 32, startHourUtc: 7, city: 2, trainer: 0, seats: 12, cover: 'course-camera', t: {
    en: 'Professional practical workshop with exam', ar: 'ورشة عملية للمستوى المحترف مع الامتحان' } },
  { kind: 1, cert: null, inDays: 33, hours: 2, startHourUtc: 15, city: null, trainer: 2, seats: 100, cover: 'course-webinar', t: {
    en: 'Cybersecurity hardening for installers', ar: 'تحصين الأجهزة سيبرانيًا لفنيي التركيب' } },
  { kind: 0, cert: 'gen-associate', inDays: 41, hours: 56, startHourUtc: 6, city: 3, trainer: 3, seats: 18, cover: 'course-alarm', t: {
    en: 'Intrusion alarm commissioning bootcamp', ar: 'معسكر تدريبي لتشغيل أنظمة إنذار التسلل' } },
  { kind: 0, cert: null, inDays: 48, hours: 8, startHourUtc: 7, city: 0, trainer: 5, seats: 24, cover: 'course-thermal', t: {
    en: 'Perimeter protection with thermal and radar — field day', ar: 'حماية المحيط بالتصوير الحراري والرادار — يوم ميداني' } },
  { kind: 1, cert: 'gen-professional', inDays: 55, hours: 3, startHourUtc: 13, city: null, trainer: 4, seats: 40, cover: 'course-general', t: {
    en: 'Designing integrated systems — live online', ar: 'تصميم الأنظمة المتكاملة — مباشر عبر الإنترنت' } },
  { kind: 0, cert: 'gen-associate', inDays: -12, hours: 8, startHourUtc: 7, city: 1, trainer: 3, seats: 20, cover: 'course-alarm', t: {
    en: 'Security systems fundamentals day', ar: 'يوم أساسيات أنظمة الأمن' } },
];
