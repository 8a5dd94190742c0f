/**
 * Our buttons beside Plyr's: previous and next (disabled at the ends, docs/decisions.md "The
 * player"), 'Repetă piesa' (aria-pressed), a larger video (only for a video), the playlist toggle
 * (aria-expanded) and close, which hands the focus to the page's main content.
 */
import type { RefObject } from 'react';
import { player as m } from '../../../lib/messages-player.ts';
import { closePlayer, next, previous, toggleRepeatOne } from '../../../stores/player.ts';
import { Icon } from './icons.tsx';

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
}

export default function PlayerTools(props: Props) {
  const close = () => {
    closePlayer();
    document.getElementById('main')?.focus();
  };
  return (
    <div className="player__tools">
      <button
        type="button"
        className="player__icon-button"
        aria-label={m.previous}
        title={m.previous}
        disabled={!props.hasPrevious}
        onClick={previous}
      >
        <Icon name="previous" />
      </button>
      <button
        type="button"
        className="player__icon-button"
        aria-label={m.next}
        title={m.next}
        disabled={!props.hasNext}
        onClick={next}
      >
        <Icon name="next" />
      </button>
      <button
        type="button"
        className="player__icon-button"
        aria-label={m.repeatOne}
        title={m.repeatOne}
        aria-pressed={props.repeatOne}
        onClick={toggleRepeatOne}
      >
        <Icon name="repeat" />
      </button>
      {props.video && (
        <button
          type="button"
          className="player__icon-button"
          aria-label={m.enlargeVideo}
          title={m.enlargeVideo}
          aria-pressed={props.large}
          onClick={props.onLarge}
        >
          <Icon name="enlarge" />
        </button>
      )}
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
      <button
        type="button"
        className="player__icon-button player__close"
        aria-label={m.close}
        title={m.close}
        onClick={close}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
