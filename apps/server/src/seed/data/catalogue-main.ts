import type { CertDef, CourseDef, TenantCatalogue, VideoDef } from './catalogue-types';

/** The main tenant: the general programme (kind 0) and the vendor programme (kind 1). */
export const GENERAL_PROGRAMME = 'General Security Certification';
export const VENDOR_PROGRAMME = 'Credo Security Certification';

const genCourses = (k: 'a' | 'p'): CourseDef[] => (k === 'a' ? [
  { req: 1, credits: 3, cover: 'course-general', clip: 'camera', t: {
    en: ['Security Systems Fundamentals', 'How video, access control and intrusion systems protect a site, and how they work together.'],
    ar: ['أساسيات أنظمة الأمن', 'كيف تحمي أنظمة الفيديو والتحكم في الدخول وكشف التسلل الموقع، وكيف تعمل معًا.'],
    pl: ['Podstawy systemów zabezpieczeń', 'Jak monitoring, kontrola dostępu i systemy alarmowe chronią obiekt i jak ze sobą współpracują.'] } },
  { req: 1, credits: 3, cover: 'course-camera', clip: 'camera', t: {
    en: ['Introduction to Video Surveillance', 'Cameras, recorders and viewing clients: the building blocks of a CCTV system.'],
    ar: ['مقدمة في المراقبة بالفيديو', 'الكاميرات وأجهزة التسجيل وبرامج العرض: مكونات نظام المراقبة التلفزيونية.'],
    pl: ['Wprowadzenie do monitoringu wizyjnego', 'Kamery, rejestratory i klienci podglądu: elementy systemu CCTV.'] } },
  { req: 1, credits: 3, cover: 'course-access', clip: 'access', t: {
    en: ['Access Control Principles', 'Credentials, readers, controllers and locks, and the rules that decide who may enter.'],
    ar: ['مبادئ التحكم في الدخول', 'بطاقات الاعتماد والقارئات ووحدات التحكم والأقفال، والقواعد التي تحدد من يُسمح له بالدخول.'],
    pl: ['Zasady kontroli dostępu', 'Identyfikatory, czytniki, kontrolery i zamki oraz reguły decydujące, kto może wejść.'] } },
  { req: 0, credits: 2, cover: 'course-alarm', clip: 'alarm', t: {
    en: ['Intrusion Detection Basics', 'Detectors, zones and arming modes of a modern intrusion alarm system.'],
    ar: ['أساسيات كشف التسلل', 'الكواشف والمناطق وأوضاع التفعيل في نظام إنذار التسلل الحديث.'],
    pl: ['Podstawy sygnalizacji włamania', 'Czujki, strefy i tryby uzbrojenia nowoczesnego systemu alarmowego.'] } },
  { req: 0, credits: 2, cover: 'course-nvr', clip: 'nvr', t: {
    en: ['Networking Essentials for Security Installers', 'IP addressing, PoE budgets and VLANs for security devices.'],
    ar: ['أساسيات الشبكات لفنيي تركيب أنظمة الأمن', 'عناوين IP وميزانية PoE والشبكات الافتراضية VLAN لأجهزة الأمن.'],
    pl: ['Podstawy sieci dla instalatorów zabezpieczeń', 'Adresacja IP, budżet PoE i sieci VLAN dla urządzeń zabezpieczeń.'] } },
  { req: 0, credits: 1, cover: 'course-general', clip: 'alarm', t: {
    en: ['Health and Safety on Site', 'Working at height, electrical safety and safe cable routing.'],
    ar: ['الصحة والسلامة في موقع العمل', 'العمل على المرتفعات والسلامة الكهربائية وتمديد الكابلات بأمان.'],
    pl: ['BHP na budowie', 'Praca na wysokości, bezpieczeństwo elektryczne i bezpieczne prowadzenie kabli.'] } },
] : [
  { req: 1, credits: 3, cover: 'course-general', clip: 'alarm', t: {
    en: ['Security Risk Assessment', 'Identify threats, rate risks and choose proportionate countermeasures for a site.'],
    ar: ['تقييم المخاطر الأمنية', 'تحديد التهديدات وتقييم المخاطر واختيار التدابير المضادة المناسبة للموقع.'],
    pl: ['Ocena ryzyka w zabezpieczeniach', 'Rozpoznawanie zagrożeń, ocena ryzyka i dobór adekwatnych zabezpieczeń obiektu.'] } },
  { req: 1, credits: 4, cover: 'course-nvr', clip: 'nvr', t: {
    en: ['Designing Integrated Security Systems', 'From requirements to a bill of materials: video, access and alarm in one design.'],
    ar: ['تصميم أنظمة الأمن المتكاملة', 'من المتطلبات إلى قائمة المواد: الفيديو والتحكم في الدخول والإنذار في تصميم واحد.'],
    pl: ['Projektowanie zintegrowanych systemów zabezpieczeń', 'Od wymagań do zestawienia materiałów: wideo, dostęp i alarm w jednym projekcie.'] } },
  { req: 1, credits: 3, cover: 'course-camera', clip: 'camera', t: {
    en: ['Cybersecurity for Connected Devices', 'Passwords, certificates, firmware updates and network segmentation.'],
    ar: ['الأمن السيبراني للأجهزة المتصلة', 'كلمات المرور والشهادات وتحديثات البرامج الثابتة وتقسيم الشبكة.'],
    pl: ['Cyberbezpieczeństwo urządzeń sieciowych', 'Hasła, certyfikaty, aktualizacje oprogramowania i segmentacja sieci.'] } },
  { req: 0, credits: 2, cover: 'course-general', clip: 'access', t: {
    en: ['Project Handover and Documentation', 'As-built drawings, test reports and training the end user.'],
    ar: ['تسليم المشروع والتوثيق', 'مخططات التنفيذ الفعلي وتقارير الاختبار وتدريب المستخدم النهائي.'],
    pl: ['Przekazanie projektu i dokumentacja', 'Dokumentacja powykonawcza, protokoły testów i szkolenie użytkownika.'] } },
  { req: 0, credits: 2, cover: 'course-alarm', clip: 'alarm', t: {
    en: ['Standards and Regulations (EN 62676, EN 50131)', 'What the European standards for video and alarm systems require.'],
    ar: ['المعايير واللوائح (EN 62676 وEN 50131)', 'ما تتطلبه المعايير الأوروبية لأنظمة الفيديو والإنذار.'],
    pl: ['Normy i przepisy (EN 62676, EN 50131)', 'Wymagania norm europejskich dla systemów wizyjnych i alarmowych.'] } },
]);

