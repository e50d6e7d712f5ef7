import { PLAYBACK, type PlaybackInfo } from '@credo/contracts/learning';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { isGrantExpired } from '../model/playback-rules';
import styles from './learning.module.css';

type Props = {
  grant: PlaybackInfo;
  title: string;
  autoplay: boolean;
  /** Seek here once the metadata is known (resume); 0 plays from the start. */
  startAt: number;
  /** A position to save (the caller clamps it and queues the save). */
  onProgress: (seconds: number) => void;
  /** The signed URL expired or was refused: ask for a new one, resuming at `position`. */
  onExpired: (position: number, resume: boolean) => void;
  onPlaying: () => void;
  onFailed: () => void;
};

/**
 * The native player of one playback grant (mounted again, keyed by the grant, for each new URL).
 * It reports the position every PLAYBACK.saveEveryMs while playing and on pause, seek and end
 * (the end reports the media's own duration); the resume seek of loadedmetadata is not a save.
 * Native full screen is switched off (controlsList nofullscreen, no picture-in-picture): it would
 * show the bare video without the watermark, so the page's own button puts the whole player,
 * watermark included, in full screen instead.
 */
export const VideoSurface = ({ grant, title, autoplay, startAt, onProgress, onExpired, onPlaying, onFailed }: Props) => {
  const ref = useRef<HTMLVideoElement>(null);
  const ticks = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const resumeSeek = useRef(false);
  const wasPlaying = useRef(false);
  const latest = useRef({ onProgress });
  latest.current = { onProgress };

  const stopTicks = () => {
    clearInterval(ticks.current);
    ticks.current = undefined;
  };

  // Leaving this grant (another chapter, a renewal, the page) saves where a playing video was.
  useEffect(
    () => () => {
      clearInterval(ticks.current);
      const video = ref.current;
      if (video && wasPlaying.current && !video.ended) latest.current.onProgress(video.currentTime);
    },
    [],
  );

  const onLoadedMetadata = (e: SyntheticEvent<HTMLVideoElement>) => {
    const video = e.currentTarget;
    const duration = Number.isFinite(video.duration) ? video.duration : grant.durationSeconds;
    if (startAt > 0 && startAt < duration - 0.5) {
      resumeSeek.current = true;
      video.currentTime = startAt;
    }
  };

  const onPlay = (e: SyntheticEvent<HTMLVideoElement>) => {
    const video = e.currentTarget;
    if (isGrantExpired(grant.expiresAt)) {
      video.pause();
      onExpired(video.currentTime, true);
      return;
    }
    wasPlaying.current = true;
    stopTicks();
    ticks.current = setInterval(() => latest.current.onProgress(video.currentTime), PLAYBACK.saveEveryMs);
  };

  const onPause = (e: SyntheticEvent<HTMLVideoElement>) => {
    const video = e.currentTarget;
    stopTicks();
    wasPlaying.current = false;
    // At the end the pause comes first; `ended` then reports the full duration.
    if (!video.ended) onProgress(video.currentTime);
  };

  const onSeeked = (e: SyntheticEvent<HTMLVideoElement>) => {
    if (resumeSeek.current) {
      resumeSeek.current = false;
      return;
    }
    onProgress(e.currentTarget.currentTime);
  };

  const onEnded = (e: SyntheticEvent<HTMLVideoElement>) => {
    const video = e.currentTarget;
    stopTicks();
    wasPlaying.current = false;
    onProgress(Number.isFinite(video.duration) && video.duration > 0 ? video.duration : video.currentTime);
  };

  // A media error does not say why; the stream's own answer does: 403 means the signed link is
  // no longer good (expired, or the session changed), so a new grant is asked for.
  const onError = (e: SyntheticEvent<HTMLVideoElement>) => {
    const video = e.currentTarget;
    const position = video.currentTime || startAt;
    const resume = wasPlaying.current || autoplay;
    stopTicks();
    if (isGrantExpired(grant.expiresAt)) {
      onExpired(position, resume);
      return;
    }
    fetch(grant.url, { method: 'HEAD', credentials: 'same-origin' })
      .then((res) => (res.status === 403 ? onExpired(position, resume) : onFailed()))
      .catch(onFailed);
  };

  return (
    <video
      ref={ref}
      className={styles.video}
      src={grant.url}
      aria-label={title}
      controls
      controlsList="nodownload nofullscreen noremoteplayback"
      disablePictureInPicture
      playsInline
      preload="metadata"
      autoPlay={autoplay}
      onLoadedMetadata={onLoadedMetadata}
      onPlay={onPlay}
      onPlaying={onPlaying}
      onPause={onPause}
      onSeeked={onSeeked}
      onEnded={onEnded}
      onError={onError}
      // Chromium's double click would open native full screen, which drops the watermark.
      onDoubleClick={(e) => e.preventDefault()}
      onContextMenu={(e) => e.preventDefault()}
    />
  );
};
