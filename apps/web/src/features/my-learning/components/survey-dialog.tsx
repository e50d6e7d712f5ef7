import { SURVEY_TEXT_MAX, type SurveyDetail } from '@credo/contracts/survey';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogTurn } from '@/shared/dialogs/dialog-queue';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';
import { fetchPendingSurvey, fetchSurveyDetail, saveSurvey } from '../api/my-learning-api';
import { canSubmit, contentOf, optionsOf, type Answers } from '../model/survey-answers';
import styles from './survey-dialog.module.css';

type SurveyDialogProps = { detail: SurveyDetail; onClose: () => void };

/**
 * The survey dialog (cert §4): an intro (start now / I will do it later), then the questions;
 * Submit is disabled while a required question is unanswered; success shows the message and
 * closes; a failed save closes silently (cert §7).
 */
export const SurveyDialog = ({ detail, onClose }: SurveyDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const [started, setStarted] = useState(false);
  const [answers, setAnswers] = useState<Answers>({});
  const [sending, setSending] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = async () => {
    setSending(true);
    const saved = await saveSurvey(detail, contentOf(detail, answers));
    setSending(false);
    if (saved) toast.success(t('myLearning.survey.success'));
    onClose();
  };
  const set = (id: number, value: string[] | string) => setAnswers((a) => ({ ...a, [id]: value }));

  return (
    <div className={styles.backdrop}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {detail.surveyName}
        </h2>
        {!started ? (
          <>
            <p>{t('myLearning.survey.intro', { name: detail.relationName })}</p>
            {detail.description && <p>{detail.description}</p>}
            <div className={styles.actions}>
              <Button onClick={onClose}>{t('myLearning.survey.later')}</Button>
              <Button variant="primary" onClick={() => setStarted(true)} autoFocus>
                {t('myLearning.survey.start')}
              </Button>
            </div>
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            style={{ display: 'grid', gap: 20 }}
          >
            {detail.questions.map((q, index) => {
              const options = optionsOf(q.option);
              const value = answers[q.id];
              return (
                <fieldset key={q.id} className={styles.question}>
                  <legend>
                    {index + 1}. {q.content}
                    {q.required === '1' && (
                      <span className={styles.required} aria-label={t('myLearning.survey.required')}>
                        *
                      </span>
                    )}
                  </legend>
                  {q.type === 2 ? (
                    <>
                      <textarea
                        className={styles.textarea}
                        aria-label={q.content}
                        maxLength={SURVEY_TEXT_MAX}
                        value={typeof value === 'string' ? value : ''}
                        onChange={(e) => set(q.id, e.target.value)}
                      />
                      <span className={styles.counter}>
                        {(typeof value === 'string' ? value : '').length}/{SURVEY_TEXT_MAX}
                      </span>
                    </>
                  ) : (
                    options.map((o) => {
                      const picked = Array.isArray(value) ? value : [];
                      return (
                        <label key={o} className={styles.option}>
                          <input
                            type={q.type === 0 ? 'radio' : 'checkbox'}
                            name={`q-${q.id}`}
                            checked={picked.includes(o)}
                            onChange={(e) => set(q.id, q.type === 0 ? [o] : e.target.checked ? [...picked, o] : picked.filter((p) => p !== o))}
                          />
                          {o}
                        </label>
                      );
                    })
                  )}
                </fieldset>
              );
            })}
            <div className={styles.actions}>
              <Button onClick={onClose}>{t('myLearning.survey.later')}</Button>
              <Button variant="primary" htmlType="submit" loading={sending} disabled={!canSubmit(detail, answers)}>
                {t('myLearning.survey.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
};

/** Loads the survey the learner owes on My Learning (cert §4; never on /my-learning/edit) and offers it once per visit. */
export const SurveyHost = () => {
  const [closed, setClosed] = useState(false);
  const pending = useQuery({ queryKey: ['myLearning', 'survey'], queryFn: ({ signal }) => fetchPendingSurvey(signal), staleTime: Infinity, retry: false });
  const info = pending.data;
  const detail = useQuery({
    queryKey: ['myLearning', 'survey', info?.surveyId],
    queryFn: () => fetchSurveyDetail({ surveyId: info!.surveyId!, relationId: info!.relationId!, relationType: info!.relationType! }),
    enabled: Boolean(info?.showSurvey && info.surveyId),
    staleTime: Infinity,
    retry: false,
  });
  // It takes its turn after the dialogs that open by themselves (the personal information form first).
  const turn = useDialogTurn('survey', !closed && Boolean(detail.data && !detail.data.submitted));
  if (!turn || !detail.data) return null;
  return <SurveyDialog detail={detail.data} onClose={() => setClosed(true)} />;
};
