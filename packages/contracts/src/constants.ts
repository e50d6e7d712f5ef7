import { CertificationKind, type CertificationKindValue } from './enums-site';

/**
 * Business constants and limits: section 9 of both spec documents, plus the few numbers other
 * sections state. "cert" = certification-and-learning.md, "commerce" = commerce-and-catalogue.md.
 */

// ---- Layout and language -------------------------------------------------------------

/** Desktop/mobile switch, px (cert §2, §9; commerce §2, §9). */
export const MOBILE_BREAKPOINT_PX = 992;
/** Mobile design width, px (cert §9). */
export const DESIGN_WIDTH_PX = 375;
/** Default language (cert §4, §9; commerce §9). */
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_LANGUAGE_ID = 1;

// ---- Paging ----------------------------------------------------------------------------

/** Course and video list page size (commerce §9). */
export const LIST_PAGE_SIZE = { desktop: 15, mobile: 10 } as const;
/** Default list filter type (commerce §9). */
export const DEFAULT_FILTER_TYPE = 0;
/**
 * Instructor-led list page-size options (cert §2, §9). The spec gives both sets without saying
 * which view uses which; rows for the table view and cards (multiples of 4) for the grid are ours.
 * Not used yet: the instructor-led lists (issue 17).
 */
export const CLASSROOM_PAGE_SIZES = {
  rows: [10, 20, 30, 40],
  cards: [16, 32, 64, 128],
} as const;
/** Home page news items (cert §2, §9). */
export const HOME_NEWS_COUNT = 4;

// ---- Exams, credits, certificates ------------------------------------------------------

/** Quiz scoring (cert §9): 100 points, 20 per question (so 5 questions), pass at 60. */
export const QUIZ = { totalPoints: 100, pointsPerQuestion: 20, passScore: 60 } as const;
/** Theory exam (cert §9): 100 points, pass at 80, one hour, two attempts (maxExamNums). */
export const THEORY_EXAM = {
  totalPoints: 100,
  passScore: 80,
  durationSeconds: 3600,
  maxExamNums: 2,
} as const;
/** Practical exam scoring (cert §9). */
export const PRACTICAL_EXAM = { totalPoints: 100, passScore: 80 } as const;
/** Exam result code meaning pass; any other code is fail (cert §4). */
export const EXAM_RESULT_PASS_CODE = '2';

/** Credits needed before the exam in self-paced training (cert §9). */
export const CREDITS_REQUIRED = { vendor: 9, general: 12 } as const;
export const CREDITS_REQUIRED_BY_KIND: Record<CertificationKindValue, number> = {
  [CertificationKind.GENERAL]: CREDITS_REQUIRED.general,
  [CertificationKind.VENDOR]: CREDITS_REQUIRED.vendor,
};
/**
 * The credits a certification of this kind requires before its exam (cert §9: general 12,
 * vendor 9). The one place server and web ask; a kind outside the spec's two requires nothing (0).
 */
export const requiredCredits = (kind: number): number => CREDITS_REQUIRED_BY_KIND[kind as CertificationKindValue] ?? 0;
/** Vendor exams must be taken within this many days after the credits (cert §9). */
export const VENDOR_EXAM_WINDOW_DAYS = 30;
/** Certificate validity before renewal (cert §9). */
export const CERTIFICATE_VALIDITY_YEARS = 2;

// ---- Review, approval and payment deadlines --------------------------------------------

/** Review and approval times as shown to users (cert §9). */
export const REVIEW_DAYS = {
  enrolmentReviewWorkingDays: { min: 1, max: 3 },
  certificateApplicationBusinessDays: 3,
  registrationApprovalDays: 3,
} as const;
/** Bank transfer must be completed within 3 calendar days (cert §9, commerce §9). */
export const BANK_TRANSFER_DAYS = 3;
/**
 * Service rates in basis points (1 % = 100) by payment method: card 0 (card, BLIK, Klarna) and bank
 * transfer 1. The spec says only that bank transfer costs more (cert §9, commerce §9); the figures
 * are ours: 2 % covers a card scheme's fee, 3.5 % the manual matching of a transfer.
 */
export const SERVICE_RATE_BP = { 0: 200, 1: 350 } as const;
/** An unpaid card order times out this long after it was placed (the spec's 1,800,000 ms). */
export const CARD_ORDER_TIMEOUT_MS = 1_800_000;
/** Trainer applications (cert §6, §9). Not used yet: join as a trainer (issue 21). */
export const TRAINER_REVIEW_BUSINESS_DAYS = 7;
export const TRAINER_DATA_DELETION_BUSINESS_DAYS = 3;
/**
 * A classroom seat or a practical-exam place may be cancelled until this many hours before its
 * start, on the server's clock (cert §5, code 10011). The web's texts of the rule say the same number.
 */
