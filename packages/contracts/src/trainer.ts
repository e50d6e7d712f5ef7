import { z } from 'zod';
import { positiveId } from './fields';

/**
 * The trainer pages (cert §2: /trainer-team, /trainer; §7: "trainer page list, banner list", paths
 * not shown, so the paths and field names are ours, in /api/docs):
 * POST /api/certification/trainer/page {pageNum, pageSize}, GET /api/certification/trainer/detail?id=
 * and GET /api/certification/trainer/banner (banners of TRAINER_BANNER_TYPE).
 * A trainer's countries, languages and certifications are read from the sessions they teach, so the
 * page never claims a language or a certification nobody scheduled.
 */

/** Page sizes of the trainer list (a grid of 4 columns); the first is the default. */
export const TRAINER_PAGE_SIZES = [8, 16, 32] as const;
export const TRAINER_DEFAULT_PAGE_SIZE = TRAINER_PAGE_SIZES[0];
export const TRAINER_MAX_PAGE_NUM = 1_000;
/** Upcoming sessions shown per trainer on the list (the detail shows up to TRAINER_DETAIL_SESSIONS). */
export const TRAINER_CARD_SESSIONS = 3;
export const TRAINER_DETAIL_SESSIONS = 20;
/** Banner typeList of the trainer team page (ours; cert §9's other types are 0, 3, 4, 7, 8). */
export const TRAINER_BANNER_TYPE = '9';

const isTrainerPageSize = (v: number) => (TRAINER_PAGE_SIZES as readonly number[]).includes(v);

export const trainerPageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(TRAINER_MAX_PAGE_NUM).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine(isTrainerPageSize, { message: `pageSize must be one of ${TRAINER_PAGE_SIZES.join(', ')}` })
    .default(TRAINER_DEFAULT_PAGE_SIZE),
});
export type TrainerPageQuery = z.infer<typeof trainerPageQuery>;

export const trainerDetailQuery = z.object({ id: positiveId });

/** An upcoming session a trainer teaches; the link is /classroom/detail/{id}. */
export const trainerSession = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Classroom kind: 0 onsite, 1 online. */
  kind: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  languageName: z.string(),
});
export type TrainerSession = z.infer<typeof trainerSession>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const trainerCard = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  photoUrl: z.string().nullable(),
  bio: z.string(),
  /** The trainer's home country first, then the countries of their onsite sessions (ISO codes). */
  countryCodes: z.array(z.string()),
  /** Languages their sessions are taught in. */
  languages: z.array(named),
  /** Certifications their sessions prepare for. */
  certifications: z.array(named),
  /** Sessions not yet ended, soonest first (TRAINER_CARD_SESSIONS on the list). */
  upcoming: z.array(trainerSession),
  /** All upcoming sessions, also those beyond the ones listed. */
  upcomingTotal: z.number().int(),
});
export type TrainerCard = z.infer<typeof trainerCard>;

export const trainerPage = z.object({ rows: z.array(trainerCard), total: z.number().int() });
export type TrainerPage = z.infer<typeof trainerPage>;
