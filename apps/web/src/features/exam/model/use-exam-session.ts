import type { SubmitAnswerResult } from '@credo/contracts/exam';
import { ErrorCode } from '@credo/contracts/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { setInExam } from '@/shared/session/in-exam';
import type { LoadedContent } from '../api/get-content';
import { saveAnswer } from '../api/save-answer';
import { submitAnswer } from '../api/submit-answer';
import { BUSY_RETRY, busyRetryDelayMs, isBusy } from '../api/busy-retry';
import { useLocation, useNavigate } from 'react-router';
import { invalidateAfterResult } from './after-result';
import { finishedState, rememberFinished } from './finished-attempts';
import { createAnswerQueue, type SaveState, type SendOutcome } from './answer-queue';
import { initialAnswers, toAnswerList, toAnswerValue, type AnswerMap, type Letters } from './answers';

/** Save refusals that no retry can fix: the time is over (30001) or the attempt was submitted (30003). */
const FINAL_SAVE_CODES: readonly number[] = [ErrorCode.EXAM_SUBMIT_FAILED, ErrorCode.EXAM_RENEW_FAILED];

export type ExamSession = {
  answers: AnswerMap;
  saveStates: Readonly<Record<number, SaveState>>;
  setAnswer: (questionId: number, letters: Letters) => void;
  /** Submits every answer (after the saves in flight); resolves true once the server recorded the attempt. */
  submit: () => Promise<boolean>;
  submitting: boolean;
  /** The server was busy (HTTP 503): the submit is sent again on its own at this Date.now() moment; null otherwise. */
  submitRetryAt: number | null;
  /** The submit's answer, once recorded. */
  outcome: SubmitAnswerResult | null;
  /** The server refused further answers (time over, or submitted elsewhere): the page submits at once. */
  closedByServer: boolean;
};

/**
 * One open attempt: the answers (starting from the saved ones, so a reload resumes them), each saved
 * as it changes through the answer queue, the in-exam flag that blocks logout (set while the paper
 * is open, cleared after the submit and when the page goes away), and the submit. `finished` is
 * the outcome of an attempt already submitted from this history entry (finished-attempts.ts).
 */
export const useExamSession = (content: LoadedContent, finished: SubmitAnswerResult | null = null): ExamSession => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [answers, setAnswers] = useState<AnswerMap>(() => initialAnswers(content.questionHisList));
  const [saveStates, setSaveStates] = useState<Record<number, SaveState>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitRetryAt, setSubmitRetryAt] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<SubmitAnswerResult | null>(finished);
  const [closedByServer, setClosedByServer] = useState(false);
  const answersRef = useRef(answers);
  const inFlight = useRef<Promise<boolean> | null>(null);

  const types = useMemo(() => new Map(content.questionHisList.map((q) => [q.questionHisRefId, q.questionType])), [content.questionHisList]);

  const queue = useMemo(
    () =>
      createAnswerQueue({
        send: async (questionId, letters): Promise<SendOutcome> => {
          const result = await saveAnswer({
            paperHisRefId: content.paperHisRefId,
            questionHisId: questionId,
            answer: toAnswerValue(types.get(questionId) ?? 1, letters),
          });
          if (result.ok) return 'saved';
          if (result.kind === 'business' && FINAL_SAVE_CODES.includes(result.code)) return 'stop';
          if (result.kind === 'unauthorized') return 'stop';
          return 'retry';
        },
        onState: (questionId, state) => setSaveStates((prev) => ({ ...prev, [questionId]: state })),
        onStop: () => setClosedByServer(true),
      }),
    [content.paperHisRefId, types],
  );

  const alreadyFinished = finished !== null;
  useEffect(() => {
    if (alreadyFinished) return;
    setInExam(true);
    return () => setInExam(false);
  }, [content.paperHisRefId, alreadyFinished]);

  const setAnswer = useCallback(
    (questionId: number, letters: Letters) => {
      if (inFlight.current) return;
      answersRef.current = { ...answersRef.current, [questionId]: letters };
      setAnswers(answersRef.current);
      queue.push(questionId, letters);
    },
    [queue],
  );

  const submit = useCallback((): Promise<boolean> => {
    if (inFlight.current) return inFlight.current;
    setSubmitting(true);
    const run = (async () => {
      await queue.drain();
      // Answers are locked while a submit is in flight (setAnswer), so every try sends the same list.
      const body = {
        examRefId: content.examId,
        paperHisRefId: content.paperHisRefId,
        relationType: content.relationType,
        answerList: toAnswerList(content.questionHisList, answersRef.current),
      };
      let result = await submitAnswer(body);
      // "Busy, try again" (HTTP 503): nothing was submitted; sent again after Retry-After plus
      // jitter, one request at a time, so a learner never has two submits of their own in flight.
      for (let busy = 1; !result.ok && isBusy(result) && busy <= BUSY_RETRY.maxRetries; busy++) {
        const retryAt = Date.now() + busyRetryDelayMs(result.retryAfterSeconds);
        setSubmitRetryAt(retryAt);
        await new Promise((resolve) => setTimeout(resolve, retryAt - Date.now()));
        setSubmitRetryAt(null);
        result = await submitAnswer(body);
      }
      setSubmitRetryAt(null);
      setSubmitting(false);
      if (result.ok) {
        setInExam(false);
        setOutcome(result.data);
        // The history entry now shows this result, also after a switch to the other twin.
        rememberFinished({ content, outcome: result.data });
        void navigate(location.pathname + location.search + location.hash, { replace: true, state: finishedState(location.state, content.paperHisRefId) });
        void invalidateAfterResult(client);
        return true;
      }
      // Not recorded (connection lost …): answering and submitting go on; changed answers are saved again.
      inFlight.current = null;
      queue.resume();
      return false;
    })();
    inFlight.current = run;
    return run;
  }, [client, content, queue, navigate, location]);

  return { answers, saveStates, setAnswer, submit, submitting, submitRetryAt, outcome, closedByServer };
};
