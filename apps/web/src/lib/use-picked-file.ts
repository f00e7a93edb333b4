import { useCallback, useEffect, useRef, useState } from 'react';

export interface PickedFile {
  file: File;
  /** An object URL for the preview, released when another file is picked or the component leaves. */
  url: string;
}

/** The picture a form has picked but not sent yet, with its preview address. */
export function usePickedFile(): [PickedFile | null, (file: File | null) => void] {
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const current = useRef(picked);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
    },
    [],
  );
  const pick = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = file ? { file, url: URL.createObjectURL(file) } : null;
    setPicked(current.current);
  }, []);
  return [picked, pick];
}
