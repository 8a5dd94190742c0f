/** A round avatar: the user's photo, or the initials of their name on a warm background. */
export interface AvatarProps {
  src: string | null | undefined;
  firstName: string;
  lastName: string;
  size?: 'sm' | 'lg';
  /** Empty when the name is written next to the avatar (the picture is then decorative). */
  alt?: string;
  /**
   * The initials are part of the surrounding control's name (the account button): read as the
   * text they are, so the name holds what is seen (WCAG 2.5.3).
   */
  readInitials?: boolean;
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

export function Avatar({
  src,
  firstName,
  lastName,
  size = 'sm',
  alt = '',
  readInitials = false,
}: AvatarProps) {
  const className = `avatar avatar--${size}`;
  const px = size === 'lg' ? 80 : 36;
  if (src) return <img className={className} src={src} alt={alt} width={px} height={px} />;
  const text = initials(firstName, lastName);
  if (readInitials) return <span className={`${className} avatar--initials`}>{text}</span>;
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
