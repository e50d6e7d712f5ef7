import type { LangCode } from './languages';

/** Text per language; English is required and stands in for languages without their own. */
export type ByLang<T> = Partial<Record<LangCode, T>> & { en: T };

export type NewsDef = {
  /** Names the cover image news/<key>.svg. */
  key: string;
  /** Days before the seed ran; negative schedules the item in the future (not listed yet). */
  daysAgo: number;
  /** Shown only on tenants with the vendor programme. */
  vendorOnly?: boolean;
  t: ByLang<[title: string, summary: string, body: string]>;
};

export type FaqDef = ByLang<[question: string, answer: string]>;

export type TrainerDef = {
  /** Portrait index in PORTRAITS (home-media.ts). */
  portrait: number;
  country: string;
  name: ByLang<string>;
  t: ByLang<[title: string, bio: string]>;
};

export type CommentDef = {
  portrait: number | null;
  rating: 1 | 2 | 3 | 4 | 5;
  t: ByLang<[author: string, role: string, text: string]>;
};

export type ClassroomDef = {
  /** 0 onsite, 1 online. */
  kind: 0 | 1;
  /** groupKey of the certification within the tenant's catalogue (neutral: prefixed at insert). */
  cert: string | null;
  vendorOnly?: boolean;
  /** Days after the seed ran (negative: a session already held). */
  inDays: number;
  /** Length in hours; sessions longer than a day end on a later day. */
  hours: number;
  /** UTC hour it starts. */
  startHourUtc: number;
  /** Index into the site's city list (onsite only). */
  city: number | null;
  /** Trainer index in the tenant's trainer list. */
  trainer: number;
  seats: number;
  /** Course cover file (covers/<file>.svg). */
  cover: string;
  t: ByLang<string>;
};

export type HomeContent = {
  news: NewsDef[];
  faqs: FaqDef[];
  trainers: TrainerDef[];
  comments: CommentDef[];
  classrooms: ClassroomDef[];
};

/** A city of an onsite classroom: name per language and its ISO country code. */
export type City = { name: ByLang<string>; country: string };
