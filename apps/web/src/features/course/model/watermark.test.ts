import { WATERMARK } from '@credo/contracts/constants';
import { describe, expect, it } from 'vitest';
import { drawWatermark, watermarkPlacements } from './watermark';

const rotate = ({ x, y }: { x: number; y: number }, deg: number) => {
  const r = (deg * Math.PI) / 180;
  return { x: x * Math.cos(r) - y * Math.sin(r), y: x * Math.sin(r) + y * Math.cos(r) };
};

describe('watermarkPlacements', () => {
  it('spaces rows by 250 (commerce §9) and columns by at least 250 and the text width', () => {
    const points = watermarkPlacements(1300, 800, 120);
    const rows = [...new Set(points.map((p) => p.y))].sort((a, b) => a - b);
    expect(rows[1] - rows[0]).toBe(WATERMARK.spacing);
    const row0 = points
      .filter((p) => p.y === 0)
      .map((p) => p.x)
      .sort((a, b) => a - b);
    expect(row0[1] - row0[0]).toBe(250);
    const wide = watermarkPlacements(1300, 800, 400)
      .filter((p) => p.y === 0)
      .map((p) => p.x)
      .sort((a, b) => a - b);
    expect(wide[1] - wide[0]).toBeGreaterThanOrEqual(400);
  });

  it('covers every corner of the canvas after the -45 degree rotation, at any size', () => {
    for (const [w, h] of [
      [1300, 800],
      [343, 193],
      [2560, 1440],
    ]) {
      const onCanvas = watermarkPlacements(w, h, 180)
        .map((p) => rotate(p, WATERMARK.rotateDeg))
        .map((p) => ({ x: p.x + w / 2, y: p.y + h / 2 }));
      for (const [cx, cy] of [
        [0, 0],
        [w, 0],
        [0, h],
        [w, h],
        [w / 2, h / 2],
      ]) {
        const nearest = Math.min(...onCanvas.map((p) => Math.hypot(p.x - cx, p.y - cy)));
        expect(nearest, `${w}x${h} corner ${cx},${cy}`).toBeLessThanOrEqual(WATERMARK.spacing);
      }
    }
  });
});

describe('drawWatermark', () => {
  it('draws the text rotated -45 degrees around the centre, and nothing for an empty text', () => {
    const calls: string[] = [];
    const texts: string[] = [];
    const ctx = {
      save: () => calls.push('save'),
      restore: () => calls.push('restore'),
      clearRect: () => calls.push('clear'),
      setTransform: () => undefined,
      translate: (x: number, y: number) => calls.push(`translate ${x},${y}`),
      rotate: (r: number) => calls.push(`rotate ${Math.round((r * 180) / Math.PI)}`),
      fillText: (t: string) => texts.push(t),
      measureText: () => ({ width: 150 }) as TextMetrics,
      font: '',
      fillStyle: '',
      textAlign: 'start',
      textBaseline: 'alphabetic',
      shadowColor: '',
      shadowBlur: 0,
    } as unknown as CanvasRenderingContext2D;
    drawWatermark(ctx, 'ada@example.test', 1300, 800);
    expect(calls).toContain('translate 650,400');
    expect(calls).toContain('rotate -45');
    expect(texts.length).toBeGreaterThan(10);
    expect(new Set(texts)).toEqual(new Set(['ada@example.test']));
    texts.length = 0;
    drawWatermark(ctx, '', 1300, 800);
    expect(texts).toHaveLength(0);
  });
});
