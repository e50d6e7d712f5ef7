/**
 * Puts `text` on the clipboard. The Clipboard API exists only in secure contexts (https and
 * localhost); elsewhere, or when it refuses, a hidden text area and the copy command do it.
 * Resolves to false when neither worked, so the caller can say so.
 */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied (no permission, document not focused): try the fallback.
  }
  return copyWithCommand(text);
};

const copyWithCommand = (text: string): boolean => {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetBlockStart = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const focused = document.activeElement as HTMLElement | null;
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus?.();
  }
};
