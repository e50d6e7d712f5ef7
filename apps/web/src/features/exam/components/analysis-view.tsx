import type { ExamAnswerDetails } from '@credo/contracts/exam';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './exam.module.css';

type Props = { details: ExamAnswerDetails; onBack: () => void };

/**
 * The answer analysis (cert §4, §6): steps only through the wrongly answered questions the server
 * lists; the learner's answer always, the correct answer when viewAnswer, the explanation when
 * viewAnswer and viewPaperAnalusis (the server leaves out what the flags hide).
 */
export const AnalysisView = ({ details, onBack }: Props) => {
  const { t } = useTranslation();
  const wrong = details.questionHisCheckList.filter((q) => q.answerPass !== '1');
  const [index, setIndex] = useState(0);
  const question = wrong[Math.min(index, wrong.length - 1)];
  const showAnswer = details.viewAnswer === '1';
  const showAnalysis = showAnswer && details.viewPaperAnalusis === '1';

  return (
    <section className={styles.analysis} aria-labelledby="exam-analysis-title">
      <div className={styles.analysisHead}>
        <h2 id="exam-analysis-title" className={styles.resultTitle}>
          {t('exam.analysisTitle')}
        </h2>
        {question && <span className={styles.analysisProgress}>{t('exam.analysisProgress', { current: index + 1, total: wrong.length })}</span>}
      </div>
      {!question ? (
        <p className={styles.resultNote}>{t('exam.noWrong')}</p>
      ) : (
        <article className={styles.analysisCard} aria-live="polite">
          <h3 className={styles.questionText}>{question.content}</h3>
          <ul className={styles.options}>
            {question.hisOptionList.map((option) => {
              const mine = question.userAnswer.includes(option.optionNo);
              const correct = showAnswer && (question.answer ?? []).includes(option.optionNo);
              const cls = correct ? styles.optionCorrect : mine ? styles.optionWrong : '';
              return (
                <li key={option.optionNo} className={`${styles.option} ${cls}`} data-mine={mine} data-correct={correct}>
                  <span className={styles.optionLetter} aria-hidden="true">
                    {option.optionNo}
                  </span>
                  <span className={styles.optionText}>
                    <span className={styles.srOnly}>{option.optionNo}. </span>
                    {option.content}
                  </span>
                  {mine && <span className={styles.tagMine}>{t('exam.yourAnswer')}</span>}
                  {correct && <span className={styles.tagCorrect}>{t('exam.correctAnswer')}</span>}
                </li>
              );
            })}
          </ul>
          <dl className={styles.answerFacts}>
            <div>
              <dt>{t('exam.yourAnswer')}</dt>
              <dd>{question.userAnswer.length > 0 ? question.userAnswer.join(', ') : t('exam.noAnswer')}</dd>
            </div>
            {showAnswer && question.answer && (
              <div>
                <dt>{t('exam.correctAnswer')}</dt>
                <dd>{question.answer.join(', ')}</dd>
              </div>
            )}
          </dl>
          {!showAnswer && <p className={styles.resultNote}>{t('exam.answersHidden')}</p>}
          {showAnalysis && question.analysis && (
            <div className={styles.explanation}>
              <h4>{t('exam.explanation')}</h4>
              <p>{question.analysis}</p>
            </div>
          )}
        </article>
      )}
      <div className={styles.analysisNav}>
        <Button onClick={onBack}>{t('exam.backToResult')}</Button>
        {wrong.length > 1 && (
          <span className={styles.analysisSteps}>
            <Button disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
              {t('exam.previous')}
            </Button>
            <Button type="primary" disabled={index >= wrong.length - 1} onClick={() => setIndex((i) => i + 1)}>
              {t('exam.next')}
            </Button>
          </span>
        )}
      </div>
    </section>
  );
};
