import { describe, expect, it } from 'vitest';
import { originPath, parseExamTarget } from './exam-url';

describe('exam url', () => {
  it('parses the query and refuses malformed links', () => {
    expect(parseExamTarget(new URLSearchParams('relationId=3&relationType=1&courseType=0'))).toEqual({ relationId: 3, relationType: 1, courseType: 0 });
    expect(parseExamTarget(new URLSearchParams('relationId=3&relationType=0'))).toEqual({ relationId: 3, relationType: 0, courseType: 0 });
    expect(parseExamTarget(new URLSearchParams('relationId=x&relationType=1'))).toBeNull();
    expect(parseExamTarget(new URLSearchParams('relationId=3&relationType=9'))).toBeNull();
    expect(parseExamTarget(new URLSearchParams('relationId=3'))).toBeNull();
  });

  it('goes back to the origin: course, certification, topic or My Learning (cert §4)', () => {
    expect(originPath({ relationId: 4, relationType: 1, courseType: 1 })).toBe('/course/detail/4?courseType=1');
    expect(originPath({ relationId: 4, relationType: 0, courseType: 0 })).toBe('/certification/detail/4');
    expect(originPath({ relationId: 4, relationType: 2, courseType: 0 })).toBe('/topic/detail/4');
    expect(originPath({ relationId: 4, relationType: 3, courseType: 0 })).toBe('/my-learning');
  });
});
