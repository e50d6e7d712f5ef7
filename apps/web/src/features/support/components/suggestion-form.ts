import type { ComponentType } from 'react';

/**
 * The training suggestion form inside the pop-up: trainingType, preferredBeginTiming,
 * preferredEndTiming, timezone, content (cert §5, §7), saved with
 * POST /user/suggestion/saveUserSuggestion (success when data equals 1). The form calls
 * `onSubmitted` only after that success, and `onCancel` to close.
 */
export type SuggestionFormProps = { onSubmitted: () => void; onCancel: () => void };
export type SuggestionFormComponent = ComponentType<SuggestionFormProps>;

/**
 * The form and its save call belong to a later issue. Until it sets the component here, the
 * pop-up's button is not shown: a pop-up without a working form would only pretend to save.
 */
export const suggestionForm: SuggestionFormComponent | null = null;
