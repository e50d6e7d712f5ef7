import type { LangCode } from './languages';

/**
 * The Smart Try demo campaign's texts in every seeded language (issue 21 item 3): the page's
 * title and description for the server-rendered head, the campaign's title, summary and body, and
 * each product type's description. Product model names are not translated.
 */
type CampaignText = { seo: [string, string]; title: string; summary: string; body: string; products: Record<ProductType, string> };
export type ProductType = 'camera' | 'recorder' | 'access' | 'intercom';

export const SMART_TRY_PRODUCTS: { type: ProductType; name: string; image: string }[] = [
  { type: 'camera', name: 'ColorVu 4K Bullet Camera', image: '/media/covers/course-camera.svg' },
  { type: 'recorder', name: 'AcuSense 16-Channel NVR', image: '/media/covers/course-nvr.svg' },
  { type: 'access', name: 'Face Recognition Access Terminal', image: '/media/covers/course-access.svg' },
  { type: 'intercom', name: '2-Wire Video Intercom Kit', image: '/media/covers/course-intercom.svg' },
];

/** The footer's quick link: the brand name, said in Arabic script on Arabic pages (their quick links are all Arabic). */
export const footerLabelOf = (lang: LangCode): string => (lang === 'ar' ? 'تجربة Smart Try' : 'Smart Try');

