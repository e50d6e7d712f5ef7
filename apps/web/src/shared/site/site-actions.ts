import { createContext, useContext } from 'react';

/** Changes of the visit's site state that only the app can make; features call them through here. */
export type SiteActions = {
  /**
   * Switches the whole UI to another language of the site, in place (no reload), and remembers
   * it in the language cookie; `countryCode` is the country it was chosen for.
   */
  switchLanguage: (languageId: number, countryCode?: string) => Promise<void>;
};

export const SiteActionsContext = createContext<SiteActions>({
  switchLanguage: async () => {},
});

export const useSiteActions = (): SiteActions => useContext(SiteActionsContext);
