import { WATERMARK } from '@credo/contracts/constants';
import { useEffect, useRef } from 'react';
import { drawWatermark } from '../model/watermark';
import styles from './learning.module.css';

/**
 * The learner's e-mail over the player (commerce §9: canvas 1300 x 800, spacing 250, text rotated
 * -45 degrees). The canvas starts at the spec's 1300 x 800 and is then redrawn at the player's own
 * size whenever that changes (layout, phone rotation, full screen), so the text keeps its size
 * and spacing and covers every corner instead of being stretched. It never takes a click
 * (pointer-events: none) and is hidden from assistive technology.
 */
export const Watermark = ({ text }: { text: string }) => {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const paint = () => {
      const width = canvas.clientWidth || WATERMARK.canvasWidth;
      const height = canvas.clientHeight || WATERMARK.canvasHeight;
      const scale = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      drawWatermark(ctx, text, width, height, scale);
    };
    paint();
    const observer = new ResizeObserver(paint);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [text]);

  return (
    <canvas
      ref={ref}
      className={styles.watermark}
      width={WATERMARK.canvasWidth}
      height={WATERMARK.canvasHeight}
      aria-hidden="true"
      data-testid="watermark"
      data-text={text}
    />
  );
};
