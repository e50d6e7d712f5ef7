import { describe, expect, it } from 'vitest';
import { isTopic, releaseCourseHref } from './detail-links';

describe('releaseCourseHref', () => {
  it('sends a topic (video of video type 1) to /topic/detail/{id}', () => {
    expect(releaseCourseHref({ id: 12, courseType: 1, videoType: 1 })).toBe('/topic/detail/12');
    expect(isTopic({ courseType: 1, videoType: 1 })).toBe(true);
  });

  it('keeps courses, other videos and rows without a video type on /course/detail/{id}?courseType=', () => {
    expect(releaseCourseHref({ id: 3, courseType: 0, videoType: 2 })).toBe('/course/detail/3?courseType=0');
    expect(releaseCourseHref({ id: 4, courseType: 1, videoType: 3 })).toBe('/course/detail/4?courseType=1');
    expect(releaseCourseHref({ id: 5, courseType: 1 })).toBe('/course/detail/5?courseType=1');
    // A course (type 0) is never a topic, whatever its video type says.
    expect(isTopic({ courseType: 0, videoType: 1 })).toBe(false);
  });
});
