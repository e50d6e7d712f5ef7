import type { FieldIssue } from '@credo/contracts/user';
import type { ApiFailure } from '@/shared/api/api-client';

const isIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' && value !== null && typeof (value as FieldIssue).field === 'string' && typeof (value as FieldIssue).message === 'string';

/** `data.issues` of a validation failure (envelope code 400), or null when the failure has none. */
export const issuesOf = (failure: ApiFailure): FieldIssue[] | null => {
  if (failure.kind !== 'business' || typeof failure.data !== 'object' || failure.data === null) return null;
  const issues = (failure.data as { issues?: unknown }).issues;
  return Array.isArray(issues) && issues.length > 0 ? issues.filter(isIssue) : null;
};

/** One form field's errors, as antd's `form.setFields` takes them. */
export type FieldErrors<Name extends string = string> = { name: Name; errors: string[] };

/**
 * Groups issues by form field. `fieldOf` maps a payload field to the form field showing it
 * (null when no field of the form shows it); those issues are returned apart, to be shown
 * another way.
 */
export const groupIssues = <Name extends string>(
  issues: readonly FieldIssue[],
  fieldOf: (field: string) => Name | null,
  describe: (issue: FieldIssue) => string,
): { fields: FieldErrors<Name>[]; unplaced: string[] } => {
  const byField = new Map<Name, string[]>();
  const unplaced: string[] = [];
  for (const issue of issues) {
    const name = fieldOf(issue.field);
    const text = describe(issue);
    if (!name) unplaced.push(text);
    else byField.set(name, [...(byField.get(name) ?? []), text]);
  }
  return { fields: [...byField].map(([name, errors]) => ({ name, errors })), unplaced };
};
