import { useTranslation } from 'react-i18next';
import { kindKey } from '../model/origin-label';
import styles from './exam.module.css';

type Props = { relationType: number; examType?: number; name: string; questionCount: number | null };

/** The navy band above a paper, a result or the start screen: kind, exam name, number of questions. */
export const ExamHeader = ({ relationType, examType = 1, name, questionCount }: Props) => {
  const { t } = useTranslation();
  return (
    <header className={styles.head}>
      <div className={styles.headInner}>
        <span className={styles.kind}>{t(kindKey(relationType, examType))}</span>
        <h1 className={styles.title}>{name}</h1>
        {questionCount !== null && <p className={styles.meta}>{t('exam.questionCount', { count: questionCount })}</p>}
      </div>
    </header>
  );
};
