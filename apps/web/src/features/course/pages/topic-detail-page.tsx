import { PATHS } from '@credo/contracts/constants';
import { CourseType } from '@credo/contracts/enums-learning';
import { Navigate, useParams } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { parseCourseId } from '../model/course-url';
import { CourseDetailView } from './course-detail-page';

/**
 * /topic/detail/{id} and its /mobile twin (commerce §2): a topic is a release course of course
 * type 1 (video) and video type 1, so the page is the course detail with the same call
 * (courseType 1) and the topic's labels. Another kind of course found here moves to its own page.
 */
export const TopicDetailPage = () => {
  const id = parseCourseId(useParams().id);
  const variantPath = useVariantPath();
  if (id === null) return <Navigate to={variantPath(PATHS.notFound)} replace />;
  return <CourseDetailView id={id} courseType={CourseType.VIDEO} topic />;
};