export const SMART_TRY_TEXT: Record<LangCode, CampaignText> = {
  en: {
    seo: ['Smart Try — product trials — {brand}', 'Certified installers and integrators: request a trial unit of our newest security products, handed over by a distributor near you.'],
    title: 'Smart Try: test our newest products on your next job',
    summary: 'Hold a valid certificate? Choose one product to try for free and pick it up from a distributor near you.',
    body: 'Smart Try is our thank-you to certified practitioners. Choose the product you want to test, tell us which certificate you hold and where you buy, and our team reviews your request within a few business days. Once approved, the distributor hands over the trial unit. One request per person and campaign.',
    products: { camera: '4K colour imaging around the clock, even in near darkness.', recorder: 'Smart search that filters people and vehicles from false alarms.', access: 'Touch-free entry with face, card and PIN in one terminal.', intercom: 'Video door entry over the existing two-wire cabling.' },
  },
  ar: {
    seo: ['Smart Try — تجربة المنتجات — {brand}', 'للمركّبين والمتكاملين المعتمدين: اطلب وحدة تجريبية من أحدث منتجاتنا الأمنية يسلّمها لك موزّع قريب منك.'],
    title: 'Smart Try: جرّب أحدث منتجاتنا في مشروعك القادم',
    summary: 'هل تحمل شهادة سارية؟ اختر منتجًا واحدًا لتجربته مجانًا واستلمه من موزّع قريب منك.',
    body: 'Smart Try هو شكرنا للممارسين المعتمدين. اختر المنتج الذي تريد تجربته، وأخبرنا بالشهادة التي تحملها والموزّع الذي تتعامل معه، وسيراجع فريقنا طلبك خلال أيام عمل قليلة. بعد الموافقة يسلّمك الموزّع الوحدة التجريبية. طلب واحد لكل شخص في كل حملة.',
    products: { camera: 'تصوير ملوّن بدقة 4K على مدار الساعة حتى في الظلام شبه التام.', recorder: 'بحث ذكي يميّز الأشخاص والمركبات عن الإنذارات الكاذبة.', access: 'دخول دون لمس بالوجه أو البطاقة أو الرمز في جهاز واحد.', intercom: 'اتصال مرئي للأبواب عبر الأسلاك الثنائية الموجودة.' },
  },
  pl: {
    seo: ['Smart Try — testy produktów — {brand}', 'Certyfikowani instalatorzy i integratorzy: zamów egzemplarz testowy naszych najnowszych produktów, przekazany przez dystrybutora w pobliżu.'],
    title: 'Smart Try: przetestuj nasze nowości przy kolejnym zleceniu',
    summary: 'Masz ważny certyfikat? Wybierz jeden produkt do bezpłatnego testu i odbierz go u dystrybutora w pobliżu.',
    body: 'Smart Try to nasze podziękowanie dla certyfikowanych specjalistów. Wybierz produkt do przetestowania, wskaż posiadany certyfikat i swojego dystrybutora, a nasz zespół rozpatrzy zgłoszenie w ciągu kilku dni roboczych. Po akceptacji dystrybutor przekaże egzemplarz testowy. Jedno zgłoszenie na osobę w każdej kampanii.',
    products: { camera: 'Kolorowy obraz 4K przez całą dobę, nawet prawie w ciemności.', recorder: 'Inteligentne wyszukiwanie odróżniające ludzi i pojazdy od fałszywych alarmów.', access: 'Bezdotykowe wejście: twarz, karta i PIN w jednym terminalu.', intercom: 'Wideodomofon na istniejącym okablowaniu dwużyłowym.' },
  },
  es: {
    seo: ['Smart Try — pruebas de producto — {brand}', 'Instaladores e integradores certificados: solicite una unidad de prueba de nuestros productos más nuevos, entregada por un distribuidor cercano.'],
    title: 'Smart Try: pruebe nuestras novedades en su próximo proyecto',
    summary: '¿Tiene un certificado vigente? Elija un producto para probarlo gratis y recójalo en un distribuidor cercano.',
    body: 'Smart Try es nuestro agradecimiento a los profesionales certificados. Elija el producto que quiere probar, indíquenos qué certificado tiene y dónde compra, y nuestro equipo revisará su solicitud en pocos días hábiles. Una vez aprobada, el distribuidor le entregará la unidad de prueba. Una solicitud por persona y campaña.',
    products: { camera: 'Imagen en color 4K las 24 horas, incluso casi a oscuras.', recorder: 'Búsqueda inteligente que separa personas y vehículos de las falsas alarmas.', access: 'Acceso sin contacto con rostro, tarjeta y PIN en un solo terminal.', intercom: 'Videoportero sobre el cableado de dos hilos existente.' },
  },
  fr: {
    seo: ['Smart Try — essais de produits — {brand}', 'Installateurs et intégrateurs certifiés : demandez un exemplaire d\'essai de nos derniers produits, remis par un distributeur près de chez vous.'],
    title: 'Smart Try : testez nos nouveautés sur votre prochain chantier',
    summary: 'Vous avez un certificat valide ? Choisissez un produit à essayer gratuitement et retirez-le chez un distributeur proche.',
    body: 'Smart Try est notre façon de remercier les professionnels certifiés. Choisissez le produit à tester, indiquez le certificat que vous détenez et votre distributeur : notre équipe examine votre demande en quelques jours ouvrés. Une fois acceptée, le distributeur vous remet l\'exemplaire d\'essai. Une demande par personne et par campagne.',
    products: { camera: 'Image couleur 4K jour et nuit, même dans la quasi-obscurité.', recorder: 'Recherche intelligente qui distingue personnes et véhicules des fausses alarmes.', access: 'Accès sans contact par visage, badge et code dans un seul terminal.', intercom: 'Portier vidéo sur le câblage deux fils existant.' },
  },
  de: {
    seo: ['Smart Try — Produkttests — {brand}', 'Zertifizierte Errichter und Integratoren: Fordern Sie ein Testgerät unserer neuesten Sicherheitsprodukte an, übergeben von einem Distributor in Ihrer Nähe.'],
    title: 'Smart Try: Testen Sie unsere Neuheiten beim nächsten Projekt',
    summary: 'Sie haben ein gültiges Zertifikat? Wählen Sie ein Produkt zum kostenlosen Test und holen Sie es bei einem Distributor in Ihrer Nähe ab.',
    body: 'Smart Try ist unser Dankeschön an zertifizierte Fachleute. Wählen Sie das Produkt, das Sie testen möchten, nennen Sie Ihr Zertifikat und Ihren Distributor, und unser Team prüft Ihre Anfrage innerhalb weniger Werktage. Nach der Freigabe übergibt der Distributor das Testgerät. Eine Anfrage pro Person und Aktion.',
    products: { camera: 'Farbige 4K-Bilder rund um die Uhr, selbst bei fast völliger Dunkelheit.', recorder: 'Intelligente Suche, die Personen und Fahrzeuge von Fehlalarmen trennt.', access: 'Berührungsloser Zutritt per Gesicht, Karte und PIN in einem Terminal.', intercom: 'Video-Türsprechanlage über die vorhandene Zweidrahtleitung.' },
  },
  tr: {
    seo: ['Smart Try — ürün denemeleri — {brand}', 'Sertifikalı kurulumcular ve entegratörler: en yeni güvenlik ürünlerimizden bir deneme ünitesi isteyin, size yakın bir distribütör teslim etsin.'],
    title: 'Smart Try: yeni ürünlerimizi bir sonraki işinizde deneyin',
    summary: 'Geçerli bir sertifikanız mı var? Ücretsiz denemek için bir ürün seçin ve size yakın bir distribütörden teslim alın.',
    body: 'Smart Try, sertifikalı profesyonellere teşekkürümüzdür. Denemek istediğiniz ürünü seçin, sahip olduğunuz sertifikayı ve çalıştığınız distribütörü belirtin; ekibimiz talebinizi birkaç iş günü içinde inceler. Onaylandığında distribütör deneme ünitesini size teslim eder. Her kampanyada kişi başına bir talep.',
    products: { camera: 'Neredeyse karanlıkta bile gece gündüz 4K renkli görüntü.', recorder: 'İnsanları ve araçları yanlış alarmlardan ayıran akıllı arama.', access: 'Yüz, kart ve PIN ile tek terminalde temassız giriş.', intercom: 'Mevcut iki telli kablo üzerinden görüntülü kapı diyafonu.' },
  },
  pt: {
    seo: ['Smart Try — testes de produto — {brand}', 'Instaladores e integradores certificados: peça uma unidade de teste dos nossos produtos mais recentes, entregue por um distribuidor perto de si.'],
    title: 'Smart Try: experimente as nossas novidades no seu próximo projeto',
    summary: 'Tem um certificado válido? Escolha um produto para testar gratuitamente e levante-o num distribuidor perto de si.',
    body: 'O Smart Try é o nosso agradecimento aos profissionais certificados. Escolha o produto que quer testar, indique o certificado que tem e o seu distribuidor, e a nossa equipa analisa o pedido em poucos dias úteis. Depois de aprovado, o distribuidor entrega-lhe a unidade de teste. Um pedido por pessoa e campanha.',
    products: { camera: 'Imagem a cores 4K 24 horas por dia, mesmo quase às escuras.', recorder: 'Pesquisa inteligente que distingue pessoas e veículos de falsos alarmes.', access: 'Acesso sem contacto por rosto, cartão e PIN num só terminal.', intercom: 'Videoporteiro sobre a cablagem de dois fios existente.' },
  },
  vi: {
    seo: ['Smart Try — dùng thử sản phẩm — {brand}', 'Dành cho kỹ thuật viên lắp đặt và tích hợp được chứng nhận: đăng ký thiết bị dùng thử sản phẩm an ninh mới nhất, giao qua nhà phân phối gần bạn.'],
    title: 'Smart Try: dùng thử sản phẩm mới trong công trình tiếp theo',
    summary: 'Bạn có chứng chỉ còn hiệu lực? Chọn một sản phẩm để dùng thử miễn phí và nhận tại nhà phân phối gần bạn.',
    body: 'Smart Try là lời cảm ơn của chúng tôi dành cho những người hành nghề được chứng nhận. Hãy chọn sản phẩm muốn dùng thử, cho biết chứng chỉ bạn đang có và nhà phân phối của bạn; đội ngũ của chúng tôi sẽ xem xét yêu cầu trong vài ngày làm việc. Sau khi được duyệt, nhà phân phối sẽ giao thiết bị dùng thử. Mỗi người một yêu cầu cho mỗi chiến dịch.',
    products: { camera: 'Hình ảnh màu 4K suốt ngày đêm, kể cả khi gần như tối hoàn toàn.', recorder: 'Tìm kiếm thông minh phân biệt người và xe với báo động giả.', access: 'Ra vào không chạm bằng khuôn mặt, thẻ và mã PIN trên một thiết bị.', intercom: 'Chuông cửa có hình trên hệ dây hai sợi sẵn có.' },
  },
  id: {
    seo: ['Smart Try — uji coba produk — {brand}', 'Untuk instalatir dan integrator bersertifikat: minta unit uji coba produk keamanan terbaru kami, diserahkan oleh distributor di dekat Anda.'],
    title: 'Smart Try: coba produk terbaru kami di proyek berikutnya',
    summary: 'Punya sertifikat yang masih berlaku? Pilih satu produk untuk dicoba gratis dan ambil di distributor terdekat.',
    body: 'Smart Try adalah ucapan terima kasih kami untuk praktisi bersertifikat. Pilih produk yang ingin Anda coba, sebutkan sertifikat yang Anda miliki dan distributor Anda, lalu tim kami meninjau permintaan dalam beberapa hari kerja. Setelah disetujui, distributor menyerahkan unit uji coba. Satu permintaan per orang untuk setiap kampanye.',
    products: { camera: 'Gambar berwarna 4K sepanjang hari, bahkan dalam kondisi hampir gelap.', recorder: 'Pencarian cerdas yang memisahkan orang dan kendaraan dari alarm palsu.', access: 'Akses tanpa sentuh dengan wajah, kartu, dan PIN dalam satu terminal.', intercom: 'Interkom video pintu melalui kabel dua kawat yang sudah ada.' },
  },
  ko: {
    seo: ['Smart Try — 제품 체험 — {brand}', '인증 설치 기사와 통합 업체를 위한 혜택: 최신 보안 제품 체험 장비를 신청하고 가까운 유통사에서 받아 보세요.'],
    title: 'Smart Try: 다음 현장에서 신제품을 체험해 보세요',
    summary: '유효한 인증서가 있으신가요? 무료로 체험할 제품 하나를 고르고 가까운 유통사에서 받아 가세요.',
    body: 'Smart Try는 인증 전문가에게 드리는 감사의 표시입니다. 체험할 제품을 고르고 보유한 인증서와 거래 유통사를 알려 주시면 담당 팀이 영업일 기준 며칠 안에 신청을 검토합니다. 승인되면 유통사가 체험 장비를 전달합니다. 캠페인마다 1인 1회 신청할 수 있습니다.',
    products: { camera: '거의 어두운 환경에서도 24시간 4K 컬러 영상.', recorder: '사람과 차량을 오경보와 구분하는 스마트 검색.', access: '얼굴·카드·PIN을 한 단말기에서 지원하는 비접촉 출입.', intercom: '기존 2선 배선을 그대로 쓰는 비디오 인터폰.' },
  },
  th: {
    seo: ['Smart Try — ทดลองใช้ผลิตภัณฑ์ — {brand}', 'สำหรับช่างติดตั้งและผู้วางระบบที่ได้รับการรับรอง: ขอเครื่องทดลองใช้ผลิตภัณฑ์รักษาความปลอดภัยรุ่นใหม่ล่าสุด รับได้จากตัวแทนจำหน่ายใกล้คุณ'],
    title: 'Smart Try: ทดลองผลิตภัณฑ์ใหม่ของเราในงานถัดไปของคุณ',
    summary: 'มีใบรับรองที่ยังมีผลอยู่ใช่ไหม เลือกผลิตภัณฑ์หนึ่งรายการเพื่อทดลองใช้ฟรี แล้วรับได้ที่ตัวแทนจำหน่ายใกล้คุณ',
    body: 'Smart Try คือคำขอบคุณของเราถึงผู้ปฏิบัติงานที่ได้รับการรับรอง เลือกผลิตภัณฑ์ที่ต้องการทดลอง แจ้งใบรับรองที่คุณถือและตัวแทนจำหน่ายของคุณ ทีมงานจะตรวจสอบคำขอภายในไม่กี่วันทำการ เมื่ออนุมัติแล้ว ตัวแทนจำหน่ายจะส่งมอบเครื่องทดลองใช้ให้คุณ หนึ่งคำขอต่อคนต่อแคมเปญ',
    products: { camera: 'ภาพสี 4K ตลอด 24 ชั่วโมง แม้ในที่แทบมืดสนิท', recorder: 'การค้นหาอัจฉริยะที่แยกคนและยานพาหนะออกจากสัญญาณเตือนผิดพลาด', access: 'เข้าออกแบบไร้สัมผัสด้วยใบหน้า บัตร และ PIN ในเครื่องเดียว', intercom: 'อินเตอร์คอมวิดีโอบนสายสองเส้นที่มีอยู่เดิม' },
  },
};
