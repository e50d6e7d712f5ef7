import {
  TRAINER_BANNER_TYPE,
  TRAINER_CARD_SESSIONS,
  TRAINER_DETAIL_SESSIONS,
  type TrainerCard,
  type TrainerPage,
  type TrainerPageQuery,
} from '@credo/contracts/trainer';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { getBanners } from '../content/index';
import {
  countTrainers,
  findTeachingFactsOf,
  findTrainerIdsOf,
  findTrainerOfSite,
  findTrainerPage,
  findUpcomingSessionsOf,
  type TrainerRow,
} from './trainer-page.repo';

/**
 * The trainer team page and a trainer's page (cert §2, §7; issue 21 item 1). A trainer is shown on
 * the site and in the language of its row; what they teach comes from the site's sessions, so it
 * is always what a learner can actually book. `now` is passed in so tests can pin the clock.
 */
type Ctx = Pick<RequestContext, 'siteId' | 'languageId'>;

async function cardsOf(db: Db, siteId: number, rows: TrainerRow[], sessions: number, now: Date): Promise<TrainerCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [upcoming, facts] = await Promise.all([findUpcomingSessionsOf(db, siteId, ids, now), findTeachingFactsOf(db, siteId, ids)]);
  const of = <T extends { trainerId: number | null }>(list: T[], id: number) => list.filter((x) => x.trainerId === id);
  return rows.map((t) => {
    const mine = of(upcoming, t.id);
    const countries = [t.countryCode, ...of(facts.countries, t.id).map((c) => c.code)].filter((c): c is string => !!c);
    return {
      ...t,
      countryCodes: [...new Set(countries)],
      languages: of(facts.langs, t.id).map(({ id, name }) => ({ id, name })),
      certifications: of(facts.certs, t.id).map(({ id, name }) => ({ id, name })),
      upcoming: mine.slice(0, sessions).map((s) => ({
        id: s.id,
        title: s.title,
        kind: s.kind,
        startAt: s.startAt.toISOString(),
        endAt: s.endAt.toISOString(),
        timeZone: s.timeZone,
        city: s.city,
        countryCode: s.countryCode,
        languageName: s.languageName,
      })),
      upcomingTotal: mine.length,
    };
  });
}

export async function listTrainers(db: Db, ctx: Ctx, q: TrainerPageQuery, now = new Date()): Promise<TrainerPage> {
  const where = { siteId: ctx.siteId, languageId: ctx.languageId };
  const [rows, total] = await Promise.all([findTrainerPage(db, where, q.pageSize, (q.pageNum - 1) * q.pageSize), countTrainers(db, where)]);
  return { rows: await cardsOf(db, ctx.siteId, rows, TRAINER_CARD_SESSIONS, now), total };
}

/** One trainer of the request's site and language; any other id is "page does not exist" (404). */
export async function getTrainerDetail(db: Db, ctx: Ctx, id: number, now = new Date()): Promise<TrainerCard> {
  const row = await findTrainerOfSite(db, { siteId: ctx.siteId, languageId: ctx.languageId }, id);
  if (!row) throw AppError.notFound();
  const [card] = await cardsOf(db, ctx.siteId, [row], TRAINER_DETAIL_SESSIONS, now);
  return card;
}

/** The trainer page's banners (content's banners of TRAINER_BANNER_TYPE for the site and language). */
export const getTrainerBanners = (db: Db, ctx: Parameters<typeof getBanners>[1]) => getBanners(db, ctx, [TRAINER_BANNER_TYPE]);

/** Name and bio of a trainer for the server-rendered head of /trainer?id= (seo asks through the face). */
export async function trainerMetaOf(db: Db, where: Ctx, id: number) {
  const row = await findTrainerOfSite(db, where, id);
  return row ? { name: row.title ? `${row.name} — ${row.title}` : row.name, description: row.bio || row.title, image: row.photoUrl } : undefined;
}

/** The trainers' pages the sitemap lists: each site's trainers in its base language. */
export const trainerIdsForSitemap = (db: Db, sites: { siteId: number; languageId: number }[]) => findTrainerIdsOf(db, sites);
