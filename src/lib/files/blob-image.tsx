import { useCallback, type ComponentProps } from 'react';

type BlobImageProps = Omit<ComponentProps<'img'>, 'src' | 'ref'> & { blob: Blob; alt: string };

/**
 * An image of a Blob held on the device (a slip's thumbnail): its object URL lives exactly as long
 * as the element shows that Blob, and is revoked when the Blob changes or the image unmounts (a
 * React 19 ref cleanup), so previews never keep megabytes alive.
 */
export function BlobImage({ blob, alt, ...imageProps }: BlobImageProps) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} {...imageProps} />;
}
