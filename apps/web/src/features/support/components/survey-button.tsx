import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import buttonStyles from '@/shared/ui/button.module.css';
import { FeedbackIcon } from '@/shared/ui/overlay-icons';
import { useDismiss } from '@/shared/ui/use-dismiss';
import type { SurveyConfig } from '../api/get-survey-config';
import { Tooltip } from '@/shared/ui/tooltip';
import styles from './floating-actions.module.css';

/** Only web addresses open from the survey pop-up (the link comes from site configuration). */
const safeHref = (link: string): string | null => {
  try {
    const url = new URL(link, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

type SurveyButtonProps = { survey: SurveyConfig; className: string };

/**
 * The floating evaluation survey button (cert §2): its pop-up, beside the button on the
 * inline-start side, shows the survey's title, description and link, and a start button that
 * opens the survey in a new tab. A press outside or Escape closes it (focus back on the button).
 */
export const SurveyButton = ({ survey, className }: SurveyButtonProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  const href = safeHref(survey.link);
  const label = t('dialogs.survey.button');

  return (
    <div ref={container} className={styles.surveyAnchor}>
      <Tooltip text={label} enabled={!open} placement="start" showOn="pointer" layout="inline">
        <button
          ref={trigger}
          type="button"
          className={className}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((current) => !current)}
        >
          <FeedbackIcon />
        </button>
      </Tooltip>
      {open && (
        <div id={panelId} className={styles.survey} role="dialog" aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.surveyTitle}>
            {survey.title || label}
          </h2>
          {survey.description && <p className={styles.surveyDescription}>{survey.description}</p>}
          {href && (
            <a className={styles.surveyLink} href={href} target="_blank" rel="noopener" dir="ltr">
              {survey.link}
            </a>
          )}
          <div className={styles.surveyActions}>
            <Button onClick={close}>{t('dialogs.survey.later')}</Button>
            {href && (
              <a className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.surveyStart}`} href={href} target="_blank" rel="noopener" onClick={close}>
                {t('dialogs.survey.start')}
              </a>
            )}
          </div>
        </div>
      )}
    </div>
  );
};
