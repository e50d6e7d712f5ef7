import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { clearToasts, ToastHost } from '@/shared/ui/toast';
import { renderWithSite } from './render-with-site';

/** Picks `file` in the rendered upload's file input, as a learner choosing it in the dialog does. */
export const pick = (container: HTMLElement, file: File) => {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

/** Rendered beside the shell's toast host: an upload's warnings are its toasts, not antd's message. */
export const withToasts = (ui: ReactNode) =>
  renderWithSite(
    <>
      <div data-testid="toasts">
        <ToastHost />
      </div>
      {ui}
    </>,
  );

export const toastSaying = (text: string) => within(screen.getByTestId('toasts')).findByText(text);

/** Each test starts with no toast of the one before it and no mock left over. */
export function clearToastsAfterEach() {
  afterEach(() => {
    act(() => clearToasts());
    vi.restoreAllMocks();
  });
}
