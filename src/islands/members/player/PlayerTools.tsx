/**
 * Our buttons beside Plyr's: previous and next (disabled at the ends, docs/decisions.md "The
 * player"), 'Repetă piesa' (aria-pressed), a larger video (only for a video), the children (the
 * speed), the playlist toggle (aria-expanded) and close, which hands the focus to the page's main
 * content.
 */
import type { ReactNode, RefObject } from 'react';
import { player as m } from '../../../lib/messages-player.ts';
import { closePlayer, next, previous, toggleRepeatOne } from '../../../stores/player.ts';
import { Icon } from './icons.tsx';

type IconName = Parameters<typeof Icon>[0]['name'];

interface Props {
  hasPrevious: boolean;
  hasNext: boolean;
  repeatOne: boolean;
  video: boolean;
  large: boolean;
  onLarge: () => void;
  listId: string;
  listOpen: boolean;
  listToggle: RefObject<HTMLButtonElement | null>;
  onList: () => void;
  /** Controls shown after the track's own (the speed). */
  children?: ReactNode;
}

/** A button shown as its icon, named by its label (aria-label and title). */
function IconButton({
  icon,
  label,
  className = '',
  pressed,
  ...attributes
}: {
  icon: IconName;
  label: string;
  className?: string;
  disabled?: boolean;
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`player__icon-button${className}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      {...attributes}
    >
      <Icon name={icon} />
    </button>
  );
}

export default function PlayerTools(props: Props) {
  const close = () => {
    closePlayer();
    document.getElementById('main')?.focus();
  };
  return (
    <div className="player__tools">
      <IconButton
        icon="previous"
        label={m.previous}
        disabled={!props.hasPrevious}
        onClick={previous}
      />
      <IconButton icon="next" label={m.next} disabled={!props.hasNext} onClick={next} />
      <IconButton
        icon="repeat"
        label={m.repeatOne}
        pressed={props.repeatOne}
        onClick={toggleRepeatOne}
      />
      {props.video && (
        <IconButton
          icon="enlarge"
          label={m.enlargeVideo}
          pressed={props.large}
          onClick={props.onLarge}
        />
      )}
      {props.children}
      <button
        ref={props.listToggle}
        type="button"
        className="player__text-button"
        aria-expanded={props.listOpen}
        aria-controls={props.listId}
        onClick={props.onList}
      >
        <Icon name="list" /> {m.playlist}
      </button>
      <IconButton icon="close" label={m.close} className=" player__close" onClick={close} />
    </div>
  );
}
