import { describe, expect, it } from 'vitest';
import { journeyStatusOf, type JourneyFacts } from './journey-status';

/** An approved self-paced learner with nothing done yet (general programme: 12 credits). */
const base: JourneyFacts = {
  enrolment: { state: 'approved', learningType: 0 },
  hasPracticalExam: false,
  credits: 0,
  requiredCredits: 12,
  learningStarted: false,
  theoryPassed: false,
  practicalEnrolled: false,
  practicalPassed: false,
  application: null,
  certificate: null,
};
const facts = (o: Partial<JourneyFacts>): JourneyFacts => ({ ...base, ...o });
const flags = (s: string) => s.split('');

describe('journeyStatusOf: every row of the table of decision 0010', () => {
  it.each<[string, Partial<JourneyFacts>, number, number, string]>([
    ['no enrolment', { enrolment: null }, 0, 0, '0000000'],
    ['enrolment rejected', { enrolment: { state: 'rejected', learningType: 0 } }, 0, 1, '0000000'],
    ['enrolment reset (two failed theory exams)', { enrolment: { state: 'reset', learningType: 0 }, credits: 12 }, 0, 0, '0000000'],
    ['enrolment pending review', { enrolment: { state: 'pending', learningType: 0 } }, 0, 3, '0000000'],
    ['a valid certificate', { theoryPassed: true, credits: 12, application: { state: 'approved' }, certificate: { state: 'valid' } }, 6, 0, '1110011'],
    [
      'an about-to-expire certificate',
      { theoryPassed: true, credits: 12, application: { state: 'approved' }, certificate: { state: 'aboutToExpire' } },
      6,
      0,
      '1110011',
    ],
    [
      'an expired certificate still shows approved (renewal, not a new application)',
      { theoryPassed: true, credits: 12, certificate: { state: 'expired' } },
      6,
      0,
      '1110011',
    ],
    ['a pending application', { theoryPassed: true, credits: 12, application: { state: 'pending' } }, 5, 0, '1110010'],
    ['theory passed, no practical exam', { theoryPassed: true, credits: 12 }, 4, 0, '1110000'],
    [
      'theory passed, practical exam done',
      { theoryPassed: true, credits: 12, hasPracticalExam: true, practicalEnrolled: true, practicalPassed: true },
      4,
      0,
      '1111100',
    ],
    ['theory passed, practical exam outstanding', { theoryPassed: true, credits: 12, hasPracticalExam: true }, 3, 0, '1110000'],
    ['theory passed, enrolled in the practical exam', { theoryPassed: true, credits: 12, hasPracticalExam: true, practicalEnrolled: true }, 3, 0, '1111000'],
    ['a rejected application: apply again', { theoryPassed: true, credits: 12, application: { state: 'rejected' } }, 4, 0, '1110000'],
    ['a revoked certificate does not count', { theoryPassed: true, credits: 12, certificate: { state: 'revoked' } }, 4, 0, '1110000'],
    ['credits reached (self-paced)', { credits: 12, learningStarted: true }, 2, 0, '1100000'],
    ['credits above the requirement', { credits: 15, learningStarted: true }, 2, 0, '1100000'],
    ['classroom: no seat yet (approved tip)', { enrolment: { state: 'approved', learningType: 1 } }, 0, 2, '1000000'],
    ['classroom: a seat in a training not yet held is learning', { enrolment: { state: 'approved', learningType: 1 }, trainingBooked: true }, 1, 0, '1100000'],
    [
      'classroom: a training that took place opens the exam, no credits needed',
      { enrolment: { state: 'approved', learningType: 1 }, trainingBooked: true, trainingFinished: true },
      2,
      0,
      '1100000',
    ],
    ['classroom: credits reached before switching still open the exam', { enrolment: { state: 'approved', learningType: 1 }, credits: 12 }, 2, 0, '1100000'],
    ['course: a finished training does not replace the credits', { trainingBooked: true, trainingFinished: true, credits: 3 }, 1, 0, '1100000'],
    ['approved, no course started yet', {}, 0, 2, '1000000'],
    ['approved, learning started', { learningStarted: true }, 1, 0, '1100000'],
    ['approved, some credits but below the requirement', { credits: 3 }, 1, 0, '1100000'],
    ['vendor: 9 credits reach the requirement', { credits: 9, requiredCredits: 9 }, 2, 0, '1100000'],
  ])('%s', (_name, o, status, childStatus, detail) => {
    expect(journeyStatusOf(facts(o))).toEqual({ status, childStatus, processDetail: flags(detail) });
  });

  it('a pending or rejected enrolment ignores every other fact', () => {
    const done = { theoryPassed: true, credits: 12, certificate: { state: 'valid' as const } };
    expect(journeyStatusOf(facts({ ...done, enrolment: { state: 'pending', learningType: 1 } })).status).toBe(0);
    expect(journeyStatusOf(facts({ ...done, enrolment: { state: 'rejected', learningType: 0 } })).childStatus).toBe(1);
  });

  it('a certificate wins over a pending application, a pending application over a pass', () => {
    expect(journeyStatusOf(facts({ theoryPassed: true, application: { state: 'pending' }, certificate: { state: 'valid' } })).status).toBe(6);
    expect(journeyStatusOf(facts({ theoryPassed: true, application: { state: 'pending' } })).status).toBe(5);
  });

  it('always answers seven flags', () => {
    expect(journeyStatusOf(base).processDetail).toHaveLength(7);
  });
});
