import { CURRENCY, countries } from './countries';
import { siteDefs } from './sites';

const countryName = new Map(countries.map((c) => [c.code, c.name]));

/**
 * Region entries per site: every country the site serves (type 0) in alphabetical order, then its
 * multi-country regions (type 1). On the EU site Poland pays in złoty and everyone else in euro.
 */
export function regionRows() {
  return siteDefs.flatMap((d) => {
    const codes = [...new Set([...d.offers.flatMap(([, cs]) => cs), ...(d.moreCountries ?? [])])];
    const named = codes.map((code) => {
      const name = countryName.get(code);
      if (!name) throw new Error(`Site ${d.id} serves unknown country ${code}`);
      return { code, name };
    }).sort((a, b) => a.name.localeCompare(b.name));
    const currencyOf = (code: string) => (d.flags?.isEu ? (code === 'PL' ? CURRENCY.PLN : CURRENCY.EUR) : d.currencies[0] ?? null);
    const single = named.map(({ code, name }, i) => ({ siteId: d.id, name, code, type: 0, currencyId: currencyOf(code), sort: i }));
    const multi = (d.multiRegions ?? []).map(([code, name, currencyId], i) => ({ siteId: d.id, name, code, type: 1, currencyId, sort: 100 + i }));
    return [...single, ...multi];
  });
}
