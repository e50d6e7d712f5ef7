import type { FieldIssue } from '@credo/contracts/user';

/** Issues of a schema failure attached by `attachValidation`, with bare field names ('vatNumber'). */
export function issuesOf(err: Error & { validation?: { instancePath?: string; message?: string }[] }): FieldIssue[] {
  return (err.validation ?? []).map((v) => ({
    field:
      String(v.instancePath ?? '')
        .split('/')
        .filter(Boolean)
        .join('.') || 'body',
    message: v.message ?? 'invalid',
  }));
}
