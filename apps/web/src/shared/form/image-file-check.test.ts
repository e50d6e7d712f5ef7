import { AVATAR_ALLOWED_EXTENSIONS, AVATAR_ALLOWED_MIME_TYPES, AVATAR_MAX_BYTES } from '@credo/contracts/constants';
import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-file-check';

const avatar = { maxBytes: AVATAR_MAX_BYTES, mimeTypes: AVATAR_ALLOWED_MIME_TYPES, extensions: AVATAR_ALLOWED_EXTENSIONS };

describe('checkImageFile', () => {
  it('accepts JPG and PNG up to 200 KB (204,800 bytes)', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 204_800 }, avatar)).toBeNull();
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 1 }, avatar)).toBeNull();
  });

  it('refuses other types first, then oversized files', () => {
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 10 }, avatar)).toBe('type');
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 999_999 }, avatar)).toBe('type');
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 204_801 }, avatar)).toBe('size');
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(checkImageFile({ name: 'photo.JPEG', type: '', size: 10 }, avatar)).toBeNull();
    expect(checkImageFile({ name: 'photo.webp', type: '', size: 10 }, avatar)).toBe('type');
  });
});