/** The general programme's two certifications (the neutral tenant offers them too). */
export const generalCerts = (): CertDef[] => [
  { groupKey: 'gen-associate', kind: 0, level: 1, versionLabel: 'V3.1', subType: 'Security Fundamentals', hasPracticalExam: false, courses: genCourses('a'), t: {
    en: ['Certified Security Associate (CSA)', 'The entry level of the general programme: the foundations every security practitioner needs.'],
    ar: ['مشارك أمن معتمد (CSA)', 'المستوى الأول من البرنامج العام: الأسس التي يحتاجها كل ممارس في مجال الأمن.'],
    pl: ['Certyfikowany Associate ds. Zabezpieczeń (CSA)', 'Pierwszy poziom programu ogólnego: podstawy potrzebne każdemu specjaliście.'] } },
  { groupKey: 'gen-professional', kind: 0, level: 2, versionLabel: 'V3.1', subType: 'System Design', hasPracticalExam: true, requires: 'gen-associate', courses: genCourses('p'), t: {
    en: ['Certified Security Professional (CSP)', 'Risk assessment, integrated design and cybersecurity for experienced practitioners.'],
    ar: ['محترف أمن معتمد (CSP)', 'تقييم المخاطر والتصميم المتكامل والأمن السيبراني للممارسين ذوي الخبرة.'],
    pl: ['Certyfikowany Professional ds. Zabezpieczeń (CSP)', 'Ocena ryzyka, projektowanie zintegrowane i cyberbezpieczeństwo dla doświadczonych.'] } },
];

