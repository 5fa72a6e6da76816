import {useEffect, useState} from 'react';

export type ExternalScriptStatus = 'loading' | 'loaded' | 'error';

/**
 * Adds `<script src>` to the document head while the calling component is mounted and
 * removes it when the component unmounts (leaving the page, including by client-side
 * navigation). Reports whether the script loaded or failed. The static HTML and the first
 * render say 'loading'; so does a null `src`, which adds nothing (yet).
 */
export function useExternalScript(src: string | null): ExternalScriptStatus {
  const [status, setStatus] = useState<ExternalScriptStatus>('loading');
  useEffect(() => {
    if (src === null) return undefined;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const onLoad = () => setStatus('loaded');
    const onError = () => setStatus('error');
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    document.head.appendChild(script);
    return () => {
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      script.remove();
    };
  }, [src]);
  return status;
}
