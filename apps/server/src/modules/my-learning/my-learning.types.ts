import type { RequestContext } from '../../platform/request-context';

/** The request facts My Learning needs: the learner's tenant bounds every journey it derives. */
export type LearnerCtx = Pick<RequestContext, 'siteId' | 'languageId' | 'tenantId'>;
