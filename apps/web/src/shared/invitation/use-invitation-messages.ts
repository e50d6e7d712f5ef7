import { useEffect, useState } from 'react';
import type { ApiFailure } from '@/shared/api/api-client';
import { placeInvitationFailure } from './invitation-code';

/**
 * The two message places of an invitation-code dialog (cert §8): `notice` above the form (10018,
 * 10019) and `fieldError` under the code field (every other code); 10026 closes the dialog. Both
 * clear when the dialog closes.
 */
export const useInvitationMessages = (open: boolean, networkText: string, onClose: () => void) => {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (open) return;
    setFieldError(null);
    setNotice(null);
  }, [open]);

  const showFailure = (failure: ApiFailure) => {
    const place = placeInvitationFailure(failure, networkText);
    if (place.where === 'close') onClose();
    else if (place.where === 'notice') setNotice(place.text);
    else if (place.where === 'field') setFieldError(place.text);
  };
  const clear = () => {
    setFieldError(null);
    setNotice(null);
  };
  return { fieldError, setFieldError, notice, showFailure, clear };
};
