import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignCreateBody, campaignIdQuery, campaignPreview, campaignPreviewQuery, campaignView } from '@credo/contracts/campaign';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { staffOf, staffOnly } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { campaignDetail, listCampaigns } from '../notification/index';
import { createCampaignAudited, previewCampaignFor, sendCampaign } from './staff-campaign.service';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const tags = ['staff', 'campaign'];

/** Campaign mail (issue 20, decision 0021): staff of a tenant write, preview and send campaigns to its learners. */
export const staffCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff/campaign/create',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary:
          'Creates a draft campaign: subject and body per language, the audience (a site of the tenant, optionally holders of a valid certificate of a type or learners enrolled in a certification)',
        description:
          'A learner gets the campaign in their language when it is written in it, else in defaultLanguage (which must be among texts). Learners who turned campaign mail off are skipped when it is sent. Written to the staff audit log (campaign.create).',
        body: siteParams.extend(campaignCreateBody.shape),
        response: { 200: envelopeOf(campaignView), ...errors },
      },
    },
    async (req) => {
      const { audienceSiteId, ...rest } = req.body;
      return ok(await createCampaignAudited(app.db, staffOf(req), { ...rest, siteId: audienceSiteId }));
    },
  );

  app.get(
    '/staff/campaign/list',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: "The tenant's campaigns, newest first, with their progress",
        querystring: siteParams,
        response: { 200: envelopeOf(z.array(campaignView)), ...errors },
      },
    },
    async (req) => ok(await listCampaigns(app.db, staffOf(req).tenantId)),
  );

  app.get(
    '/staff/campaign/detail',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'One campaign and its progress: queued (in the outbox), sent (delivered to the SMTP server), skipped (campaign mail turned off, account gone)',
        querystring: siteParams.extend(campaignIdQuery.shape),
        response: { 200: envelopeOf(campaignView), ...errors },
      },
    },
    async (req) => ok(await campaignDetail(app.db, staffOf(req).tenantId, req.query.campaignId)),
  );

  app.get(
    '/staff/campaign/preview',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'The campaign mail as a learner of `lang` gets it (HTML, text and headers), addressed to the staff member',
        querystring: siteParams.extend(campaignPreviewQuery.shape),
        response: { 200: envelopeOf(campaignPreview), ...errors },
      },
    },
    async (req) => ok(await previewCampaignFor(app.db, staffOf(req), req.query.campaignId, req.query.lang)),
  );

  app.post(
    '/staff/campaign/send',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Sends a draft campaign: one mail per learner of the audience who has not turned campaign mail off, queued in batches in the background',
        description:
          'Answers at once with the progress so far (state sending); poll detail for queued, sent and skipped. A second send, concurrent or later, starts nothing: each learner gets the campaign once (unique per campaign and learner). Written to the staff audit log (campaign.send).',
        body: siteParams.extend(campaignIdQuery.shape),
        response: { 200: envelopeOf(campaignView), ...errors },
      },
    },
    async (req) =>
      ok(
        await sendCampaign(app.db, staffOf(req), req.body.campaignId, (err) =>
          app.log.error({ err, campaignId: req.body.campaignId }, 'campaign fan-out failed'),
        ),
      ),
  );
};
