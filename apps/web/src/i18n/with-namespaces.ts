import type { PageNamespace } from '@credo/i18n';
import type { i18n as I18n } from 'i18next';
import { i18n, loadNamespaces } from './i18n';

/**
 * A loader of a lazy part (a route's page, a tab) that also loads the namespaces it shows (issue 19:
 * texts load with the part that shows them), both started at once, not one after the other; it
 * resolves when both are there, so the part renders only with its texts (the router's or Suspense's
 * fallback meanwhile). src/i18n/route-namespaces.test.ts reads these calls.
 */
export const withNamespaces =
  <T>(load: () => Promise<T>, namespaces: readonly PageNamespace[] | undefined, instance: I18n = i18n): (() => Promise<T>) =>
  async () => {
    if (!namespaces?.length) return load();
    const [page] = await Promise.all([load(), loadNamespaces(instance, namespaces)]);
    return page;
  };
