import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { clearToasts, ToastHost } from '@/shared/ui/toast';
import { AvatarUpload } from './avatar-upload';

const pick = (container: HTMLElement, file: File) => {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

const bytes = (size: number) => new Uint8Array(size);

/** Rendered beside the shell's toast host: the warnings are its toasts, not antd's message. */
const withToasts = (ui: ReactNode) =>
  renderWithSite(
    <>
      <div data-testid="toasts">
        <ToastHost />
      </div>
      {ui}
    </>,
  );
const toastSaying = (text: string) => within(screen.getByTestId('toasts')).findByText(text);

afterEach(() => {
  act(() => clearToasts());
  vi.restoreAllMocks();
});

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
