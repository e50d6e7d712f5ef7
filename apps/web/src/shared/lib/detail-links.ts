import { CourseType, VideoType } from '@credo/contracts/enums-learning';

type ReleaseCourseRef = { id: number; courseType: number; videoType?: number | null };

/** A topic is a release course of course type 1 (video) and video type 1 (topic). */
export const isTopic = ({ courseType, videoType }: Pick<ReleaseCourseRef, 'courseType' | 'videoType'>): boolean =>
  courseType === CourseType.VIDEO && videoType === VideoType.TOPIC;

/**
 * The detail page of a course or video (commerce §2): /topic/detail/{id} for a topic,
 * /course/detail/{id}?courseType= for everything else.
 */
export const releaseCourseHref = (ref: ReleaseCourseRef): string =>
  isTopic(ref) ? `/topic/detail/${ref.id}` : `/course/detail/${ref.id}?courseType=${ref.courseType}`;
