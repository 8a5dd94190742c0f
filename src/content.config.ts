/**
 * The content collections of the public site (content/). Every entry is checked against its
 * schema at build time: a missing field, a wrong date or an image that does not exist fails
 * `astro build` with the file, the field and what was expected.
 */
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { site as siteMessages } from './lib/messages.ts';
import { NEWS_CATEGORIES, type NewsCategory } from './lib/news.ts';

const categoryKeys = Object.keys(NEWS_CATEGORIES) as [NewsCategory, ...NewsCategory[]];

/** A path under public/ (e.g. "/videos/gala.mp4"): the file is served as it is. */
const publicPath = z.string().regex(/^\/[^\s]+$/, 'a path under public/, starting with "/"');

const site = defineCollection({
  loader: file('content/site.yaml'),
  schema: z.object({
    /** The product name, e.g. "Vocile Copiilor"; must equal `site.name` in src/lib/messages.ts. */
    name: z.literal(siteMessages.name, {
      error: `name must be "${siteMessages.name}" (the same as site.name in src/lib/messages.ts)`,
    }),
    /** The {product} part of /despre-{product}/… paths, e.g. "vocile-copiilor". */
    slug: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and "-" only'),
    founded: z.number().int(),
    tagline: z.string(),
    email: z.string().email(),
    phone: z.string(),
    address: z.string(),
    /** The two readings of the network's size (spec §1): `home` on the home page, `mission` elsewhere. */
    figures: z.object({
      home: z.object({ children: z.number().int(), choirs: z.number().int() }),
      mission: z.object({ children: z.number().int(), choirs: z.number().int() }),
    }),
    forum: z.object({
      title: z.string(),
      start: z.coerce.date(),
      end: z.coerce.date(),
      place: z.string(),
    }),
    founder: z.object({ name: z.string(), role: z.string(), quote: z.string() }),
    social: z.array(z.object({ name: z.string(), url: z.string().url() })),
  }),
});

/** A video of public/videos/: the id is the `?watchVideo=` value; at least one source. */
const video = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and "-" only'),
  title: z.string(),
  poster: publicPath,
  mp4: publicPath.optional(),
  webm: publicPath.optional(),
  ogg: publicPath.optional(),
  /** WebVTT captions in Romanian. */
  captions: publicPath.optional(),
});

const gallery = ({ image }: SchemaContext) =>
  z.array(z.object({ image: image(), alt: z.string() })).default([]);

const news = defineCollection({
  loader: glob({ pattern: '**/*.md', base: 'content/news' }),
  schema: ({ image }) =>
    z.object({
      title: z.string(),
      category: z.enum(categoryKeys),
      location: z.string(),
      /** ISO date, e.g. 2025-10-01 or 2025-10-01T18:00:00+03:00. */
      date: z.coerce.date(),
      summary: z.string(),
      image: image(),
      imageAlt: z.string(),
      banner: image().optional(),
      quote: z.string().optional(),
      quoteAuthor: z.string().optional(),
      /** The second text area (HTML, Markdown allowed); the first is the body of the file. */
      secondText: z.string().optional(),
      video: video.optional(),
      gallery: gallery({ image }),
    }),
});

const announcements = defineCollection({
  loader: file('content/announcements.yaml'),
  schema: ({ image }) =>
    z.object({
      date: z.coerce.date(),
      title: z.string(),
      description: z.string(),
      photo: image().optional(),
      photoAlt: z.string().optional(),
    }),
});

const mediaAppearances = defineCollection({
  loader: file('content/media-appearances.yaml'),
  schema: ({ image }) =>
    z.object({
      title: z.string(),
      text: z.string(),
      image: image(),
      sourceName: z.string(),
      sourceUrl: z.string().url(),
      date: z.coerce.date(),
    }),
});

const people = ({ image }: SchemaContext) =>
  z.object({
    name: z.string(),
    role: z.string().optional(),
    image: image(),
    order: z.number().int(),
    text: z.string(),
  });

/**
 * Supporters and testimonials hold their text in each language (spec §3: `translations`, a list
 * of language and text); the site shows the Romanian one, so it must be there.
 */
const quoted = (context: SchemaContext) =>
  people(context)
    .omit({ text: true })
    .extend({
      translations: z
        .array(
          z.object({ language: z.string().regex(/^[a-z]{2}$/, 'e.g. "ro"'), text: z.string() }),
        )
        .refine(
          (list) => list.some((t) => t.language === 'ro'),
          'a translation with language "ro"',
        ),
    });

const team = defineCollection({ loader: file('content/team.yaml'), schema: people });
const supporters = defineCollection({ loader: file('content/supporters.yaml'), schema: quoted });
const testimonials = defineCollection({
  loader: file('content/testimonials.yaml'),
  schema: quoted,
});

const partners = defineCollection({
  loader: file('content/partners.yaml'),
  schema: ({ image }) =>
    z.object({ name: z.string(), url: z.string().url(), logo: image(), order: z.number().int() }),
});

const objectives = defineCollection({
  loader: file('content/objectives.yaml'),
  schema: ({ image }) =>
    z.object({
      title: z.string(),
      /** Plain text (the carousel renders slides as data, not HTML). */
      description: z.string(),
      image: image(),
      order: z.number().int(),
    }),
});

const activities = defineCollection({
  loader: file('content/activities.yaml'),
  schema: ({ image }) =>
    z.object({
      title: z.string(),
      text: z.string(),
      image: image(),
      order: z.number().int(),
      /** What the button does: go to a page, or open the contact dialog. */
      action: z.union([
        z.object({ label: z.string(), href: z.string() }),
        z.object({ label: z.string(), contact: z.literal(true) }),
      ]),
    }),
});

/** Long texts: one Markdown file per page (mission, volunteering, legislation, privacy…). */
const pages = defineCollection({
  loader: glob({ pattern: '**/*.md', base: 'content/pages' }),
  schema: ({ image }) =>
    z.object({
      title: z.string(),
      heading: z.string(),
      description: z.string(),
      lead: z.string().optional(),
      image: image().optional(),
      imageAlt: z.string().optional(),
      video: video.optional(),
      /** Mission only: the three pillars, the timeline and the feature blocks. */
      pillars: z.array(z.object({ title: z.string(), text: z.string() })).default([]),
      timeline: z.array(z.object({ year: z.number().int(), text: z.string() })).default([]),
      features: z
        .array(
          z.object({ title: z.string(), text: z.string(), image: image(), imageAlt: z.string() }),
        )
        .default([]),
      links: z
        .array(
          z.object({ label: z.string(), href: z.string(), external: z.boolean().default(false) }),
        )
        .default([]),
    }),
});

export const collections = {
  site,
  news,
  announcements,
  mediaAppearances,
  team,
  supporters,
  testimonials,
  partners,
  objectives,
  activities,
  pages,
};
