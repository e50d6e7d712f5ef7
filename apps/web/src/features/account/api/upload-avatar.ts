import { AVATAR_ALLOWED_EXTENSIONS, AVATAR_ALLOWED_MIME_TYPES, AVATAR_MAX_BYTES } from '@credo/contracts/constants';
import { AVATAR_FIELD } from '@credo/contracts/user';
import type { ImageFileRule } from '@/shared/form/image-file-check';

/** Avatar: JPG or PNG up to 200 KB (sections 5 and 9). */
export const AVATAR_RULE: ImageFileRule = {
  maxBytes: AVATAR_MAX_BYTES,
  mimeTypes: AVATAR_ALLOWED_MIME_TYPES,
  extensions: AVATAR_ALLOWED_EXTENSIONS,
};

export { AVATAR_FIELD };

/**
 * POST /user/image/upload, multipart field `image`; data is the image URL. antd's Upload sends
 * it (it reports progress), so the site parameters the api client adds elsewhere go in the query.
 */
export const avatarUploadUrl = (siteId: number, languageId: number): string =>
  `/api/user/image/upload?${new URLSearchParams({ siteId: String(siteId), languageId: String(languageId) })}`;
