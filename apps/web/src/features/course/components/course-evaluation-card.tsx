import type { CourseDetail } from '@credo/contracts/course';
import { LearningProcess } from '@credo/contracts/enums-learning';
import { EVALUATION_COMMENT_MAX, type Evaluation } from '@credo/contracts/learning';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-client';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';
import { useMyEvaluation } from '../api/query-evaluation';
import { useSaveEvaluation } from '../api/save-evaluation';
import { CheckIcon } from './course-icons';
import { SkeletonLines } from './skeleton-lines';
import { StarRating } from './star-rating';
import styles from './course-evaluation.module.css';

type Props = { course: Pick<CourseDetail, 'id' | 'courseType' | 'learningProcess'>; userId: number };

const SCORES = [1, 2, 3, 4, 5] as const;

/** The card itself, loaded only for learners who may rate (the form stays out of the page's first load). */
export const EvaluationCard = ({ course, userId }: Props) => {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending, isError, isFetching, refetch } = useMyEvaluation(userId, course.id, course.courseType);
  const finished = course.learningProcess >= LearningProcess.LEARNING_ENDED;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('evaluation.title')}
      </h2>
      {isPending ? (
        <div aria-busy="true">
          <SkeletonLines rows={3} title={false} />
        </div>
      ) : isError ? (
        <div className={styles.error} role="alert">
          <p>{t('evaluation.loadFailed')}</p>
          <Button onClick={() => void refetch()} loading={isFetching}>
            {t('common.retry')}
          </Button>
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
  const commentId = useId();
  const countId = useId();
  const [score, setScore] = useState(saved?.score ?? 0);
  const [content, setContent] = useState(saved?.content ?? '');
  const { mutate, isPending } = useSaveEvaluation(userId, course.id, course.courseType);
  const dirty = score !== (saved?.score ?? 0) || content.trim() !== (saved?.content ?? '');
  const [hovered, setHovered] = useState<number | null>(null);
  const scoreLabels = SCORES.map((s) => t(`evaluation.score.${s}`));
  const shownScore = hovered ?? score;
  // The stars come first; the comment box opens once there is a score (or a saved comment).
  const showComment = score > 0 || content !== '';

  const submit = () => {
    if (score < 1 || isPending) return;
    mutate(
      { score, content: content.trim() },
      {
        onSuccess: () => toast.success(t('evaluation.submitSuccess')),
        // Business codes (403 not enrolled …) already got the Tips dialog; 401 goes to sign-in.
        onError: (error) => {
          if (error instanceof ApiError && error.failure.kind === 'transport') toast.error(t('evaluation.saveFailed'));
        },
      },
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className={styles.intro}>{intro}</p>
      <div className={styles.rating}>
        <StarRating value={score} onChange={setScore} onHover={setHovered} labels={scoreLabels} label={t('evaluation.scoreLabel')} disabled={isPending} />
        {/* The score in words: the hovered star's while the pointer is on the stars, else the chosen one. */}
        <span className={shownScore > 0 ? styles.scoreText : styles.noScore} aria-live="polite">
          {shownScore > 0 ? scoreLabels[shownScore - 1] : t('evaluation.noScore')}
        </span>
      </div>
      {showComment && (
        <>
          <label htmlFor={commentId} className={styles.label}>
            {t('evaluation.comment')}
          </label>
          <textarea
            id={commentId}
            className={styles.textarea}
            value={content}
            // maxLength stops typing at 200; a longer paste or drop is cut here as well.
            onChange={(e) => setContent(e.target.value.slice(0, EVALUATION_COMMENT_MAX))}
            maxLength={EVALUATION_COMMENT_MAX}
            rows={4}
            placeholder={t('evaluation.placeholder')}
            disabled={isPending}
            aria-describedby={countId}
          />
          <span id={countId} className={styles.count}>
            {content.length} / {EVALUATION_COMMENT_MAX}
          </span>
        </>
      )}
      <div className={styles.footer}>
        {saved && !dirty ? (
          <p className={styles.saved} role="status">
            <CheckIcon size={16} />
            {t('evaluation.saved')}
          </p>
        ) : (
          <span />
        )}
        <Button variant="primary" htmlType="submit" loading={isPending} disabled={score < 1 || !dirty}>
          {t('evaluation.submit')}
        </Button>
      </div>
    </form>
  );
};
