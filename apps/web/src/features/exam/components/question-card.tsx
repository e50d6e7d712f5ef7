import type { QuestionHis } from '@credo/contracts/exam';
import { ExamQuestionType } from '@credo/contracts/enums-learning';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../model/answer-queue';
import { choose, isMultiple, type Letters } from '../model/answers';
import styles from './exam.module.css';

type Props = {
  question: QuestionHis;
  number: number;
  value: Letters;
  saveState: SaveState | undefined;
  disabled: boolean;
  onChange: (letters: string[]) => void;
};

const typeKey = (type: number) =>
  type === ExamQuestionType.MULTIPLE ? 'exam.typeMultiple' : type === ExamQuestionType.JUDGE ? 'exam.typeJudge' : 'exam.typeSingle';

/** One question: radios for single choice and true/false, checkboxes for multiple choice, options lettered A-Z. */
export const QuestionCard = ({ question, number, value, saveState, disabled, onChange }: Props) => {
  const { t } = useTranslation();
  const multiple = isMultiple(question.questionType);
  const headingId = `question-${question.questionHisRefId}`;
  return (
    <section id={`q-${question.questionHisRefId}`} className={styles.question} aria-labelledby={headingId} tabIndex={-1}>
      <header className={styles.questionHead}>
        <span className={styles.questionNumber}>{t('exam.questionNumber', { number })}</span>
        <span className={styles.questionType}>{t(typeKey(question.questionType))}</span>
        {saveState && (
          <span className={`${styles.saveState} ${styles[`save_${saveState}`]}`} role="status">
            {t(saveState === 'saving' ? 'exam.saving' : saveState === 'saved' ? 'exam.saved' : 'exam.saveFailed')}
          </span>
        )}
      </header>
      <h2 id={headingId} className={styles.questionText}>
        {question.content}
      </h2>
      <div role={multiple ? 'group' : 'radiogroup'} aria-labelledby={headingId} className={styles.options}>
        {question.hisOptionList.map((option) => {
          const checked = value.includes(option.optionNo);
          return (
            <label key={option.optionNo} className={`${styles.option} ${checked ? styles.optionChecked : ''}`}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`answer-${question.questionHisRefId}`}
                value={option.optionNo}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(choose(question.questionType, value, option.optionNo))}
                className={styles.optionInput}
                aria-label={`${option.optionNo}. ${option.content}`}
              />
              <span className={styles.optionLetter} aria-hidden="true">
                {option.optionNo}
              </span>
              <span className={styles.optionText}>{option.content}</span>
            </label>
          );
        })}
      </div>
    </section>
  );
};
