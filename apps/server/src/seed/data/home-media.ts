import type { Motif } from './banners';

/**
 * Demo images of the home page content, drawn by apps/server/assets/media/generate-media.ts:
 * news covers (news/<key>.svg, artwork without text so one image serves every language) and
 * illustrated portraits (people/portrait-<n>.svg) for trainers and commenters.
 */
export const homeMedia = {
  news: (key: string) => `/media/news/${key}.svg`,
  portrait: (n: number) => `/media/people/portrait-${n}.svg`,
};

export type HairStyle = 'short' | 'long' | 'bun' | 'bald' | 'scarf' | 'curly';
export type Portrait = { bg: string; skin: string; hair: string; style: HairStyle; shirt: string; glasses?: boolean; beard?: boolean };

/** Sixteen people of varied looks; trainers and commenters point at them by index. */
export const PORTRAITS: Portrait[] = [
  { bg: '#dbeafe', skin: '#f2c9a5', hair: '#8a4b2a', style: 'long', shirt: '#1456b8' },
  { bg: '#e0f2f1', skin: '#c68a5e', hair: '#1f1a17', style: 'short', shirt: '#0f7c8c', beard: true },
  { bg: '#fde68a', skin: '#eac29b', hair: '#111827', style: 'bun', shirt: '#5b2a86', glasses: true },
  { bg: '#fee2e2', skin: '#d9a27c', hair: '#3b2a20', style: 'short', shirt: '#334155' },
  { bg: '#ede9fe', skin: '#f5d0b5', hair: '#d9a441', style: 'long', shirt: '#0b1f3a', glasses: true },
  { bg: '#d1fae5', skin: '#7a4a2e', hair: '#141414', style: 'bald', shirt: '#145c52', beard: true },
  { bg: '#e0e7ff', skin: '#d7a27a', hair: '#1e3a8a', style: 'scarf', shirt: '#1e3a8a' },
  { bg: '#fef3c7', skin: '#b97c54', hair: '#201814', style: 'short', shirt: '#7c2d12', beard: true },
  { bg: '#fce7f3', skin: '#f4cdb0', hair: '#b45309', style: 'long', shirt: '#be185d' },
  { bg: '#e2e8f0', skin: '#e6b48e', hair: '#4b2e1e', style: 'curly', shirt: '#2563eb', glasses: true },
  { bg: '#ccfbf1', skin: '#a8704b', hair: '#0f0f0f', style: 'bun', shirt: '#0f766e' },
  { bg: '#dbeafe', skin: '#f0c8a0', hair: '#a16207', style: 'short', shirt: '#475569', glasses: true },
  { bg: '#f3e8ff', skin: '#c98d63', hair: '#6b21a8', style: 'scarf', shirt: '#6b21a8' },
  { bg: '#ffedd5', skin: '#f6d2b8', hair: '#7f1d1d', style: 'curly', shirt: '#d9480f' },
  { bg: '#e0f2fe', skin: '#eec3a0', hair: '#27272a', style: 'long', shirt: '#0369a1', glasses: true },
  { bg: '#ecfccb', skin: '#8d5a3b', hair: '#18181b', style: 'short', shirt: '#3f6212' },
];

/** Cover artwork of each news item: motif, gradient and accent. */
export const NEWS_ART: Record<string, [Motif, from: string, to: string, accent: string]> = {
  'exam-centres': ['classroom', '#06343a', '#0f7c8c', '#f4d35e'],
  'v2-exams': ['badge', '#10213f', '#5b2a86', '#ffb703'],
  'mena-classrooms': ['classroom', '#3b1f0b', '#b45309', '#fde68a'],
  'cyber-course': ['shield', '#0b1f3a', '#1456b8', '#2ec4b6'],
  milestone: ['badge', '#0b1f3a', '#0f7c8c', '#ffd166'],
  'thermal-webinars': ['heat', '#1d0b2e', '#b83b0f', '#ffc400'],
  'mobile-learning': ['grid', '#10213f', '#334e8c', '#8ecae6'],
  'expert-pilot': ['badge', '#1f2933', '#3e5c76', '#ffb703'],
  'micro-fire-prevention': ['heat', '#1d0b2e', '#b83b0f', '#ffc400'],
  'micro-drone': ['grid', '#2a1033', '#9a3412', '#fdba74'],
  'micro-level2': ['badge', '#1d0b2e', '#d9480f', '#ffc400'],
  'micro-emissivity': ['lens', '#2a0f1a', '#b91c1c', '#fcd34d'],
  'micro-buildings': ['heat', '#0f172a', '#7c2d12', '#fb923c'],
  'micro-community': ['classroom', '#1d0b2e', '#c2410c', '#fde047'],
  'robot-fleet': ['robot', '#14191f', '#145c52', '#00e0a4'],
  'robot-safety-standard': ['shield', '#111827', '#0f766e', '#5eead4'],
  'robot-practical': ['robot', '#0f172a', '#155e75', '#67e8f9'],
  'robot-webinar': ['classroom', '#14191f', '#14532d', '#86efac'],
  'robot-mapping': ['grid', '#111827', '#145c52', '#00e0a4'],
  'robot-partners': ['badge', '#14191f', '#0f766e', '#facc15'],
};
