import type { LangCode } from './languages';
import type { TenantCode } from './tenants';
import type { ClipKey } from './videos';

/** Name and description per language; English is required, others fall back to it. */
export type Texts = Partial<Record<LangCode, [name: string, description: string]>> & { en: [string, string] };

export type CourseDef = { t: Texts; req: 0 | 1; credits: number; cover: string; clip: ClipKey };

export type VideoDef = { t: Texts; videoType: 1 | 2 | 3; line: string; cover: string; clip: ClipKey };

export type CertDef = {
  groupKey: string;
  kind: 0 | 1;
  level: 1 | 2 | 3;
  versionLabel: string;
  subType: string;
  hasPracticalExam: boolean;
  /** groupKey of the certification one level below (prerequisite). */
  requires?: string;
  t: Texts;
  courses: CourseDef[];
};

export type TenantCatalogue = {
  tenant: TenantCode;
  types: { kind: 0 | 1; name: string; subTypes: string[] }[];
  productLines: string[];
  certs: CertDef[];
  videos: VideoDef[];
  /** Clips the chapters of this tenant's courses rotate through after the course's own clip. */
  clips: ClipKey[];
};

/** Chapter titles per language (2-4 chapters per course take the first n). */
export const CHAPTER_TITLES: Partial<Record<LangCode, string[]>> & { en: string[] } = {
  en: ['Introduction', 'Key concepts', 'Hands-on walkthrough', 'Summary and review'],
  ar: ['مقدمة', 'المفاهيم الأساسية', 'شرح عملي خطوة بخطوة', 'الملخص والمراجعة'],
  pl: ['Wprowadzenie', 'Kluczowe pojęcia', 'Ćwiczenie krok po kroku', 'Podsumowanie i powtórka'],
};
