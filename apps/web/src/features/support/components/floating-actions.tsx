import { PATHS } from '@credo/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { BulbIcon, QuestionIcon } from '@/shared/ui/overlay-icons';
import { useFaqCount } from '../api/list-faq';
import { useSurveyConfig } from '../api/get-survey-config';
import { showsFaqButton, showsFeedbackButton, showsSuggestion } from '../model/floating-routes';
import { useSuggestionPopup } from '../model/suggestion-popup';
import { suggestionForm as defaultSuggestionForm, type SuggestionFormComponent } from './suggestion-form';
import { Tooltip } from '@/shared/ui/tooltip';
import { SuggestionDialogHost, suggestionIntent } from './suggestion-dialog-host';
import { SurveyButton } from './survey-button';
import styles from './floating-actions.module.css';

/**
 * The floating buttons at the window's end edge (cert §2), above any bottom bar (the cookie
 * banner), mirrored in right-to-left pages: FAQ (home, my-learning, overview pages, non-empty
 * FAQ list), the evaluation survey (not on exam pages, activeState 1), training suggestion
 * (classroom and workshop-seminar lists, once its form exists).
 */
export const FloatingActions = ({ suggestionForm = defaultSuggestionForm }: { suggestionForm?: SuggestionFormComponent | null }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const variantPath = useVariantPath();
  const faqPage = showsFaqButton(pathname);
  const feedbackPage = showsFeedbackButton(pathname);
  const faqCount = useFaqCount(faqPage);
  const survey = useSurveyConfig(feedbackPage);
  const suggestion = useSuggestionPopup();

  const showFaq = faqPage && faqCount > 0;
  const showSurvey = feedbackPage && survey.activeState === 1;
  const showSuggestion = showsSuggestion(pathname) && suggestionForm !== null;
  if (!showFaq && !showSurvey && !showSuggestion) return null;

  return (
    <div className={styles.stack} data-testid="floating-actions">
      {showSuggestion && (
        <>
          <Tooltip text={t('dialogs.suggestion.button')} placement="start" showOn="pointer" layout="inline">
            <button
              type="button"
              className={styles.button}
              aria-label={t('dialogs.suggestion.button')}
              aria-haspopup="dialog"
              onClick={suggestion.open}
              {...suggestionIntent}
            >
              <BulbIcon />
            </button>
          </Tooltip>
          <SuggestionDialogHost popup={suggestion} Form={suggestionForm} />
        </>
      )}
      {showSurvey && <SurveyButton survey={survey} className={styles.button} />}
      {showFaq && (
        <Tooltip text={t('dialogs.faq.button')} placement="start" showOn="pointer" layout="inline">
          <Link to={variantPath(PATHS.faq)} className={styles.button} aria-label={t('dialogs.faq.button')}>
            <QuestionIcon />
          </Link>
        </Tooltip>
      )}
    </div>
  );
};
