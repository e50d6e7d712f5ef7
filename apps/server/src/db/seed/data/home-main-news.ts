import type { FaqDef, NewsDef } from './home-types';

/**
 * News and FAQ of the main tenant in English and Arabic ({brand} is the tenant's name, so the
 * neutral tenant can reuse the vendor-neutral items). Newest first; the last one is scheduled.
 */
export const mainNews: NewsDef[] = [
  { key: 'exam-centres', daysAgo: 3, t: {
    en: ['Practical exams now at 40 partner training centres',
      'Book your practical exam seat at an authorised training centre near you, with real equipment and a certified examiner.',
      'Practical exams used to run only at our regional academies. From this month, 40 authorised partner training centres host them as well, each with a certified examiner and a full demo wall of cameras, recorders, access readers and alarm panels. Seats are booked from the practical exam page of your certification; the rules and the pass mark of 80 points stay the same.'],
    ar: ['الامتحانات العملية متاحة الآن في 40 مركز تدريب شريك',
      'احجز مقعدك في الامتحان العملي في أقرب مركز تدريب معتمد، مع معدات حقيقية وممتحِن معتمد.',
      'كانت الامتحانات العملية تُعقد في أكاديمياتنا الإقليمية فقط. اعتبارًا من هذا الشهر تستضيفها أيضًا 40 مركز تدريب شريكًا معتمدًا، في كلٍّ منها ممتحِن معتمد ولوحة عرض كاملة من الكاميرات وأجهزة التسجيل وقارئات الدخول ولوحات الإنذار. يتم الحجز من صفحة الامتحان العملي لشهادتك، وتبقى القواعد ودرجة النجاح البالغة 80 نقطة كما هي.'] } },
  { key: 'v2-exams', daysAgo: 9, vendorOnly: true, t: {
    en: ['Credo Security Certification V2.0 exams are open',
      'The updated associate and professional exams now cover device hardening, cloud video management and PoE budgeting.',
      'Version 2.0 of the Credo Security Certification brings the exam in line with what installers meet on site today. New question pools cover device hardening, cloud video management, PoE budgets and intercom integration. Learners who started on V1 keep their credits and may take either version until the end of the quarter.'],
    ar: ['امتحانات شهادة Credo للأمن بالإصدار 2.0 متاحة الآن',
      'تشمل امتحانات المستوى المشارك والمحترف المحدَّثة الآن تحصين الأجهزة وإدارة الفيديو السحابية وحساب ميزانية PoE.',
      'يجعل الإصدار 2.0 من شهادة Credo للأمن الامتحانَ متوافقًا مع ما يواجهه فنيو التركيب في المواقع اليوم. تغطي بنوك الأسئلة الجديدة تحصين الأجهزة وإدارة الفيديو السحابية وميزانيات PoE وتكامل أنظمة الاتصال الداخلي. يحتفظ المتعلمون الذين بدأوا بالإصدار الأول بنقاطهم، ويمكنهم التقدّم لأي من الإصدارين حتى نهاية الربع.'] } },
  { key: 'mena-classrooms', daysAgo: 16, t: {
    en: ['New instructor-led classrooms in Riyadh, Dubai and Cairo',
      'Three-day onsite bootcamps with certified trainers, in Arabic and English, start next month.',
      'Learners in the Middle East asked for more classroom dates close to home. The {brand} now runs monthly onsite bootcamps in Riyadh, Dubai and Cairo, taught in Arabic and English by certified trainers. Each bootcamp ends with the theory exam on the last afternoon, so you leave with your result.'],
    ar: ['فصول دراسية جديدة بإشراف مدرّبين في الرياض ودبي والقاهرة',
      'معسكرات تدريبية حضورية لمدة ثلاثة أيام مع مدرّبين معتمدين، باللغتين العربية والإنجليزية، تبدأ الشهر المقبل.',
      'طلب المتعلمون في الشرق الأوسط مواعيد أكثر للفصول الدراسية بالقرب منهم. تنظّم {brand} الآن معسكرات تدريبية حضورية شهرية في الرياض ودبي والقاهرة، يقدّمها مدرّبون معتمدون باللغتين العربية والإنجليزية. ينتهي كل معسكر بالامتحان النظري في عصر اليوم الأخير، فتغادر وأنت تعرف نتيجتك.'] } },
  { key: 'cyber-course', daysAgo: 24, t: {
    en: ['New course: cybersecurity for connected devices',
      'Passwords, certificates, firmware and network segmentation — a three-credit course for the professional level.',
      'Every camera, recorder and door controller is a computer on the network. The new course walks through strong credentials, certificate management, signed firmware updates and VLAN segmentation, with a short quiz after each chapter. It counts three compulsory credits towards the professional level.'],
    ar: ['دورة جديدة: الأمن السيبراني للأجهزة المتصلة',
      'كلمات المرور والشهادات والبرامج الثابتة وتقسيم الشبكة — دورة بثلاث نقاط للمستوى المحترف.',
      'كل كاميرا وجهاز تسجيل ووحدة تحكم بالأبواب هو حاسوب متصل بالشبكة. تشرح الدورة الجديدة بيانات الاعتماد القوية وإدارة الشهادات وتحديثات البرامج الثابتة الموقّعة وتقسيم الشبكات الافتراضية VLAN، مع اختبار قصير بعد كل فصل. وتُحتسب بثلاث نقاط إلزامية نحو المستوى المحترف.'] } },
  { key: 'milestone', daysAgo: 35, t: {
    en: ['50,000 certified practitioners and counting',
      'Installers, integrators and engineers in 90 countries now hold a certificate from the {brand}.',
      'Five years after the first exam, the {brand} has certified 50,000 practitioners in 90 countries. Thank you to every learner, trainer and partner centre. To celebrate, all self-paced video courses of the associate level are free to start until the end of the month.'],
    ar: ['50,000 ممارس معتمد والعدد في ازدياد',
      'يحمل الآن فنيو التركيب والمتكاملون والمهندسون في 90 دولة شهادة من {brand}.',
      'بعد خمس سنوات من أول امتحان، اعتمدت {brand} خمسين ألف ممارس في 90 دولة. شكرًا لكل متعلم ومدرّب ومركز شريك. واحتفالًا بذلك، يمكن البدء مجانًا في جميع دورات الفيديو ذاتية الوتيرة للمستوى المشارك حتى نهاية الشهر.'] } },
  { key: 'thermal-webinars', daysAgo: 47, t: {
    en: ['Webinar series: perimeter protection with thermal and radar',
      'Four live sessions with case studies from solar farms, ports and logistics centres.',
      'Our webinar series on perimeter protection returns with four live sessions. Engineers who designed systems for solar farms, container ports and logistics centres explain detection ranges, false-alarm filtering and how thermal cameras and radar work together. Recordings appear in the educational video list a week later.'],
    ar: ['سلسلة ندوات عبر الإنترنت: حماية المحيط بالتصوير الحراري والرادار',
      'أربع جلسات مباشرة مع دراسات حالة من محطات الطاقة الشمسية والموانئ ومراكز الخدمات اللوجستية.',
      'تعود سلسلة ندواتنا حول حماية المحيط بأربع جلسات مباشرة. يشرح مهندسون صمّموا أنظمة لمحطات الطاقة الشمسية وموانئ الحاويات ومراكز الخدمات اللوجستية مدى الكشف وتصفية الإنذارات الكاذبة وكيف تعمل الكاميرات الحرارية والرادار معًا. تُضاف التسجيلات إلى قائمة الفيديوهات التعليمية بعد أسبوع.'] } },
  { key: 'mobile-learning', daysAgo: 60, t: {
    en: ['Learn on your phone: the mobile site gets a refresh',
      'Video courses, quizzes and My Learning now work smoothly on small screens.',
      'The mobile site has been rebuilt for learning on the go: videos resume where you stopped, quizzes fit the screen and My Learning shows your credits at a glance. Hands-on practice and practical exams still need the web portal on a computer.'],
    ar: ['تعلّم من هاتفك: تحديث شامل لموقع الجوال',
      'دورات الفيديو والاختبارات القصيرة وصفحة تعلّمي تعمل الآن بسلاسة على الشاشات الصغيرة.',
      'أعدنا بناء موقع الجوال للتعلّم أثناء التنقل: تُستأنف الفيديوهات من حيث توقفت، وتناسب الاختبارات القصيرة حجم الشاشة، وتعرض صفحة تعلّمي نقاطك بنظرة واحدة. أما التدريب العملي والامتحانات العملية فما زالت تتطلب بوابة الويب على الحاسوب.'] } },
  { key: 'expert-pilot', daysAgo: -30, vendorOnly: true, t: {
    en: ['Expert-level pilot opens in spring',
      'A small pilot group will take the new expert exam before it opens to everyone.',
      'Professionals who hold a valid professional certificate can apply to join the pilot of the expert level.'],
    ar: ['تجربة المستوى الخبير تبدأ في الربيع',
      'ستخوض مجموعة تجريبية صغيرة امتحان المستوى الخبير الجديد قبل إتاحته للجميع.',
      'يمكن لحاملي شهادة المستوى المحترف السارية التقدّم للانضمام إلى تجربة المستوى الخبير.'] } },
];

