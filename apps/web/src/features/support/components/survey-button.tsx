import { Button, Popover, Tooltip } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackIcon } from '@/shared/ui/overlay-icons';
import type { SurveyConfig } from '../api/get-survey-config';
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

type SurveyButtonProps = {
  survey: SurveyConfig;
  className: string;
  tooltipPlacement: 'left' | 'right';
};

/**
 * The floating evaluation survey button (cert §2): its pop-up shows the survey's title,
 * description and link, and a start button that opens the survey in a new tab.
 */
export const SurveyButton = ({ survey, className, tooltipPlacement }: SurveyButtonProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const href = safeHref(survey.link);
  const label = t('dialogs.survey.button');

  const panel = (
    <div className={styles.survey} role="dialog" aria-labelledby={titleId}>
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
        <Button onClick={() => setOpen(false)}>{t('dialogs.survey.later')}</Button>
        {href && (
          <Button type="primary" href={href} target="_blank" rel="noopener" onClick={() => setOpen(false)}>
            {t('dialogs.survey.start')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Popover
      content={panel}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement={tooltipPlacement === 'left' ? 'leftBottom' : 'rightBottom'}
      arrow={false}
    >
      <Tooltip title={open ? null : label} placement={tooltipPlacement}>
        <button type="button" className={className} aria-label={label} aria-haspopup="dialog" aria-expanded={open}>
          <FeedbackIcon />
        </button>
      </Tooltip>
    </Popover>
  );
};
