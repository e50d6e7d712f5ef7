/**
 * The committed demo clips (apps/server/assets/videos, made by generate.sh). The seed copies each
 * into storage under videos/<file>.mp4 and records one `videos` row per clip.
 */
export const CLIPS = {
  camera: { file: 'camera-basics.mp4', durationSeconds: 5 },
  nvr: { file: 'nvr-recording.mp4', durationSeconds: 4 },
  access: { file: 'access-control.mp4', durationSeconds: 5 },
  alarm: { file: 'intrusion-alarm.mp4', durationSeconds: 4 },
  thermal: { file: 'thermal-imaging.mp4', durationSeconds: 6 },
  robot: { file: 'robotics-intro.mp4', durationSeconds: 3 },
} as const;
export type ClipKey = keyof typeof CLIPS;

export const videoStorageKey = (k: ClipKey) => `videos/${CLIPS[k].file}`;
export const VIDEO_MIME = 'video/mp4';
