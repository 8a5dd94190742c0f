/** A round avatar: the user's photo, or the initials of their name on a warm background. */
export interface AvatarProps {
  src: string | null | undefined;
  firstName: string;
  lastName: string;
  size?: 'sm' | 'lg';
  /** Empty when the name is written next to the avatar (the picture is then decorative). */
  alt?: string;
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

export function Avatar({ src, firstName, lastName, size = 'sm', alt = '' }: AvatarProps) {
  const className = `avatar avatar--${size}`;
  const px = size === 'lg' ? 80 : 36;
  if (src) return <img className={className} src={src} alt={alt} width={px} height={px} />;
  const text = initials(firstName, lastName);
  if (!alt) {
    return (
      <span className={`${className} avatar--initials`} aria-hidden="true">
        {text}
      </span>
    );
  }
  return (
    <span className={`${className} avatar--initials`} role="img" aria-label={alt}>
      {text}
    </span>
  );
}
