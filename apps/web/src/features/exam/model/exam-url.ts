import { PATHS } from '@credo/contracts/constants';

export type ExamTarget = { relationId: number; relationType: number; courseType: number };

const positiveInt = (raw: string | null): number | null => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/** ?relationId=&relationType=&courseType= of /exam (cert §2); null when the link is malformed. */
export const parseExamTarget = (params: URLSearchParams): ExamTarget | null => {
  const relationId = positiveInt(params.get('relationId'));
  const rawType = params.get('relationType') ?? '';
  if (relationId === null || !/^[0-3]$/.test(rawType)) return null;
  const relationType = Number(rawType);
  const courseType = params.get('courseType') === '1' ? 1 : 0;
  return { relationId, relationType, courseType };
};

/**
 * ?examRecordsId= of /exam: the finished attempt whose result and analysis the page opens (the
 * exams tab of My Learning links each attempt so); null when absent or malformed, the latest then.
 */
export const parseAttemptId = (params: URLSearchParams): number | null => positiveInt(params.get('examRecordsId'));

/**
 * Where the not-qualified dialog's Back button and the result's Back go (cert §4 "back button going
 * to the origin"): the course for a quiz (1), the certification for a theory exam (0), the topic (2),
 * otherwise My Learning.
 */
export const originPath = ({ relationId, relationType, courseType }: ExamTarget): string => {
  switch (relationType) {
    case 0:
      return `/certification/detail/${relationId}`;
    case 1:
      return `/course/detail/${relationId}?courseType=${courseType}`;
    case 2:
      return `/topic/detail/${relationId}`;
    default:
      return PATHS.myLearning;
  }
};
