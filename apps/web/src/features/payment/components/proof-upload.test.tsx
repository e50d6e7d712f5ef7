import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/test/render-with-site';
import { clearToasts, ToastHost } from '@/shared/ui/toast';
import { ProofUpload } from './proof-upload';

const pick = (container: HTMLElement, file: File) => {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

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

describe('ProofUpload (the shared image upload)', () => {
  it('refuses a file that is not jpeg, jpg or png with the spec warning, sending nothing', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const { container } = withToasts(<ProofUpload disabled={false} existing={null} onUploaded={() => {}} onUploadingChange={() => {}} />);
    pick(container, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(await toastSaying('Only jpeg, jpg or png images can be uploaded.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses a 6 MB image with the size warning, sending nothing', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const { container } = withToasts(<ProofUpload disabled={false} existing={null} onUploaded={() => {}} onUploadingChange={() => {}} />);
    pick(container, new File([new Uint8Array(6 * 1024 * 1024)], 'scan.png', { type: 'image/png' }));
    expect(await toastSaying('The image must be smaller than 5 MB.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
