/**
 * What a carousel shows, as data (built at build time from content/, pictures already through
 * the image pipeline), and how each kind of slide renders. No HTML string reaches the island.
 * A person slide is Person.astro's card (person.css); a card slide is public-blocks.css's slide card;
 * a video slide is VideoCover.astro's cover (video-cover.css), a link the page's video opener
 * (client/public/video-opener.ts) turns into the overlay.
 */
import '../../styles/person.css';
import '../../styles/video-cover.css';

/** A picture as the image pipeline gave it. */
export interface SlideImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export type Slide =
  /** An objective: picture, title and text. */
  | { kind: 'card'; image: SlideImage; title: string; text: string }
  /** A person's quote: photo, name, role and what they say. */
  | { kind: 'person'; image: SlideImage; name: string; role: string; text: string }
  /** A photo of a news item's gallery. */
  | { kind: 'photo'; image: SlideImage }
  /** A video's cover: `watch` is the hidden 'Urmărește: ' said before its title. */
  | { kind: 'video'; id: string; poster: string; title: string; watch: string };

function Picture({ image }: { image: SlideImage }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}

export function SlideContent({ slide }: { slide: Slide }) {
  switch (slide.kind) {
    case 'card':
      return (
        <div className="slide-card">
          <Picture image={slide.image} />
          <h3>{slide.title}</h3>
          <p>{slide.text}</p>
        </div>
      );
    case 'person':
      return (
        // Who said it is the quote's caption, not a heading of its own.
        <figure className="person">
          <figcaption className="person__head">
            <span className="person__photo">
              <Picture image={slide.image} />
            </span>
            <span className="person__caption">
              <strong className="person__name">{slide.name}</strong>
              <span className="person__role">{slide.role}</span>
            </span>
          </figcaption>
          <blockquote>
            <p>„{slide.text}”</p>
          </blockquote>
        </figure>
      );
    case 'photo':
      return <Picture image={slide.image} />;
    case 'video':
      return (
        <a className="video-cover" href={`?watchVideo=${slide.id}`} data-watch-video={slide.id}>
          <span className="video-cover__frame">
            <img
              src={slide.poster}
              alt=""
              width="640"
              height="360"
              loading="lazy"
              decoding="async"
            />
            <span className="video-cover__play" aria-hidden="true" />
          </span>
          <span className="video-cover__title">
            <span className="visually-hidden">{slide.watch}</span>
            {slide.title}
          </span>
        </a>
      );
  }
}
