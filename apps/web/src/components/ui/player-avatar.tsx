import { LIMITS } from '@khel/contracts/limits';
import { images, versionedImage } from '../../config/paths.ts';

interface PlayerAvatarProps {
  icon: number | undefined;
  size?: number;
  alt: string;
}

/** The player's avatar (head_2001…head_2040); an out-of-range icon shows the first one. */
export function PlayerAvatar({ icon, size = 56, alt }: PlayerAvatarProps) {
  const valid = icon !== undefined && icon >= LIMITS.avatarFirst && icon <= LIMITS.avatarLast;
  return (
    <img
      className="player-avatar"
      src={versionedImage(images.avatar(valid ? icon : LIMITS.avatarFirst))}
      alt={alt}
      width={size}
      height={size}
      style={{ width: size, height: size }}
    />
  );
}
