import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSite } from '@/shared/site/site-context';
import { classroomsKey } from '../api/query-classrooms';
import { practicalExamsKey } from '../api/query-practical-exams';

/**
 * After an enrol or a cancel (or a refusal that says the list is stale): both seat lists and,
 * through `onJourneyChanged`, the learner's detail (status and wizard move with a seat).
 */
export const useSeatRefresh = (certificationId: number, userId: number | null, onJourneyChanged: () => void) => {
  const client = useQueryClient();
  const { siteInfo, languageId } = useSite();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: classroomsKey(siteInfo.siteId, languageId, certificationId, userId) });
    void client.invalidateQueries({ queryKey: practicalExamsKey(siteInfo.siteId, languageId, certificationId, userId) });
    onJourneyChanged();
  }, [certificationId, client, languageId, onJourneyChanged, siteInfo.siteId, userId]);
};
