import { footerLinks, seedRuns, seoConfigs, smartTryCampaignTexts, smartTryCampaigns, smartTryDistributors, smartTryProductTexts, smartTryProducts } from '../../db/schema/index';
import type { Tx } from '../insert';
import { LANG } from './languages';
import { siteDefs, siteLangs } from './sites';
import { footerLabelOf, SMART_TRY_PRODUCTS, SMART_TRY_TEXT } from './smart-try-text';
import { tenants } from './tenants';
import { DAY_MS } from '@credo/contracts/durations';

/**
 * The Smart Try demo (issue 21 item 3, decision 0025): on every site a campaign running from a
 * month ago to a year ahead, its text and products in each of the site's languages, three
 * distributors, the page's head (title, description) and its footer link under quick links (area 3).
 */
export const SMART_TRY_SEED = 'demo-smart-try';
export const SMART_TRY_CODE = 'smart-try-2026';
/** After the site's own quick links (seeded with sort 0..n). */
const FOOTER_SORT = 40;

const DISTRIBUTORS = ['Northgate Security Supply', 'Atlas Secure Distribution', 'Meridian Systems Trading'];
const CITY: Record<string, string> = {
  US: 'Chicago', GB: 'Manchester', AE: 'Dubai', ZA: 'Johannesburg', ES: 'Madrid', VN: 'Ho Chi Minh City', FR: 'Lyon', SG: 'Singapore',
  TR: 'Istanbul', ID: 'Jakarta', BR: 'São Paulo', PT: 'Lisbon', KR: 'Seoul', TH: 'Bangkok', AU: 'Sydney', SA: 'Riyadh', NG: 'Lagos',
  DE: 'Frankfurt', LK: 'Colombo',
};

/** Once per database (its own seed_runs row, so a kept ./data directory gets it too); true when inserted now. */
export async function seedSmartTryOnce(tx: Tx, now = new Date()): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: SMART_TRY_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  for (const site of siteDefs) {
    const brand = tenants.find((x) => x.id === site.tenantId)!.name;
    const langs = siteLangs(site);
    const [campaign] = await tx
      .insert(smartTryCampaigns)
      .values({ siteId: site.id, code: SMART_TRY_CODE, startsAt: new Date(now.getTime() - 30 * DAY_MS), endsAt: new Date(now.getTime() + 365 * DAY_MS) })
      .returning({ id: smartTryCampaigns.id });
    await tx.insert(smartTryCampaignTexts).values(
      langs.map((lang) => ({ campaignId: campaign.id, languageId: LANG[lang], ...pick(SMART_TRY_TEXT[lang], 'title', 'summary', 'body') })),
    );
    for (const [sort, p] of SMART_TRY_PRODUCTS.entries()) {
      const [product] = await tx
        .insert(smartTryProducts)
        .values({ campaignId: campaign.id, productType: p.type, imageUrl: p.image, sort })
        .returning({ id: smartTryProducts.id });
      await tx
        .insert(smartTryProductTexts)
        .values(langs.map((lang) => ({ productId: product.id, languageId: LANG[lang], name: p.name, description: SMART_TRY_TEXT[lang].products[p.type] })));
    }
    await tx
      .insert(smartTryDistributors)
      .values(DISTRIBUTORS.map((name, sort) => ({ campaignId: campaign.id, name, city: CITY[site.country] ?? '', sort })));
    // The mobile request page (/mobile/smart-try/detail) carries the same head as the campaign page.
    await tx.insert(seoConfigs).values(
      langs.flatMap((lang) => ['/smart-try', '/smart-try/detail'].map((url) => ({
        siteId: site.id,
        languageId: LANG[lang],
        url,
        title: SMART_TRY_TEXT[lang].seo[0].replace('{brand}', brand),
        description: SMART_TRY_TEXT[lang].seo[1],
      }))),
    );
    await tx
      .insert(footerLinks)
      .values(langs.map((lang) => ({ siteId: site.id, languageId: LANG[lang], areaKind: 3, linkTitle: footerLabelOf(lang), linkUrl: '/smart-try', linkImage: null, sort: FOOTER_SORT })));
  }
  return true;
}

const pick = <T, K extends keyof T>(o: T, ...keys: K[]) => Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;