export const CANCEL_CUTOFF_HOURS = 24;
/** The one cancel-cutoff rule of classrooms and practical exams: may a seat starting at `startAt` still be cancelled at `now`? */
export const cancelStillOpen = (startAt: Date, now: Date): boolean => now.getTime() < startAt.getTime() - CANCEL_CUTOFF_HOURS * 3_600_000;

// ---- Uploads and field limits ----------------------------------------------------------

/** Payment proof: under 5 MB (cert §5, §9; commerce §5). Not used yet: bank-transfer proof in checkout (issue 16). */
export const PROOF_MAX_BYTES = 5_242_880;
export const PROOF_ALLOWED_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const PROOF_ALLOWED_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** Avatar: JPG or PNG up to 200 KB (cert §5, §9). */
export const AVATAR_MAX_BYTES = 204_800;
export const AVATAR_ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const AVATAR_ALLOWED_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/** Text field maximum lengths (cert §5, §9). */
export const FIELD_LIMITS = {
  firstName: 30,
  lastName: 30,
  phoneNumber: 30,
  postcode: 30,
  vatNumber: 50,
  /** VAT needs at least 2 digits. */
  vatNumberMin: 2,
  company: 100,
  address: 200,
  surveyText: 200,
  suggestionTopic: 100,
} as const;
/** Phone number and phone code accept only digits and semicolons (cert §5). */
export const PHONE_PATTERN = /^[0-9;]+$/;
/** VAT: digits only, at least 2 (cert §5). */
export const VAT_PATTERN = /^\d{2,}$/;
/** Suggestion topic text area rows (cert §5). This and the next: the suggestion pop-up, not built yet (issue 17). */
export const SUGGESTION_TOPIC_ROWS = 4;
/** Seconds the suggestion range picker disables (cert §5). */
export const SUGGESTION_DISABLED_SECONDS = [55, 56] as const;

// ---- Timings ---------------------------------------------------------------------------

/** Timings in milliseconds (cert §5, §9; commerce §9). */
export const TIMINGS_MS = {
  requestTimeout: 20_000,
  enrolLock: 1_000,
  suggestionTip: 1_500,
  rescheduleReturn: 5_000,
  scrollThrottle: 200,
  /** GET /user/getUserById is polled this often while logged in (commerce §7, §9). */
  userRefresh: 600_000,
  message: 3_000,
  analyticsDebounce: 500,
  /** 30 minutes; defined by the spec, use not shown (cert §9, commerce §9). */
  thirtyMinutes: 1_800_000,
} as const;

/** Time constants in seconds (commerce §9). */
export const TIME_SECONDS = {
  minute: 60,
  hour: 3_600,
  day: 86_400,
  week: 604_800,
} as const;
/** Cookie policy lifetime: one year (commerce §4, §9). */
export const COOKIE_POLICY_MAX_AGE_SECONDS = 31_536_000;
/** Language cookie lifetime: one year (cert §4, commerce §9). */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

// ---- Dialogs, watermark ----------------------------------------------------------------

/** Dialog widths (cert §2, §9; commerce §9). Pixel values unless the name says rem. */
export const DIALOG_WIDTHS = {
  survey: 742,
  info: 742,
  /** URL-change (migration) announcement (cert §2). */
  migration: 742,
  language: 458,
  confirm: 435,
  /** Survey and info dialogs on mobile. */
  mobileRem: 34.4,
} as const;
export const DIALOG_WIDTH_MOBILE = '34.4rem';

/** Video watermark (commerce §9). */
export const WATERMARK = {
  canvasWidth: 1300,
  canvasHeight: 800,
  spacing: 250,
  rotateDeg: -45,
} as const;

// ---- Banners and dictionaries ----------------------------------------------------------

/** Banner typeList code above the course/video lists, by certification kind (commerce §9). */
export const LIST_BANNER_TYPE_BY_KIND: Record<CertificationKindValue, string> = {
  [CertificationKind.GENERAL]: '4',
  [CertificationKind.VENDOR]: '3',
};
/** Banner type by certification kind on the suggestion/shell side (cert §3, commerce §9). */
export const CERTIFICATION_BANNER_TYPE_BY_KIND: Record<CertificationKindValue, string> = {
  [CertificationKind.GENERAL]: '8',
  [CertificationKind.VENDOR]: '7',
};
/** Home page banner typeList (cert §7). */
export const HOME_BANNER_TYPES = ['0'] as const;
/** Id of the JSON block in which the server hands a first load of the home its banners (issue 19: no banner call before the first paint). */
export const SERVED_HOME_BANNERS_ID = 'credo-home-banners';
/** Default dictType of GET /certification/dictData/getDictModelList (commerce §7). */
export const DEFAULT_DICT_TYPE = 'page_image';
/** dictType that gives the logos (cert §3). */
export const LOGO_DICT_TYPE = 'front_logo';
/** Default quizExist of POST /certification/release/course/reload (commerce §7). */
export const DEFAULT_QUIZ_EXIST = 1;

