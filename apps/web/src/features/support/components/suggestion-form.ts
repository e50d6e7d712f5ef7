import { lazy, type ComponentType } from 'react';
import { withNamespaces } from '@/i18n/with-namespaces';

/**
 * The training suggestion form inside the pop-up: trainingType, preferredBeginTiming,
 * preferredEndTiming, timezone, content (cert §5, §7), saved with
 * POST /user/suggestion/saveUserSuggestion (success when data equals 1). The form calls
 * `onSubmitted` only after that success, and `onCancel` to close.
 */
export type SuggestionFormProps = { onSubmitted: () => void; onCancel: () => void };
export type SuggestionFormComponent = ComponentType<SuggestionFormProps>;

/**
 * The form (issue 17). Loaded with the dialog, not with the shell: its date-range picker is antd's
 * (decision 0012), rendered inside the dialog host's Suspense; its texts (the classroom namespace,
 * not in the start pack: issue 19) load with it.
 */
export const suggestionForm: SuggestionFormComponent | null = lazy(withNamespaces(() => import('./training-suggestion-form'), ['classroom']));
