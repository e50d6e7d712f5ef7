/** The personal information edit page (section 2 route table), without site prefix or /mobile. */
export const PROFILE_EDIT_PATH = '/my-learning/edit';

/** Whether a router pathname (site prefix already stripped by the basename) is the edit page or its mobile twin. */
export const isProfileEditPath = (pathname: string): boolean => /^(\/mobile)?\/my-learning\/edit\/?$/.test(pathname);