// ---- Migration, cookies, keys ----------------------------------------------------------

/** URL-change (migration) dates (cert §4): EU 1 Feb 2024 02:00 UTC, Asia 4 July 2024 09:00 UTC+8. */
export const MIGRATION_DATES = {
  eu: '2024-02-01T02:00:00Z',
  asia: '2024-07-04T09:00:00+08:00',
} as const;

/**
 * Cookie names (cert §3). The spec does not name the disclaimer cookie ('true' once the banner
 * was handled) nor the policy cookie; 'cookieDisclaimer' and 'cookiePolicy' are ours.
 */
export const COOKIE_NAMES = {
  languageCheckedId: 'languageCheckedId',
  showCountryLanguageTips: 'showCountryLanguageTips',
  cookieDisclaimer: 'cookieDisclaimer',
  /** The per-category policy (commerce §3), kept COOKIE_POLICY_MAX_AGE_SECONDS like the disclaimer. */
  cookiePolicy: 'cookiePolicy',
} as const;
/**
 * The readable "signed in" hint (decision 0029): set and cleared by the server with the HttpOnly
 * session cookie, value '1', no secret and no user data. The web app asks getUserInfo only when it
 * is present, so a visitor's page makes no request answered 401. Not a security boundary: the
 * server decides every request by the session cookie alone.
 */
export const SIGNED_IN_HINT_COOKIE = 'credo_signed_in';
/** Cookie policy categories (commerce §3); necessary is always on. */
export const COOKIE_POLICY_CATEGORIES = ['necessary', 'functionality', 'analytics'] as const;
export type CookiePolicyCategory = (typeof COOKIE_POLICY_CATEGORIES)[number];

/**
 * Visitor countries (ISO 3166-1 alpha-2) that get the opt-in cookie rules besides the sites with
 * the EU flag: the Reject button, and functionality and analytics off until the visitor chooses
 * (commerce §4: "the EU or certain listed countries"). The spec does not name the countries;
 * this list is ours: the EU member states (a visitor from the EU on a non-EU site), the other
 * EEA states and the United Kingdom and Switzerland, whose laws ask for prior consent too.
 */
export const COOKIE_OPT_IN_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
] as const;

/**
 * The analytics tag (gtag.js) the site's analyticsTestId / analyticsProdId belong to; the id is
 * added as `?id=`. The web build may point it elsewhere (VITE_ANALYTICS_SCRIPT_URL), e.g. a
 * first-party proxy; the server's Content-Security-Policy allows this origin.
 */
export const ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** The language-selector tip stays dismissed this long (cert §2); the spec gives no lifetime, one year is ours. */
export const LANGUAGE_TIP_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/**
 * Visitor countries (ISO codes, from the IP lookup) for which the header hides the general-programme
 * menu (cert §2: "hidden for certain countries"). The spec does not name them: this list is ours
 * (the general programme teaches the European EN 62676 / EN 50131 standards, so it is not offered
 * in North America); replace it with the business's list.
 */
export const GENERAL_PROGRAMME_HIDDEN_COUNTRIES: readonly string[] = ['US', 'CA'];

/** Enter key code triggers search (cert §2, §9). */
export const ENTER_KEY_CODE = 13;

/** Country code groups used by region rules; their use is not shown (cert §9). */
export const COUNTRY_CODE_GROUPS = {
  baltic: ['LT', 'EE', 'LV'],
  dach: ['AT', 'DE', 'CH'],
  beLu: ['BE', 'LU'],
  rsMkMe: ['RS', 'MK', 'ME'],
  hrSiBa: ['HR', 'SI', 'BA'],
  /** The spec lists this group by country names. */
  dachNames: ['Germany', 'Austria', 'Switzerland'],
  plDach: ['PL', 'DE', 'AT', 'CH'],
} as const;

/** Option letters A to Z for exam answers (cert §9). */
export const OPTION_LETTERS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
] as const;

// ---- Paths and money -------------------------------------------------------------------

/** Fixed paths of the spec (cert §2, commerce §2, §7). */
export const PATHS = {
  notFound: '/exception/notFound',
  login: '/user/sso/login',
  logout: '/user/sso/logout',
  cookiesPreferences: '/cookies-preferences',
  faq: '/faq',
  /** Where checkout returns to (commerce §2). */
  paymentReturn: '/my-learning?tab=1&subTab=2',
  myLearning: '/my-learning',
  mobilePrefix: '/mobile',
  /** Calls under this prefix carry no siteId/languageId and are excluded from redirects. */
  frontApiPrefix: '/front-api/',
} as const;

/** Money: two decimals, no grouping, currency symbol first (commerce §9). Not read yet: checkout's money format (issue 16). */
export const MONEY_DECIMALS = 2;
