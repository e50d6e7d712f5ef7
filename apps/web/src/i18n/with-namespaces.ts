import type { PageNamespace } from '@credo/i18n';
import type { i18n as I18n } from 'i18next';
import { i18n, loadNamespaces } from './i18n';

/**
 * A page loader that also loads the page's namespaces (issue 19: texts load with the page that
 * shows them), both started at once, not one after the other; it resolves when both are there, so
 * the router shows the page only with its texts (its fallback or the previous page meanwhile).
 */
export const withNamespaces =
  <T>(load: () => Promise<T>, namespaces: readonly PageNamespace[] | undefined, instance: I18n = i18n): (() => Promise<T>) =>
  async () => {
    if (!namespaces?.length) return load();
    const [page] = await Promise.all([load(), loadNamespaces(instance, namespaces)]);
    return page;
  };
