import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The code of an invitation e-mail's link (?code=…), or ''. */
export const useLinkCode = (): string => {
  const [params] = useSearchParams();
  return params.get('code')?.trim() ?? '';
};

/** Checks the link's code once on arrival, so the learner sees what it enrols in. */
export const useCheckLinkCode = (linkCode: string, check: () => Promise<unknown>) => {
  const autoChecked = useRef(false);
  useEffect(() => {
    if (autoChecked.current || !linkCode) return;
    autoChecked.current = true;
    void check();
  }, [linkCode, check]);
};
