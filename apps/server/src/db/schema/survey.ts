import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages, sites } from './platform';
import { users } from './user';

/**
 * The survey module's tables (issue 18; cert §3, §5): surveys released for a course or a classroom,
 * their questions, and the learners' answers.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/**
 * A released survey (its id is the spec's releaseSurveyId) about one release course (relationType
 * 0) or one classroom (1) of a site and language. @published: learning and classroom, below this
 * module, read whether a course or session has one before they invite a learner to it (issue 20).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    surveyName: text('survey_name').notNull(),
    description: text('description').notNull().default(''),
    relationType: smallint('relation_type').notNull(),
    relationId: integer('relation_id').notNull(),
    certificationTypeId: integer('certification_type_id'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    /** '1' offered in a pop-up on My Learning. */
    popUp: text('pop_up').notNull().default('1'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('surveys_relation_uq').on(t.relationType, t.relationId),
    index('surveys_site_lang_idx').on(t.siteId, t.languageId),
    check('surveys_relation_type_ck', sql`${t.relationType} in (0, 1)`),
    check('surveys_pop_up_ck', sql`${t.popUp} in ('0', '1')`),
  ],
);

/** A question: type 0 single, 1 multiple, 2 free text; required '1'; options a JSON list of values. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    type: smallint('type').notNull(),
    required: text('required').notNull().default('0'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('survey_questions_survey_idx').on(t.surveyId, t.sort),
    check('survey_questions_type_ck', sql`${t.type} in (0, 1, 2)`),
    check('survey_questions_required_ck', sql`${t.required} in ('0', '1')`),
  ],
);

/**
 * A learner's submission: one per learner and survey (UNIQUE, so a double click or two tabs
 * store one). `content` is the list of {questionId, answer} as validated on save.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationType: smallint('relation_type').notNull(),
    relationId: integer('relation_id').notNull(),
    relationName: text('relation_name').notNull().default(''),
    trainingType: text('training_type').notNull().default(''),
    certificationTypeId: integer('certification_type_id'),
    content: jsonb('content').$type<{ questionId: number; answer: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_answers_survey_user_uq').on(t.surveyId, t.userId), index('survey_answers_user_idx').on(t.userId)],
);
