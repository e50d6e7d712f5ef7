import { TRAINER_DEFAULT_PAGE_SIZE, TRAINER_MAX_PAGE_NUM, TRAINER_PAGE_SIZES } from '@credo/contracts/trainer';

export type TrainerPageSize = (typeof TRAINER_PAGE_SIZES)[number];
export type TrainerListParams = { page: number; size: TrainerPageSize };

const positiveInt = (raw: string | null): number | null => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);
export const isTrainerPageSize = (n: number): n is TrainerPageSize => (TRAINER_PAGE_SIZES as readonly number[]).includes(n);

/** Page and size of /trainer-team from its query (?page=2&size=16); anything else falls back to page 1 of the default size. */
export const readTrainerParams = (params: URLSearchParams): TrainerListParams => {
  const page = positiveInt(params.get('page'));
  const size = positiveInt(params.get('size'));
  return {
    page: page && page <= TRAINER_MAX_PAGE_NUM ? page : 1,
    size: size && isTrainerPageSize(size) ? size : TRAINER_DEFAULT_PAGE_SIZE,
  };
};

/** The query of a page: defaults left out, so the first page is plain /trainer-team. */
export const writeTrainerParams = (params: URLSearchParams, { page, size }: TrainerListParams): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  if (size !== TRAINER_DEFAULT_PAGE_SIZE) next.set('size', String(size));
  else next.delete('size');
  return next;
};

/** The trainer of /trainer?id=: digits only, as the server's ids are; anything else is no trainer. */
export const trainerIdOf = (params: URLSearchParams): number | null => positiveInt(params.get('id'));

/** A trainer's own page (the spec's /trainer route carries the trainer in its query). */
export const trainerHref = (id: number) => `/trainer?id=${id}`;
export const classroomHref = (id: number) => `/classroom/detail/${id}`;

/** Two initials for a trainer without a photo. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('');
