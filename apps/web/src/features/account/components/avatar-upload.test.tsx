import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { clearToastsAfterEach, pick, toastSaying, withToasts } from '@/test/upload-kit';
import { AvatarUpload } from './avatar-upload';

const bytes = (size: number) => new Uint8Array(size);

clearToastsAfterEach();

describe('AvatarUpload', () => {
  it('refuses a file that is not JPG or PNG with the upload type warning, sending nothing', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const { container } = withToasts(<AvatarUpload user={testUser()} />);
    pick(container, new File([bytes(1000)], 'me.gif', { type: 'image/gif' }));
    expect(await toastSaying('Only JPG or PNG images can be uploaded.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses an image over 200 KB with the upload size warning, sending nothing', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const { container } = withToasts(<AvatarUpload user={testUser()} />);
    pick(container, new File([bytes(204_801)], 'me.png', { type: 'image/png' }));
    expect(await toastSaying('The image must be smaller than 200 KB.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows initials without a photo and offers an upload', () => {
    renderWithSite(<AvatarUpload user={testUser()} />);
    expect(screen.getByText('LN')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeTruthy();
    expect(screen.getByText('JPG or PNG, up to 200 KB.')).toBeTruthy();
  });
});
