import { Button, Input, Rate } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvaluate } from '../api/classroom-api';

/** evaluate/classroom: after the session, a participant rates it once (1–5) with an optional comment. */
export const EvaluationForm = ({ classroomId }: { classroomId: number }) => {
  const { t } = useTranslation();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const evaluate = useEvaluate(classroomId);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        evaluate.mutate({ score, comment });
      }}
    >
      <h2>{t('classroom.evaluate.title')}</h2>
      <Rate value={score} onChange={setScore} aria-label={t('classroom.evaluate.score')} />
      <Input.TextArea
        rows={3}
        maxLength={200}
        showCount
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        aria-label={t('classroom.evaluate.comment')}
      />
      <Button htmlType="submit" type="primary" disabled={score === 0} loading={evaluate.isPending} style={{ marginTop: 12 }}>
        {t('classroom.evaluate.submit')}
      </Button>
    </form>
  );
};
