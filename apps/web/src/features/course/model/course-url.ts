import { CourseType, type CourseTypeValue } from '@credo/contracts/enums-learning';

const positiveInt = (raw: string | null | undefined): number | null => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/** A /course/detail/{id} id: digits only, as the server's ids are; anything else is not found. */
export const parseCourseId = (raw: string | undefined): number | null => positiveInt(raw);

/** ?courseType= of the detail page: 0 course, 1 video (commerce §2); anything else is a course. */
export const parseCourseType = (raw: string | null): CourseTypeValue => (raw === String(CourseType.VIDEO) ? CourseType.VIDEO : CourseType.COURSE);

/** mm:ss, with hours when over an hour (commerce §9). */
export const formatDuration = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
};
