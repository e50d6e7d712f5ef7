import { useEffect, type RefObject } from 'react';

/**
 * Closes an open panel (a dropdown, a popover) as antd's popover did: a press
 * outside `container` (trigger and panel) closes it; Escape closes it and returns focus to the
 * trigger when the focus was inside, so a keyboard user is not left on a vanished link.
 */
export const useDismiss = (open: boolean, close: () => void, container: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = container.current?.contains(document.activeElement) ?? false;
      close();
      if (focusInside) trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, container, trigger]);
};
