import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages, sites, tenants } from './platform';

/**
 * The catalogue module's tables: programmes (certification types), certifications, product lines,
 * released courses and videos with their chapters.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/** Certification programme types per tenant; kind 0 general programme, 1 vendor programme. @published */
export const certificationTypes = pgTable('certification_types', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  kind: smallint('kind').notNull(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/**
 * A programme's display name in one language (issue 14). `certification_types.name` stays the
 * programme's key: hub URLs are built from it (cert §2, kind name lower-cased and dashed), so it
 * never changes with the language; the name shown to a reader is this one, or the key without it.
 * @published
 */
export const certificationTypeNames = pgTable(
  'certification_type_names',
  {
    typeId: integer('type_id')
      .notNull()
      .references(() => certificationTypes.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.languageId] })],
);

/** @published */
export const certificationSubTypes = pgTable('certification_sub_types', {
  id: serial('id').primaryKey(),
  typeId: integer('type_id')
    .notNull()
    .references(() => certificationTypes.id),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** A certification as released on one site in one language. @published */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => certificationTypes.id),
    subTypeId: integer('sub_type_id').references(() => certificationSubTypes.id),
    kind: smallint('kind').notNull(),
    /** 1 associate, 2 professional, 3 expert: the order the prerequisites follow. */
    level: smallint('level').notNull(),
    /** Same value for one certification across sites and languages (language switch finds its twin). */
    groupKey: text('group_key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    versionLabel: text('version_label').notNull(),
    hasPracticalExam: boolean('has_practical_exam').notNull().default(false),
    /**
     * How learners enrol (decision 0010): 'open' approved at once, 'review' waits for staff (1 to 3
     * working days, cert §9), 'invitation' needs an invitation code (commerce §6: the hsc kinds).
     */
    enrolmentMode: text('enrolment_mode').notNull().default('open'),
    /** The platform flag of the detail (cert §3, §4): 0 removes one wizard step. */
    platform: smallint('platform').notNull().default(1),
    coverUrl: text('cover_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certifications_site_lang_idx').on(t.siteId, t.languageId, t.kind),
    // List filters (type, sub-type, version label) reach courses through their certification.
    index('certifications_type_idx').on(t.typeId, t.subTypeId),
    index('certifications_sub_type_idx').on(t.subTypeId),
    index('certifications_site_version_idx').on(t.siteId, t.versionLabel),
    uniqueIndex('certifications_group_site_lang_uq').on(t.groupKey, t.siteId, t.languageId),
  ],
);

/** @published */
export const certificationPrerequisites = pgTable(
  'certification_prerequisites',
  {
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    prerequisiteId: integer('prerequisite_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.certificationId, t.prerequisiteId] })],
);

/** @published */
export const productLines = pgTable('product_lines', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** A stored video file; the bytes live in Storage under storageKey. @published */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  storageKey: text('storage_key').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
});

/** A released course (course type 0) or video (course type 1) on one site in one language. @published */
export const releaseCourses = pgTable(
  'release_courses',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    certificationId: integer('certification_id').references(() => certifications.id),
    courseType: smallint('course_type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 1 compulsory, 0 elective. */
    requirement: smallint('requirement').notNull().default(1),
    credits: smallint('credits').notNull().default(0),
    productLineId: integer('product_line_id').references(() => productLines.id),
    /** 1 topic, 2 course, 3 webinar (0 is the list filter's "all"). */
    videoType: smallint('video_type').notNull().default(2),
    coverUrl: text('cover_url'),
    /** The course ends with a quiz: completion then waits for it to be passed (exams issue). */
    hasQuiz: boolean('has_quiz').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('release_courses_list_idx').on(t.siteId, t.languageId, t.courseType, t.sort),
    index('release_courses_cert_idx').on(t.certificationId),
    // The lists span every language of the site: site and course type first, in list order.
    index('release_courses_site_list_idx').on(t.siteId, t.courseType, t.sort, t.publishedAt, t.id),
    index('release_courses_site_video_type_idx').on(t.siteId, t.courseType, t.videoType),
    index('release_courses_site_requirement_idx').on(t.siteId, t.courseType, t.requirement),
    index('release_courses_product_line_idx').on(t.productLineId),
    // The list's keyword is a contains-match (ILIKE '%…%') on name or description: trigram GIN
    // indexes serve it on PostgreSQL and PGlite (pg_trgm, loaded in db/client.ts), issue 19.
    index('release_courses_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('release_courses_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

/** @published */
export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    releaseCourseId: integer('release_course_id')
      .notNull()
      .references(() => releaseCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: smallint('sort').notNull().default(0),
    videoId: integer('video_id').references(() => videos.id),
    /** Free preview chapters play without enrolment. */
    isFreePreview: boolean('is_free_preview').notNull().default(false),
  },
  (t) => [index('chapters_course_idx').on(t.releaseCourseId, t.sort)],
);
