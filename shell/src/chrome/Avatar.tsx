import { DEFAULT_USER_IMAGE, ImageWithFallback, imageUrl } from '@marketplace/shared';

interface Props {
  filePath: string | null | undefined;
  name: string;
}

/** The user's photo, falling back to the default user image when there is none or it fails to load. */
export function Avatar({ filePath, name }: Props) {
  return (
    <ImageWithFallback className="avatar" src={imageUrl(filePath)} fallback={DEFAULT_USER_IMAGE} alt={name ? `${name}'s photo` : ''} />
  );
}
