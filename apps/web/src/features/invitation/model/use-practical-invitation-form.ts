import { ErrorCode } from '@credo/contracts/errors';
import type { InvitationDetail, InvitationSession } from '@credo/contracts/invitation';
import type { PracticalExamSeatResult } from '@credo/contracts/training';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyCare, type CareAnswers } from '@/shared/training/care-fields';
import { enrolByInvitationCode } from '../api/enrol-by-invitation-code';
import { getInvitationDetail } from '../api/get-invitation-detail';
import { getPracticalExam } from '../api/get-practical-exam';
import { problemOf, type InvitationProblem } from './invitation-failure';

/** Invitation relation type of a practical-exam code (decision 0011). */
export const PRACTICAL_RELATION = 2;

/**
 * Refusals about the learner or the session, not the code (theory not passed 501, 10002, 10008,
 * 10009, 10010, 10013, 10024): shown in the notice above the form, without marking the code invalid.
 */
const NOT_ABOUT_THE_CODE: readonly number[] = [
  ErrorCode.OTHER_ERROR,
  ErrorCode.DUPLICATE_SUBMIT,
  ErrorCode.PRACTICAL_EXAM_FULL,
  ErrorCode.PRACTICAL_EXAM_IN_PROGRESS,
  ErrorCode.CERTIFICATE_NOT_EXPIRED,
  ErrorCode.ENROLMENT_EXPIRED,
  ErrorCode.ALREADY_REGISTERED,
];

const placeEnrolFailure = (problem: InvitationProblem): InvitationProblem =>
  problem.where === 'field' && problem.code !== null && NOT_ABOUT_THE_CODE.includes(problem.code)
    ? { where: 'notice', code: problem.code, text: problem.text }
    : problem;

export type PracticalInvitationState = {
  code: string;
  /** The checked code's detail, when it is a practical-exam code. */
  detail: InvitationDetail | null;
  /** The checked code is a training (or certification) code: it belongs on /invitation. */
  otherType: boolean;
  care: CareAnswers;
  problem: InvitationProblem;
  checking: boolean;
  submitting: boolean;
  enrolled: { result: PracticalExamSeatResult; session: InvitationSession | null; certificationName: string | null } | null;
};

/**
 * The practical-exam invitation form (cert §2 /invitation/practical-exam, §5, §8; decision 0011):
 * an empty code shows the enter-invitation-code message and calls nothing; Check code (optional)
 * shows the code's session, and a code of another type shows the invalid message; Enrol sends
 * the code with the allergies and dietary requirements. Refusals are placed like /invitation
 * (`problemOf`). One request at a time.
 */
export const usePracticalInvitationForm = (initialCode: string) => {
  const { t } = useTranslation();
  const [code, setCodeValue] = useState(initialCode);
  const [detail, setDetail] = useState<InvitationDetail | null>(null);
  const [otherType, setOtherType] = useState(false);
  const [care, setCare] = useState<CareAnswers>(emptyCare);
  const [problem, setProblem] = useState<InvitationProblem>({ where: 'none' });
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [enrolled, setEnrolled] = useState<PracticalInvitationState['enrolled']>(null);
  const busy = useRef(false);

  const trimmed = code.trim();
  const requireCode = (): boolean => {
    if (trimmed) return true;
    setProblem({ where: 'field', code: null, text: t('invitation.codeRequired') });
    return false;
  };
  const wrongType = () => {
    setOtherType(true);
    setProblem({ where: 'field', code: null, text: t('invitation.practical.wrongType') });
  };

  const check = async () => {
    if (busy.current || !requireCode()) return;
    busy.current = true;
    setChecking(true);
    setProblem({ where: 'none' });
    setOtherType(false);
    const result = await getInvitationDetail(trimmed);
    busy.current = false;
    setChecking(false);
    if (!result.ok) {
      setDetail(null);
      setProblem(problemOf(result, t('invitation.offline')));
      return;
    }
    if (result.data.relationType !== PRACTICAL_RELATION) {
      setDetail(null);
      wrongType();
      return;
    }
    setDetail(result.data);
  };

  const submit = async (): Promise<boolean> => {
    if (busy.current || !requireCode()) return false;
    if (otherType) {
      wrongType();
      return false;
    }
    busy.current = true;
    setSubmitting(true);
    setProblem({ where: 'none' });
    const result = await enrolByInvitationCode({ code: trimmed, ...care });
    if (!result.ok) {
      busy.current = false;
      setSubmitting(false);
      setProblem(placeEnrolFailure(problemOf(result, t('invitation.offline'))));
      return false;
    }
    // The code's session, from the check or (unchecked code) from the session itself.
    let session = detail?.session ?? null;
    if (!session) {
      const exam = await getPracticalExam(result.data.practicalExamId);
      if (exam.ok)
        session = {
          id: exam.data.id,
          name: exam.data.practicalExamName,
          startAt: exam.data.startAt,
          endAt: exam.data.endAt,
          city: exam.data.city,
          countryCode: exam.data.countryCode,
        };
    }
    busy.current = false;
    setSubmitting(false);
    setEnrolled({ result: result.data, session, certificationName: detail?.certificationName ?? null });
    return true;
  };

  const setCode = (value: string) => {
    setCodeValue(value);
    // The detail on screen belongs to the code it was asked for.
    if (value.trim().toUpperCase() !== (detail?.code ?? '').toUpperCase()) setDetail(null);
    setOtherType(false);
    if (problem.where === 'field') setProblem({ where: 'none' });
  };

  const state: PracticalInvitationState = { code, detail, otherType, care, problem, checking, submitting, enrolled };
  return { state, setCode, setCare, check, submit };
};