const certs: CertDef[] = [
  ...generalCerts(),
  { groupKey: 'vendor-video-associate', kind: 1, level: 1, versionLabel: 'V2.0', subType: 'Video Security', hasPracticalExam: false, t: {
    en: ['Credo Certified Associate — Video Security (CCA-V)', 'Install and configure Credo network cameras and recorders.'],
    ar: ['مشارك معتمد من Credo — المراقبة بالفيديو (CCA-V)', 'تركيب وتهيئة كاميرات الشبكة وأجهزة التسجيل من Credo.'],
    pl: ['Credo Certified Associate — Monitoring wizyjny (CCA-V)', 'Montaż i konfiguracja kamer sieciowych i rejestratorów Credo.'] }, courses: [
    { req: 1, credits: 3, cover: 'course-camera', clip: 'camera', t: {
      en: ['Network Camera Installation Fundamentals', 'Mounting, cabling and first configuration of bullet, dome and turret cameras.'],
      ar: ['أساسيات تركيب كاميرات الشبكة', 'التثبيت والتوصيل والتهيئة الأولى لكاميرات الرصاصة والقبة والبرج.'],
      pl: ['Podstawy montażu kamer sieciowych', 'Montaż, okablowanie i pierwsza konfiguracja kamer tubowych, kopułowych i typu turret.'] } },
    { req: 1, credits: 3, cover: 'course-nvr', clip: 'nvr', t: {
      en: ['NVR Setup and Recording Configuration', 'Add cameras, plan storage and set continuous and event recording.'],
      ar: ['إعداد مسجّل NVR وتهيئة التسجيل', 'إضافة الكاميرات وتخطيط التخزين وضبط التسجيل المستمر والتسجيل عند الأحداث.'],
      pl: ['Konfiguracja rejestratora NVR i nagrywania', 'Dodawanie kamer, planowanie dysków oraz nagrywanie ciągłe i zdarzeniowe.'] } },
    { req: 1, credits: 2, cover: 'course-camera', clip: 'nvr', t: {
      en: ['Mobile App and Remote Viewing', 'Secure remote access, live view and playback on phones and tablets.'],
      ar: ['تطبيق الهاتف والمشاهدة عن بُعد', 'وصول آمن عن بُعد وبث مباشر وتشغيل التسجيلات على الهواتف والأجهزة اللوحية.'],
      pl: ['Aplikacja mobilna i zdalny podgląd', 'Bezpieczny dostęp zdalny, podgląd na żywo i odtwarzanie na telefonach.'] } },
    { req: 0, credits: 2, cover: 'course-camera', clip: 'camera', t: {
      en: ['Camera Lens and Field-of-View Selection', 'Pick focal lengths for detection, recognition and identification.'],
      ar: ['اختيار عدسة الكاميرا ومجال الرؤية', 'اختيار البعد البؤري المناسب للكشف والتعرّف والتحديد.'],
      pl: ['Dobór obiektywu i pola widzenia', 'Dobór ogniskowej do detekcji, rozpoznania i identyfikacji.'] } },
  ] },
  { groupKey: 'vendor-access-associate', kind: 1, level: 1, versionLabel: 'V2.0', subType: 'Access Control', hasPracticalExam: false, t: {
    en: ['Credo Certified Associate — Access Control (CCA-A)', 'Design, wire and commission Credo access control and intercom systems.'],
    ar: ['مشارك معتمد من Credo — التحكم في الدخول (CCA-A)', 'تصميم وتوصيل وتشغيل أنظمة التحكم في الدخول والاتصال الداخلي من Credo.'],
    pl: ['Credo Certified Associate — Kontrola dostępu (CCA-A)', 'Projekt, okablowanie i uruchomienie systemów kontroli dostępu i domofonów Credo.'] }, courses: [
    { req: 1, credits: 3, cover: 'course-access', clip: 'access', t: {
      en: ['Access Control System Design', 'Door types, reader technologies and controller topologies for small and large sites.'],
      ar: ['تصميم أنظمة التحكم في الدخول', 'أنواع الأبواب وتقنيات القارئات وهيكليات وحدات التحكم للمواقع الصغيرة والكبيرة.'],
      pl: ['Projektowanie systemów kontroli dostępu', 'Typy drzwi, technologie czytników i topologie kontrolerów dla małych i dużych obiektów.'] } },
    { req: 1, credits: 3, cover: 'course-access', clip: 'access', t: {
      en: ['Door Controller Wiring and Commissioning', 'Wire locks, exit buttons and door contacts, then commission the controller.'],
      ar: ['توصيل وحدة التحكم بالباب وتشغيلها', 'توصيل الأقفال وأزرار الخروج وحساسات الأبواب ثم تشغيل وحدة التحكم.'],
      pl: ['Okablowanie i uruchomienie kontrolera drzwi', 'Podłączenie zamków, przycisków wyjścia i kontaktronów oraz uruchomienie kontrolera.'] } },
    { req: 0, credits: 2, cover: 'course-intercom', clip: 'access', t: {
      en: ['Video Intercom Installation', 'Two-wire and IP intercom systems for villas and apartment buildings.'],
      ar: ['تركيب أنظمة الاتصال الداخلي المرئي', 'أنظمة الاتصال الداخلي ثنائية الأسلاك وعبر IP للفلل والمباني السكنية.'],
      pl: ['Montaż wideodomofonów', 'Systemy dwuprzewodowe i IP dla domów i budynków wielorodzinnych.'] } },
    { req: 0, credits: 2, cover: 'course-access', clip: 'camera', t: {
      en: ['Face Recognition Terminals in Practice', 'Enrolment, thresholds and privacy settings of face recognition terminals.'],
      ar: ['أجهزة التعرّف على الوجه في التطبيق العملي', 'تسجيل الوجوه وضبط العتبات وإعدادات الخصوصية لأجهزة التعرّف على الوجه.'],
      pl: ['Terminale rozpoznawania twarzy w praktyce', 'Rejestracja twarzy, progi i ustawienia prywatności terminali.'] } },
  ] },
  { groupKey: 'vendor-professional', kind: 1, level: 2, versionLabel: 'V2.0', subType: 'Video Security', hasPracticalExam: true, requires: 'vendor-video-associate', t: {
    en: ['Credo Certified Professional — Video Security (CCP-V)', 'Advanced recording, analytics and network design for medium and large video systems.'],
    ar: ['محترف معتمد من Credo — المراقبة بالفيديو (CCP-V)', 'تسجيل متقدم وتحليلات ذكية وتصميم شبكات لأنظمة الفيديو المتوسطة والكبيرة.'],
    pl: ['Credo Certified Professional — Monitoring wizyjny (CCP-V)', 'Zaawansowane nagrywanie, analityka i projekt sieci dla średnich i dużych systemów.'] }, courses: [
    { req: 1, credits: 3, cover: 'course-nvr', clip: 'nvr', t: {
      en: ['Advanced NVR Configuration and RAID Storage', 'RAID levels, hot spares, storage quotas and recorder redundancy.'],
      ar: ['تهيئة متقدمة لمسجّل NVR وتخزين RAID', 'مستويات RAID والأقراص الاحتياطية وحصص التخزين وتكرار أجهزة التسجيل.'],
      pl: ['Zaawansowana konfiguracja NVR i macierze RAID', 'Poziomy RAID, dyski zapasowe, limity zapisu i redundancja rejestratorów.'] } },
    { req: 1, credits: 3, cover: 'course-camera', clip: 'camera', t: {
      en: ['Smart Video Analytics: Line Crossing and Intrusion', 'Configure deep-learning analytics and cut false alarms.'],
      ar: ['التحليلات الذكية للفيديو: عبور الخط والتسلل', 'تهيئة التحليلات المعتمدة على التعلم العميق وتقليل الإنذارات الكاذبة.'],
      pl: ['Inteligentna analityka: przekroczenie linii i wtargnięcie', 'Konfiguracja analityki opartej na uczeniu głębokim i ograniczanie fałszywych alarmów.'] } },
    { req: 1, credits: 2, cover: 'course-nvr', clip: 'nvr', t: {
      en: ['Network Design for IP Video Systems', 'Bandwidth, multicast and switch selection for hundreds of cameras.'],
      ar: ['تصميم الشبكات لأنظمة الفيديو عبر IP', 'عرض النطاق والبث المتعدد واختيار المحوّلات لمئات الكاميرات.'],
      pl: ['Projektowanie sieci dla systemów wizyjnych IP', 'Przepustowość, multicast i dobór przełączników dla setek kamer.'] } },
    { req: 0, credits: 2, cover: 'course-camera', clip: 'camera', t: {
      en: ['Troubleshooting Video Systems', 'A structured method for image, recording and network faults.'],
      ar: ['استكشاف أعطال أنظمة الفيديو وإصلاحها', 'منهجية منظمة لمعالجة أعطال الصورة والتسجيل والشبكة.'],
      pl: ['Diagnostyka systemów wizyjnych', 'Metodyczne usuwanie usterek obrazu, nagrywania i sieci.'] } },
  ] },
  { groupKey: 'vendor-expert', kind: 1, level: 3, versionLabel: 'V1.2', subType: 'Video Security', hasPracticalExam: true, requires: 'vendor-professional', t: {
    en: ['Credo Certified Expert — Security Systems (CCE)', 'Architect enterprise-scale, cyber-hardened security platforms.'],
    ar: ['خبير معتمد من Credo — أنظمة الأمن (CCE)', 'تصميم منصات أمنية على مستوى المؤسسات ومحصّنة سيبرانيًا.'],
    pl: ['Credo Certified Expert — Systemy zabezpieczeń (CCE)', 'Architektura korporacyjnych platform zabezpieczeń odpornych na cyberataki.'] }, courses: [
    { req: 1, credits: 3, cover: 'course-nvr', clip: 'nvr', t: {
      en: ['Enterprise Video Management Platform Architecture', 'Multi-site VMS design, failover servers and central management.'],
      ar: ['بنية منصة إدارة الفيديو للمؤسسات', 'تصميم نظام إدارة الفيديو متعدد المواقع وخوادم التبديل الاحتياطي والإدارة المركزية.'],
      pl: ['Architektura korporacyjnej platformy VMS', 'Projekt VMS dla wielu lokalizacji, serwery zapasowe i zarządzanie centralne.'] } },
    { req: 1, credits: 3, cover: 'course-camera', clip: 'camera', t: {
      en: ['Cybersecurity Hardening of Security Devices', 'Secure baselines, 802.1X, certificate management and audit logging.'],
      ar: ['التحصين السيبراني لأجهزة الأمن', 'إعدادات أساسية آمنة ومعيار 802.1X وإدارة الشهادات وسجلات التدقيق.'],
      pl: ['Utwardzanie urządzeń zabezpieczeń', 'Bezpieczna konfiguracja bazowa, 802.1X, zarządzanie certyfikatami i logi audytowe.'] } },
    { req: 0, credits: 2, cover: 'course-thermal', clip: 'thermal', t: {
      en: ['Thermal Imaging for Perimeter Protection', 'Detection ranges, camera placement and fusion with radar.'],
      ar: ['التصوير الحراري لحماية المحيط', 'مسافات الكشف وأماكن تركيب الكاميرات والدمج مع الرادار.'],
      pl: ['Termowizja w ochronie obwodowej', 'Zasięgi detekcji, rozmieszczenie kamer i fuzja z radarem.'] } },
    { req: 0, credits: 2, cover: 'course-alarm', clip: 'alarm', t: {
      en: ['Integrating Intrusion Alarm and Video', 'Alarm verification with video and event-driven workflows.'],
      ar: ['دمج أنظمة إنذار التسلل مع الفيديو', 'التحقق من الإنذارات بالفيديو وسير العمل القائم على الأحداث.'],
      pl: ['Integracja alarmu i monitoringu wizyjnego', 'Weryfikacja alarmów obrazem i scenariusze zdarzeniowe.'] } },
  ] },
];

