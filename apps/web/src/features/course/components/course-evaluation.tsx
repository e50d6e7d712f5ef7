import type { CourseDetail } from '@credo/contracts/course';
import { RegistrationStatus } from '@credo/contracts/enums-learning';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/shared/user/use-current-user';

const EvaluationCard = lazy(() => import('./course-evaluation-card').then((m) => ({ default: m.EvaluationCard })));

type Props = { course: Pick<CourseDetail, 'id' | 'courseType' | 'registrationStatus' | 'learningProcess'> };

/**
 * "Rate this course": 1 to 5 stars and an optional comment of at most 200 characters, for a
 * signed-in learner whose enrolment is audited (the server accepts ratings only from them).
 * Loads the learner's own evaluation (queryByUserId) and saves it again to edit it.
 */
export const CourseEvaluation = ({ course }: Props) => {
  const { user } = useCurrentUser();
  if (!user || course.registrationStatus !== RegistrationStatus.AUDITED) return null;
  return (
    <Suspense fallback={null}>
      <EvaluationCard course={course} userId={user.id} />
    </Suspense>
  );
};
