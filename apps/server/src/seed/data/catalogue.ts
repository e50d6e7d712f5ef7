import { certCoverFile, media } from './media';
import { enrolmentModeOf } from './certification-journey';
import { CHAPTER_TITLES, type TenantCatalogue, type Texts } from './catalogue-types';
import type { LangCode } from './languages';
import type { ClipKey } from './videos';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

/** Languages every certification, course and video of a catalogue is written in. */
export function catalogueLangs(cat: TenantCatalogue): LangCode[] {
  const all: Texts[] = [...cat.certs.flatMap((c) => [c.t, ...c.courses.map((x) => x.t)]), ...cat.videos.map((v) => v.t)];
  return (Object.keys(all[0]) as LangCode[]).filter((l) => all.every((t) => t[l]));
}

export type CatalogueIds = {
  typeIdByKind: Map<number, number>;
  subTypeIdByName: Map<string, number>;
  productLineIdByName: Map<string, number>;
  videoIdByClip: Map<ClipKey, number>;
};

/** Certification rows of one site and language (ids are assigned by the database). */
export function certificationRows(cat: TenantCatalogue, siteId: number, languageId: number, lang: LangCode, ids: CatalogueIds, publishedAt: Date) {
  return cat.certs.map((c, i) => ({
    siteId,
    languageId,
    typeId: ids.typeIdByKind.get(c.kind)!,
    subTypeId: ids.subTypeIdByName.get(`${c.kind}:${c.subType}`) ?? null,
    kind: c.kind,
    level: c.level,
    groupKey: c.groupKey,
    name: c.t[lang]![0],
    description: c.t[lang]![1],
    versionLabel: c.versionLabel,
    hasPracticalExam: c.hasPracticalExam,
    enrolmentMode: enrolmentModeOf(c.groupKey),
    coverUrl: media.cover(certCoverFile(cat.tenant, c.kind, c.level)),
    publishedAt: new Date(publishedAt.getTime() - i * DAY_MS),
  }));
}

export type CourseRow = {
  siteId: number; languageId: number; certificationId: number | null; courseType: number; name: string; description: string;
  requirement: number; credits: number; productLineId: number | null; videoType: number; coverUrl: string; sort: number; publishedAt: Date;
};

/** Course rows (type 0, one list per certification) then video rows (type 1), in a stable order. */
export function courseRows(cat: TenantCatalogue, siteId: number, languageId: number, lang: LangCode, certIdByGroup: Map<string, number>, ids: CatalogueIds, publishedAt: Date) {
  const rows: { row: CourseRow; clip: ClipKey }[] = [];
  let sort = 0;
  const at = () => new Date(publishedAt.getTime() - sort * HOUR_MS);
  for (const c of cat.certs) {
    for (const x of c.courses) {
      rows.push({ clip: x.clip, row: {
        siteId, languageId, certificationId: certIdByGroup.get(c.groupKey)!, courseType: 0, name: x.t[lang]![0], description: x.t[lang]![1],
        requirement: x.req, credits: x.credits, productLineId: null, videoType: 2, coverUrl: media.cover(x.cover), sort: sort, publishedAt: at(),
      } });
      sort++;
    }
  }
  for (const v of cat.videos) {
    rows.push({ clip: v.clip, row: {
      siteId, languageId, certificationId: null, courseType: 1, name: v.t[lang]![0], description: v.t[lang]![1],
      requirement: 0, credits: 0, productLineId: ids.productLineIdByName.get(v.line)!, videoType: v.videoType, coverUrl: media.cover(v.cover), sort, publishedAt: at(),
    } });
    sort++;
  }
  return rows;
}

/** 2-4 chapters per course; the first plays the course's own clip and is a free preview. */
export function chapterRows(courseId: number, index: number, clip: ClipKey, lang: LangCode, cat: TenantCatalogue, ids: CatalogueIds) {
  const titles = CHAPTER_TITLES[lang] ?? CHAPTER_TITLES.en;
  const count = 2 + (index % 3);
  return titles.slice(0, count).map((title, i) => {
    const k: ClipKey = i === 0 ? clip : cat.clips[(index + i) % cat.clips.length];
    return { releaseCourseId: courseId, title: `${i + 1}. ${title}`, sort: i, videoId: ids.videoIdByClip.get(k)!, isFreePreview: i === 0 };
  });
}