const videos: VideoDef[] = [
  { videoType: 1, line: 'Network Cameras', cover: 'course-camera', clip: 'camera', t: {
    en: ["What's New in Camera Firmware 5.7", 'Five changes installers should know about in the latest camera firmware.'],
    ar: ['ما الجديد في البرنامج الثابت للكاميرات 5.7', 'خمسة تغييرات يجب أن يعرفها فنيو التركيب في أحدث إصدار.'],
    pl: ['Co nowego w oprogramowaniu kamer 5.7', 'Pięć zmian, które instalator powinien znać w najnowszym firmware.'] } },
  { videoType: 1, line: 'NVR/DVR', cover: 'course-nvr', clip: 'nvr', t: {
    en: ['Choosing the Right Hard Drive for Your NVR', 'Surveillance-grade drives, capacity planning and workload ratings.'],
    ar: ['اختيار القرص الصلب المناسب لمسجّل NVR', 'أقراص مخصصة للمراقبة وتخطيط السعة وتصنيفات عبء العمل.'],
    pl: ['Jak dobrać dysk do rejestratora NVR', 'Dyski do monitoringu, planowanie pojemności i obciążenie robocze.'] } },
  { videoType: 1, line: 'Access Control', cover: 'course-access', clip: 'access', t: {
    en: ['Quick Tip: Resetting an Access Controller', 'Restore defaults safely without losing the card database.'],
    ar: ['نصيحة سريعة: إعادة ضبط وحدة التحكم في الدخول', 'استعادة إعدادات المصنع بأمان دون فقدان قاعدة بيانات البطاقات.'],
    pl: ['Szybka porada: reset kontrolera dostępu', 'Bezpieczny powrót do ustawień fabrycznych bez utraty bazy kart.'] } },
  { videoType: 2, line: 'Video Intercom', cover: 'course-intercom', clip: 'access', t: {
    en: ['Video Intercom in Multi-Tenant Buildings', 'Door stations, indoor monitors and the management app in one project.'],
    ar: ['الاتصال الداخلي المرئي في المباني متعددة المستأجرين', 'محطات الأبواب والشاشات الداخلية وتطبيق الإدارة في مشروع واحد.'],
    pl: ['Wideodomofony w budynkach wielorodzinnych', 'Panele wejściowe, monitory i aplikacja zarządzająca w jednym projekcie.'] } },
  { videoType: 2, line: 'Intrusion Alarm', cover: 'course-alarm', clip: 'alarm', t: {
    en: ['Wireless Alarm System Walkthrough', 'Pairing detectors, testing signal strength and arming schedules.'],
    ar: ['جولة في نظام الإنذار اللاسلكي', 'إقران الكواشف واختبار قوة الإشارة وجداول التفعيل.'],
    pl: ['Bezprzewodowy system alarmowy krok po kroku', 'Parowanie czujek, test siły sygnału i harmonogramy uzbrojenia.'] } },
  { videoType: 2, line: 'Thermal', cover: 'course-thermal', clip: 'thermal', t: {
    en: ['Thermal Camera Temperature Measurement Basics', 'Emissivity, distance and calibration for accurate readings.'],
    ar: ['أساسيات قياس الحرارة بالكاميرا الحرارية', 'الانبعاثية والمسافة والمعايرة للحصول على قراءات دقيقة.'],
    pl: ['Podstawy pomiaru temperatury kamerą termowizyjną', 'Emisyjność, odległość i kalibracja dla dokładnych odczytów.'] } },
  { videoType: 3, line: 'Network Cameras', cover: 'course-webinar', clip: 'camera', t: {
    en: ['Webinar: Cybersecurity Trends for Installers', 'A one-hour panel on vulnerabilities, patching and secure installation.'],
    ar: ['ندوة عبر الإنترنت: اتجاهات الأمن السيبراني لفنيي التركيب', 'جلسة نقاش لمدة ساعة حول الثغرات والتحديثات والتركيب الآمن.'],
    pl: ['Webinar: trendy cyberbezpieczeństwa dla instalatorów', 'Godzinny panel o podatnościach, aktualizacjach i bezpiecznej instalacji.'] } },
  { videoType: 3, line: 'Thermal', cover: 'course-webinar', clip: 'thermal', t: {
    en: ['Webinar: Perimeter Protection with Thermal and Radar', 'Case studies from solar farms, ports and logistics centres.'],
    ar: ['ندوة عبر الإنترنت: حماية المحيط بالتصوير الحراري والرادار', 'دراسات حالة من محطات الطاقة الشمسية والموانئ ومراكز الخدمات اللوجستية.'],
    pl: ['Webinar: ochrona obwodowa z termowizją i radarem', 'Studia przypadków z farm fotowoltaicznych, portów i centrów logistycznych.'] } },
];

export const mainCatalogue: TenantCatalogue = {
  tenant: 'main',
  types: [
    { kind: 0, name: GENERAL_PROGRAMME, subTypes: ['Security Fundamentals', 'System Design'] },
    { kind: 1, name: VENDOR_PROGRAMME, subTypes: ['Video Security', 'Access Control', 'Intrusion Alarm', 'Thermal'] },
  ],
  productLines: ['Network Cameras', 'NVR/DVR', 'Access Control', 'Video Intercom', 'Intrusion Alarm', 'Thermal'],
  certs,
  videos,
  clips: ['camera', 'nvr', 'access', 'alarm', 'thermal'],
};
