import { WATERMARK } from '@credo/contracts/constants';

export type WatermarkPlacement = { x: number; y: number };

const DEG = Math.PI / 180;

/**
 * Where the text goes on a canvas of `width` x `height` (commerce §9: spacing 250, text rotated
 * -45 degrees): a grid of rows and columns `spacing` apart in the rotated frame, anchored at the
 * canvas centre and large enough to cover the corners after the rotation. Points are in the
 * rotated frame (the canvas is translated to its centre and rotated before drawing). A column is
 * never narrower than the text, so long addresses do not run into each other.
 */
export const watermarkPlacements = (width: number, height: number, textWidth: number, spacing: number = WATERMARK.spacing): WatermarkPlacement[] => {
  const reach = Math.ceil(Math.hypot(width, height) / 2);
  const columnStep = Math.max(spacing, Math.ceil(textWidth + spacing / 4));
  const rowStep = spacing;
  const placements: WatermarkPlacement[] = [];
  const rows = Math.ceil(reach / rowStep);
  const columns = Math.ceil(reach / columnStep) + 1;
  for (let row = -rows; row <= rows; row++) {
    // Every other row shifts by half a column: a brick pattern leaves no clear diagonal band.
    const shift = row % 2 === 0 ? 0 : columnStep / 2;
    for (let column = -columns; column <= columns; column++) {
      placements.push({ x: column * columnStep + shift, y: row * rowStep });
    }
  }
  return placements;
};

export type WatermarkStyle = { font: string; fill: string; shadow: string };

export const WATERMARK_STYLE: WatermarkStyle = {
  font: '500 15px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  // Light text with a dark halo: readable on bright and dark frames, faint enough to watch through.
  fill: 'rgba(255, 255, 255, 0.32)',
  shadow: 'rgba(0, 0, 0, 0.35)',
};

type Canvas2D = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'clearRect'
  | 'setTransform'
  | 'translate'
  | 'rotate'
  | 'fillText'
  | 'measureText'
  | 'font'
  | 'fillStyle'
  | 'textAlign'
  | 'textBaseline'
  | 'shadowColor'
  | 'shadowBlur'
>;

/**
 * Draws the learner's e-mail over a canvas of `width` x `height` CSS pixels at `scale` device
 * pixels each (so the text is sharp on high-density screens).
 */
export const drawWatermark = (ctx: Canvas2D, text: string, width: number, height: number, scale = 1, style = WATERMARK_STYLE): void => {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width * scale, height * scale);
  if (!text) return;
  ctx.save();
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.font = style.font;
  ctx.fillStyle = style.fill;
  ctx.shadowColor = style.shadow;
  ctx.shadowBlur = 2;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.translate(width / 2, height / 2);
  ctx.rotate(WATERMARK.rotateDeg * DEG);
  for (const { x, y } of watermarkPlacements(width, height, ctx.measureText(text).width)) ctx.fillText(text, x, y);
  ctx.restore();
};
