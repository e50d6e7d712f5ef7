import { describe, expect, it } from 'vitest';
import { showsFaqButton, showsFeedbackButton, showsSuggestion } from './floating-routes';

describe('floating button pages (cert §2)', () => {
  it('FAQ: home, my-learning and the certification overview pages, desktop and mobile', () => {
    for (const path of [
      '/',
      '/mobile',
      '/my-learning',
      '/mobile/my-learning',
      '/general-security-certification/overview',
      '/hikvision-security-certification/overview',
      '/overview/thermal-imaging-certification',
      '/mobile/overview/robot-safety-certification',
    ]) {
      expect(showsFaqButton(path), path).toBe(true);
    }
    for (const path of ['/faq', '/my-learning/edit', '/general-security-certification/classroom', '/certification/detail/3', '/overview']) {
      expect(showsFaqButton(path), path).toBe(false);
    }
  });

  it('Feedback: everywhere except the exam and practical-exam pages', () => {
    for (const path of ['/', '/faq', '/my-learning', '/classroom/online', '/mobile/news', '/examples']) {
      expect(showsFeedbackButton(path), path).toBe(true);
    }
    for (const path of ['/exam', '/mobile/exam', '/practical-exam', '/practical-exam/detail/4', '/practical-exam-task/9', '/mobile/practical-exam-task/9']) {
      expect(showsFeedbackButton(path), path).toBe(false);
    }
  });

  it('Suggestion: classroom list pages and the workshop-seminar list, not detail or reschedule', () => {
    for (const path of [
      '/classroom/online',
      '/mobile/classroom/onsite',
      '/general-security-certification/classroom',
      '/hikvision-security-certification/classroom',
      '/workshop-seminar/list',
    ]) {
      expect(showsSuggestion(path), path).toBe(true);
    }
    for (const path of ['/classroom/detail/5', '/classroom/reschedule/5', '/classroom/detail', '/educational-video/list', '/']) {
      expect(showsSuggestion(path), path).toBe(false);
    }
  });
});
