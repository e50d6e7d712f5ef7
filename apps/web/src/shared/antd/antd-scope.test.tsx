import { render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '@/test/media-query-list';
import { AntdScope } from './antd-scope';

/** The visitor's system: asks for reduced motion (`reduce`) or not. */
const prefersReducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, reduce && query === '(prefers-reduced-motion: reduce)'));

const openDialog = () =>
  render(
    <AntdScope>
      <Modal open title="Cancel your seat?" footer={null}>
        body
      </Modal>
    </AntdScope>,
  );

/** antd's motion classes on the dialog box and its mask while they zoom and fade in. */
const motionClasses = () =>
  [...document.querySelectorAll('[class*="-zoom"], [class*="-fade"]')]
    .map((element) => element.className)
    .filter((name) => /-(zoom|fade)-(appear|enter)/.test(name));

describe('AntdScope and reduced motion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('animates a dialog in by default', async () => {
    prefersReducedMotion(false);
    openDialog();
    await screen.findByRole('dialog');
    // The zoom runs (its active step) and ends only on the browser's animationend.
    await waitFor(() => expect(motionClasses().join(' ')).toContain('-zoom-appear-active'));
  });

  it('shows a dialog at once, without antd motion, when the visitor prefers reduced motion', async () => {
    prefersReducedMotion(true);
    openDialog();
    await screen.findByRole('dialog');
    // Only the instant prepare step (where the dialog takes its place) and then no motion class.
    await waitFor(() => expect(motionClasses()).toEqual([]));
    expect(screen.getByRole('dialog').className).not.toContain('-active');
  });
});
