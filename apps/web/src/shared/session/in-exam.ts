import { useSyncExternalStore } from 'react';

/**
 * The global "in exam" flag (certification document sections 2 and 4): the exam page sets it
 * when an exam starts and clears it after submit; while it is set, Log out only explains that
 * logging out is not possible during an exam.
 */
let inExam = false;
const listeners = new Set<() => void>();

export const setInExam = (value: boolean): void => {
  if (inExam === value) return;
  inExam = value;
  listeners.forEach((listener) => listener());
};

export const isInExam = (): boolean => inExam;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useInExam = (): boolean => useSyncExternalStore(subscribe, isInExam, isInExam);
