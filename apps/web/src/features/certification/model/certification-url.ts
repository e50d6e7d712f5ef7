/** The id of /certification/detail/{id}: a positive 32-bit integer, else null (not found at once). */
export const parseCertificationId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

/** The theory exam of a certification (cert §2: /exam?relationId=&relationType=, relation type 0). */
export const theoryExamHref = (certificationId: number): string => `/exam?relationId=${certificationId}&relationType=0`;

/** A course of the certification (commerce §2: /course/detail/{id}?courseType=). */
export const courseHref = (course: { id: number; courseType: number }): string => `/course/detail/${course.id}?courseType=${course.courseType}`;

/** Credits towards the exam threshold, as a whole percentage capped at 100. */
export const creditsPercent = (credits: number, required: number): number =>
  required > 0 ? Math.min(100, Math.round((Math.max(0, credits) / required) * 100)) : 100;
