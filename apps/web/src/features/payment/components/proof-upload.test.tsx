import { describe, expect, it, vi } from 'vitest';
import { clearToastsAfterEach, pick, toastSaying, withToasts } from '@/test/upload-kit';
import { ProofUpload } from './proof-upload';

clearToastsAfterEach();

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
