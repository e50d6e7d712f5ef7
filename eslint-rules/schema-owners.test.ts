// The ownership map as the lint rule reads it from db/schema equals the map issue 15 decided
// (/work/notes/ownership.md, decision 0016): a table moved to the wrong file or a lost @published fails here.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOwnership, tablesOf } from './schema-owners.js';

const MAP: Record<string, string> = {
  platform: 'tenants* sites* languages* site_languages* countries* regions* currencies* site_currencies* seed_runs outbox_mails app_secrets',
  user: 'users business_types* business_type_names* signature_nonces',
  auth: 'sessions login_states',
  idp: 'idp_accounts idp_tokens idp_payloads',
  content: 'dict_items* seo_configs* footer_links social_links banners',
  catalogue:
    'certification_types* certification_type_names* certification_sub_types* certifications* certification_prerequisites* product_lines* videos* release_courses* chapters*',
  news: 'news*',
  home: 'faqs* user_comments non_certification_menu_items survey_configs',
  supplement: 'supplement_configs province_cities*',
  learning: 'registrations chapter_progress credit_grants course_evaluations',
  enrolment: 'certification_enrolments',
  exam: 'exams exam_questions exam_papers exam_paper_questions',
  classroom: 'classrooms trainers classroom_registrations',
  'practical-exam': 'practical_exams practical_exam_enrolments',
  certificate: 'certificate_applications certificates certificate_reminders',
  invitation: 'invitations invitation_uses',
  staff: 'staff_audit_log',
};

describe('the table ownership map read from db/schema', () => {
  const { bySql } = loadOwnership(path.resolve(import.meta.dirname, '../apps/server/src/db/schema'));

  it('gives every table of the decided map its owner and its published flag', () => {
    for (const [owner, tables] of Object.entries(MAP)) {
      for (const entry of tables.split(' ')) {
        const sqlName = entry.replace('*', '');
        expect({ sqlName, owner: bySql.get(sqlName)?.owner, published: bySql.get(sqlName)?.published }).toEqual({
          sqlName,
          owner,
          published: entry.endsWith('*'),
        });
      }
    }
  });

  it('reads @published only from the doc comment right above the table', () => {
    const text =
      "/** @published */\nexport const a = pgTable('a', {});\n\n/** About b. */\nexport const b = pgTable('b', {});\n" +
      "/**\n * About c.\n * @published\n */\nexport const c = pgTable(\n  'c', {});\n";
    expect(tablesOf(text)).toEqual([
      { name: 'a', sqlName: 'a', published: true },
      { name: 'b', sqlName: 'b', published: false },
      { name: 'c', sqlName: 'c', published: true },
    ]);
  });
});
