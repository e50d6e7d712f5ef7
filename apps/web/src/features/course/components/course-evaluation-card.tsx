import type { CourseDetail } from '@credo/contracts/course';
import { TIMINGS_MS } from '@credo/contracts/constants';
import { LearningProcess } from '@credo/contracts/enums-learning';
import { EVALUATION_COMMENT_MAX, type Evaluation } from '@credo/contracts/learning';
import { App, Button, ConfigProvider, Input, Rate, Skeleton, type ThemeConfig } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-client';
import { useMyEvaluation } from '../api/query-evaluation';
import { useSaveEvaluation } from '../api/save-evaluation';
import { CheckIcon } from './course-icons';
import styles from './course-evaluation.module.css';

type Props = { course: Pick<CourseDetail, 'id' | 'courseType' | 'learningProcess'>; userId: number };

const SCORES = [1, 2, 3, 4, 5] as const;

/** Empty stars visible on white (antd's default is a 6 % grey), chosen ones a deeper amber. */
const RATE_THEME: ThemeConfig = { components: { Rate: { starBg: '#cfd6e0', starColor: '#f2a900' } } };

/** The card itself, loaded only for learners who may rate (Rate and the text area stay out of the page's first load). */
export const EvaluationCard = ({ course, userId }: Props) => {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending, isError, isFetching, refetch } = useMyEvaluation(userId, course.id, course.courseType);
  const finished = course.learningProcess >= LearningProcess.LEARNING_ENDED;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>{t('evaluation.title')}</h2>
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : isError ? (
        <div className={styles.error} role="alert">
          <p>{t('evaluation.loadFailed')}</p>
          <Button onClick={() => void refetch()} loading={isFetching}>{t('common.retry')}</Button>
        </div>
      ) : (
        <EvaluationForm
          // A saved evaluation starts a fresh form holding exactly what the server keeps.
          key={data ? `${data.score}:${data.content}` : 'new'}
          course={course}
          userId={userId}
          saved={data}
          intro={finished ? t('evaluation.intro') : t('evaluation.introUnfinished')}
        />
      )}
    </section>
  );
};

type FormProps = Props & { saved: Evaluation | null; intro: string };

const EvaluationForm = ({ course, userId, saved, intro }: FormProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const commentId = useId();
  const [score, setScore] = useState(saved?.score ?? 0);
  const [content, setContent] = useState(saved?.content ?? '');
  const { mutate, isPending } = useSaveEvaluation(userId, course.id, course.courseType);
  const dirty = score !== (saved?.score ?? 0) || content.trim() !== (saved?.content ?? '');
  const seconds = TIMINGS_MS.message / 1000;
  const scoreLabels = SCORES.map((s) => t(`evaluation.score.${s}`));
  // The stars come first; the comment box opens once there is a score (or a saved comment).
  const showComment = score > 0 || content !== '';

  const submit = () => {
    if (score < 1 || isPending) return;
    mutate({ score, content: content.trim() }, {
      onSuccess: () => void message.success(t('evaluation.submitSuccess'), seconds),
      // Business codes (403 not enrolled …) already got the Tips dialog; 401 goes to sign-in.
      onError: (error) => {
        if (error instanceof ApiError && error.failure.kind === 'transport') void message.error(t('evaluation.saveFailed'), seconds);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <p className={styles.intro}>{intro}</p>
      <div className={styles.rating}>
        <ConfigProvider theme={RATE_THEME}>
          <Rate
            value={score}
            onChange={setScore}
            tooltips={scoreLabels}
            aria-label={t('evaluation.scoreLabel')}
            className={styles.stars}
            disabled={isPending}
          />
        </ConfigProvider>
        <span className={score > 0 ? styles.scoreText : styles.noScore} aria-live="polite">
          {score > 0 ? scoreLabels[score - 1] : t('evaluation.noScore')}
        </span>
      </div>
      {showComment && (
        <>
          <label htmlFor={commentId} className={styles.label}>{t('evaluation.comment')}</label>
          <Input.TextArea
            id={commentId}
            value={content}
            // The counter and maxLength stop typing at 200; a longer paste or drop is cut here as well.
            onChange={(e) => setContent(e.target.value.slice(0, EVALUATION_COMMENT_MAX))}
            maxLength={EVALUATION_COMMENT_MAX}
            showCount
            rows={4}
            placeholder={t('evaluation.placeholder')}
            disabled={isPending}
          />
        </>
      )}
      <div className={showComment ? `${styles.footer} ${styles.belowCount}` : styles.footer}>
        {saved && !dirty ? (
          <p className={styles.saved} role="status">
            <CheckIcon size={16} />
            {t('evaluation.saved')}
          </p>
        ) : (
          <span />
        )}
        <Button type="primary" htmlType="submit" loading={isPending} disabled={score < 1 || !dirty}>
          {t('evaluation.submit')}
        </Button>
      </div>
    </form>
  );
};
