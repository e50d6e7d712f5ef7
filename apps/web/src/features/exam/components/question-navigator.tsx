import type { QuestionHis } from '@credo/contracts/exam';
import { useTranslation } from 'react-i18next';
import { isAnswered, type AnswerMap } from '../model/answers';
import styles from './exam.module.css';

type Props = {
  questions: readonly QuestionHis[];
  answers: AnswerMap;
  onJump: (questionId: number) => void;
};

/** One button per question, marked answered or unanswered (cert §5), jumping to the question. */
export const QuestionNavigator = ({ questions, answers, onJump }: Props) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('exam.navigator')} className={styles.navigator}>
      <ol className={styles.navGrid}>
        {questions.map((q, index) => {
          const done = isAnswered(answers[q.questionHisRefId]);
          return (
            <li key={q.questionHisRefId}>
              <button
                type="button"
                className={`${styles.navItem} ${done ? styles.navAnswered : ''}`}
                data-answered={done}
                aria-label={t('exam.navItem', { number: index + 1, state: done ? t('exam.answered') : t('exam.unanswered') })}
                onClick={() => onJump(q.questionHisRefId)}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
      <div className={styles.legend} aria-hidden="true">
        <span>
          <i className={`${styles.legendDot} ${styles.navAnswered}`} />
          {t('exam.answered')}
        </span>
        <span>
          <i className={styles.legendDot} />
          {t('exam.unanswered')}
        </span>
      </div>
    </nav>
  );
};
