import { describe, expect, it } from 'vitest';
import { sessionKey, sessionPath } from './session-path';

describe('sessionPath', () => {
  it('leads a classroom to its detail page and a practical exam to the practical-exam detail page', () => {
    expect(sessionPath({ id: 7, sessionType: 'classroom' })).toBe('/classroom/detail/7');
    expect(sessionPath({ id: 7, sessionType: 'practicalExam' })).toBe('/practical-exam/detail/7');
  });

  it('keys rows of the two kinds apart when their ids are equal', () => {
    expect(sessionKey({ id: 7, sessionType: 'classroom' })).not.toBe(sessionKey({ id: 7, sessionType: 'practicalExam' }));
  });
});