/** FAQ shared by every tenant; the answers follow the spec's rules and constants. */
export const sharedFaqs: FaqDef[] = [
  { en: ['How do I enrol in a certification?',
    'Open the certification, choose self-paced or instructor-led learning and press Enrol. You need to be signed in; the steps wizard then shows where you are: learning, theory exam, practical exam (for some certifications), apply and obtain your certificate.'],
  ar: ['كيف أسجّل في شهادة؟',
    'افتح صفحة الشهادة، واختر التعلّم الذاتي أو التعلّم بإشراف مدرّب، ثم اضغط «تسجيل». يجب أن تكون مسجّل الدخول، وبعدها يوضّح معالج الخطوات مرحلتك: التعلّم، ثم الامتحان النظري، ثم الامتحان العملي (لبعض الشهادات)، ثم التقديم والحصول على الشهادة.'] },
  { en: ['How many credits do I need before the theory exam?',
    'Self-paced learners need 12 credits for the general programme and 9 for the vendor programme. Compulsory and elective courses both count; your credits are shown on the certification page and in My Learning.'],
  ar: ['كم نقطة أحتاج قبل الامتحان النظري؟',
    'يحتاج المتعلمون ذاتيًا إلى 12 نقطة للبرنامج العام و9 نقاط لبرنامج المورّد. تُحتسب الدورات الإلزامية والاختيارية معًا، وتظهر نقاطك في صفحة الشهادة وفي صفحة تعلّمي.'] },
  { en: ['What happens if I fail the theory exam?',
    'You get one more attempt. The exam has 100 points and you pass at 80; it lasts one hour. If you fail twice, you enrol again and your progress starts from zero.'],
  ar: ['ماذا يحدث إذا رسبت في الامتحان النظري؟',
    'تحصل على محاولة واحدة أخرى. الامتحان من 100 نقطة ودرجة النجاح 80، ومدته ساعة واحدة. إذا رسبت مرتين فعليك التسجيل من جديد ويبدأ تقدّمك من الصفر.'] },
  { en: ['How long is my certificate valid?',
    'Two years. Before it expires we remind you by e-mail, and you can renew it from My Learning.'],
  ar: ['ما مدة صلاحية شهادتي؟',
    'سنتان. نرسل إليك تذكيرًا بالبريد الإلكتروني قبل انتهاء صلاحيتها، ويمكنك تجديدها من صفحة تعلّمي.'] },
  { en: ['Can I take the practical exam on my phone?',
    'No. Hands-on practice and the practical exam are not available on mobile; sign in to the web portal on a computer to record and submit your task.'],
  ar: ['هل يمكنني أداء الامتحان العملي من هاتفي؟',
    'لا. التدريب العملي والامتحان العملي غير متاحين على الجوال؛ سجّل الدخول إلى بوابة الويب من حاسوب لتسجيل مهمتك وإرسالها.'] },
  { en: ['How can I pay for paid training?',
    'By card, BLIK or bank transfer. A bank transfer must arrive within 3 calendar days and carries a higher service fee; upload the payment proof in the order dialog. Paid training is non-refundable.'],
  ar: ['كيف أدفع رسوم التدريب المدفوع؟',
    'بالبطاقة أو BLIK أو بالتحويل المصرفي. يجب أن يصل التحويل المصرفي خلال 3 أيام تقويمية وتكون رسوم الخدمة عليه أعلى؛ ارفع إثبات الدفع في نافذة الطلب. رسوم التدريب المدفوع غير قابلة للاسترداد.'] },
  { en: ['Can I cancel a classroom enrolment?',
    'Yes, up to 24 hours before the training starts. After that the seat stays booked.'],
  ar: ['هل يمكنني إلغاء التسجيل في فصل دراسي؟',
    'نعم، حتى 24 ساعة قبل بدء التدريب. بعد ذلك يبقى المقعد محجوزًا.'] },
];
