import { certifications, classrooms, faqs, news, nonCertificationMenuItems, surveyConfigs, trainers, userComments } from '../../db/schema/index';
import { inChunks, type Tx } from '../insert';
import { contentText } from './content-text';
import { microHome, robotHome } from './home-brands';
import { mainClassrooms, mainComments, mainTrainers } from './home-main-people';
import { mainNews, sharedFaqs } from './home-main-news';
import { homeMedia } from './home-media';
import { citiesOf, SURVEYS } from './home-places';
import type { ByLang, HomeContent } from './home-types';
import { LANG, type LangCode } from './languages';
import { media } from './media';
import { siteLangs, type SiteDef } from './sites';
import { tenants, type TenantCode } from './tenants';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

const pick = <T>(t: ByLang<T>, lang: LangCode): T => t[lang] ?? t.en;

/**
 * The tenant's home content. The neutral brand has no vendor programme: it takes the main
 * tenant's vendor-neutral items, and its certification group keys carry a 'neutral-' prefix.
 */
function contentOf(tenant: TenantCode): HomeContent & { certKey: (k: string) => string } {
  const main = { news: mainNews, faqs: sharedFaqs, trainers: mainTrainers, comments: mainComments, classrooms: mainClassrooms };
  switch (tenant) {
    case 'main': return { ...main, certKey: (k) => k };
    case 'micro': return { ...microHome, faqs: sharedFaqs, certKey: (k) => k };
    case 'robot': return { ...robotHome, faqs: sharedFaqs, certKey: (k) => k };
    case 'neutral': return {
      ...main,
      news: main.news.filter((n) => !n.vendorOnly),
      classrooms: main.classrooms.filter((c) => !c.vendorOnly),
      certKey: (k) => `neutral-${k}`,
    };
  }
}

/**
 * Inserts news, FAQ, trainers, comments, classrooms, the non-certification menu and surveys for
 * every site and offered language (English text where a language has none). Dates count from
 * `now` (the day the seed runs), so a fresh demo always has recent news and upcoming classrooms.
 */
export async function insertHome(tx: Tx, sites: SiteDef[], tenantOf: (s: SiteDef) => TenantCode, now: Date): Promise<void> {
  const day0 = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const certRows = await tx.select({ id: certifications.id, siteId: certifications.siteId, languageId: certifications.languageId, groupKey: certifications.groupKey })
    .from(certifications);
  const certId = new Map(certRows.map((c) => [`${c.siteId}:${c.languageId}:${c.groupKey}`, c.id]));

  for (const site of sites) {
    const tenant = tenantOf(site);
    const brand = tenants.find((t) => t.code === tenant)!.name;
    const fill = (s: string) => s.replaceAll('{brand}', brand);
    const c = contentOf(tenant);
    const cities = citiesOf(site.id);
    for (const lang of siteLangs(site)) {
      const at = { siteId: site.id, languageId: LANG[lang] };
      // News sort stays 0 (none pinned), so the list is by publication date.
      await tx.insert(news).values(c.news.map((n) => {
        const [title, summary, body] = pick(n.t, lang).map(fill);
        return { ...at, title, summary, body, coverUrl: homeMedia.news(n.key), publishedAt: new Date(day0 - n.daysAgo * DAY_MS + 8 * HOUR_MS), sort: 0 };
      }));
      await tx.insert(faqs).values(c.faqs.map((f, sort) => {
        const [question, answer] = pick(f, lang).map(fill);
        return { ...at, question, answer, sort };
      }));
      const trainerIds = await tx.insert(trainers).values(c.trainers.map((p, sort) => {
        const [title, bio] = pick(p.t, lang);
        return { ...at, tenantId: site.tenantId, name: pick(p.name, lang), title, bio, photoUrl: homeMedia.portrait(p.portrait), countryCode: p.country, sort };
      })).returning({ id: trainers.id });
      await tx.insert(userComments).values(c.comments.map((m, sort) => {
        const [authorName, authorRole, content] = pick(m.t, lang);
        return { ...at, authorName, authorRole, content: fill(content), rating: m.rating, avatarUrl: m.portrait === null ? null : homeMedia.portrait(m.portrait), sort };
      }));
      await tx.insert(classrooms).values(c.classrooms.map((r) => {
        const startAt = new Date(day0 + r.inDays * DAY_MS + r.startHourUtc * HOUR_MS);
        const place = r.kind === 0 && r.city !== null ? cities[r.city % cities.length] : null;
        return {
          ...at, title: pick(r.t, lang), kind: r.kind,
          // RETURNING lists rows in VALUES order, so trainerIds[i] is the i-th trainer.
          certificationId: r.cert ? certId.get(`${site.id}:${LANG[lang]}:${c.certKey(r.cert)}`) ?? null : null,
          startAt, endAt: new Date(startAt.getTime() + r.hours * HOUR_MS),
          city: place ? pick(place.name, lang) : null, countryCode: place?.country ?? null,
          trainerId: trainerIds[r.trainer].id, seats: r.seats, coverUrl: media.cover(r.cover),
        };
      }));
    }
  }
  await insertMenusAndSurveys(tx, sites);
}

/** The header's non-certification group (only where the site shows it) and the floating surveys. */
async function insertMenusAndSurveys(tx: Tx, sites: SiteDef[]) {
  const menu = sites.filter((s) => s.flags?.showNonCertiMenu).flatMap((s) => siteLangs(s).flatMap((lang) => {
    const t = contentText(lang);
    return [
      { siteId: s.id, languageId: LANG[lang], menuKey: 'educationalVideo', title: t.educationalVideo, linkUrl: '/educational-video/list', sort: 0 },
      { siteId: s.id, languageId: LANG[lang], menuKey: 'workshopSeminar', title: t.workshops, linkUrl: '/workshop-seminar/list', sort: 1 },
    ];
  }));
  await inChunks(menu, 500, (b) => tx.insert(nonCertificationMenuItems).values(b).then(() => undefined));
  const surveys = SURVEYS.flatMap((v) => siteLangs(sites.find((s) => s.id === v.siteId)!).map((lang) => {
    const [title, description] = pick(v.t, lang);
    return { siteId: v.siteId, languageId: LANG[lang], title, description, link: v.link, activeState: v.activeState };
  }));
  await tx.insert(surveyConfigs).values(surveys);
}
