/**
 * Business days (cert §6: review "within 7 business days", data deleted "within 3 business days"):
 * Monday to Friday, counted on UTC dates. Public holidays differ per country and are not counted,
 * so a deadline can only come earlier than a local reading of the promise, never later.
 */
export function addBusinessDays(from: Date, days: number): Date {
  const at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}
