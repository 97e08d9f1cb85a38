import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { afterPageInteractive } from './afterInteractive';
import { backgroundVideoMode, browserPrefersReducedMotion, browserSavesData, REDUCED_MOTION_QUERY } from './playback';
import posterUrl from './roofs-poster.webp';
import videoUrl from './roofs.webm';
import './backgroundVideo.css';

/** A pause lasts for the visit: moving between the sign-in pages does not start the video again. */
let pausedThisVisit = false;

function subscribeToMotionPreference(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The sign-in pages' backdrop: rooftops drifting under a dawn sky, muted and looping. Decorative, so
 * hidden from assistive technology; the one control is the Pause button that WCAG 2.2.2 asks for
 * motion longer than five seconds.
 */
export function BackgroundVideo() {
  const prefersReducedMotion = useSyncExternalStore(subscribeToMotionPreference, browserPrefersReducedMotion);
  const [pausedByPerson, setPausedByPerson] = useState(pausedThisVisit);
  const [pageReady, setPageReady] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const mode = backgroundVideoMode({ prefersReducedMotion, savesData: browserSavesData(), pausedByPerson });

  useEffect(() => afterPageInteractive(() => setPageReady(true)), []);

  const playing = mode === 'play' && pageReady;
  useEffect(() => {
    const element = video.current;
    if (!element || !playing) return;
    // React sets `muted` as a property only; autoplay rules read it before play().
    element.muted = true;
    // A refused play (a browser's autoplay policy) leaves the poster, which is all the decoration needs.
    element.play().catch(() => undefined);
  }, [playing]);

  if (mode === 'none') return null;

  const setPaused = (paused: boolean) => {
    pausedThisVisit = paused;
    setPausedByPerson(paused);
  };

  return (
    <>
      <div className="background-video" aria-hidden="true">
        {playing ? (
          <video
            ref={video}
            className="background-video-media"
            src={videoUrl}
            poster={posterUrl}
            muted
            loop
            playsInline
            preload="none"
            tabIndex={-1}
          />
        ) : (
          pageReady && <img className="background-video-media" src={posterUrl} alt="" />
        )}
      </div>
      {!prefersReducedMotion && (
        <button type="button" className="background-video-toggle" onClick={() => setPaused(!pausedByPerson)}>
          {pausedByPerson ? 'Play background video' : 'Pause background video'}
        </button>
      )}
    </>
  );
}
