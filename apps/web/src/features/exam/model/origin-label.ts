/** The i18n key of the way back to where the exam was opened from (cert §4). */
export const backLabelKey = (relationType: number): string => {
  switch (relationType) {
    case 0:
      return 'exam.backToCertification';
    case 1:
      return 'exam.backToCourse';
    case 2:
      return 'exam.backToTopic';
    default:
      return 'exam.backToLearning';
  }
};

/** The i18n key of what kind of exam this is. */
export const kindKey = (relationType: number, examType = 1): string => {
  if (examType === 2) return 'exam.kindExercise';
  switch (relationType) {
    case 0:
      return 'exam.kindTheory';
    case 1:
      return 'exam.kindQuiz';
    case 2:
      return 'exam.kindTopic';
    default:
      return 'exam.kindOther';
  }
};
