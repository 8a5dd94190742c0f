// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { initAccountLink } from '../../src/client/public/account-link.ts';
import { fadeFor, initScrollToTop } from '../../src/client/public/scroll-to-top.ts';
import { renderToasts } from '../../src/client/public/toast-region.ts';
import Carousel from '../../src/islands/public/Carousel.tsx';
import type { Slide } from '../../src/islands/public/carousel-slides.tsx';
import { SESSION_HINT_COOKIE } from '../../src/lib/limits.ts';
import { accountNav, carousel, scrollToTop, toast } from '../../src/lib/messages.ts';
import { $toasts, showToast } from '../../src/stores/toasts.ts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  // biome-ignore lint/suspicious/noDocumentCookie: test cleanup.
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

/** The markup of SiteHeader.astro's account links, before the script runs. */
function accountLinks(): HTMLElement {
  document.body.innerHTML = `<div class="account-nav">
    <a class="account-nav__link" href="/cont/dashboard">${accountNav.myAccount}</a>
    <a class="account-nav__register" href="/cont/nou" data-pending>${accountNav.register}</a>
  </div>`;
  return document.querySelector('.account-nav') as HTMLElement;
}

describe('initAccountLink', () => {
  test("shows 'Contul meu' and 'Cont Nou' when logged out", () => {
    initAccountLink(accountLinks());
    expect(screen.getByRole('link', { name: accountNav.myAccount }).getAttribute('href')).toBe(
      '/cont/dashboard',
    );
    const register = screen.getByRole('link', { name: accountNav.register });
    expect(register.getAttribute('href')).toBe('/cont/nou');
    expect(register.hasAttribute('data-pending')).toBe(false);
  });

  test("hides 'Cont Nou' when the session hint says logged in", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup.
    document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
    initAccountLink(accountLinks());
    expect(screen.getByRole('link', { name: accountNav.myAccount })).toBeTruthy();
    expect(screen.queryByRole('link', { name: accountNav.register })).toBeNull();
  });
});

describe('renderToasts', () => {
  const region = () => {
    document.body.innerHTML = `<section aria-label="${toast.region}" data-close-label="${toast.close}">
      <div role="alert"></div><div role="status"></div></section>`;
    return document.querySelector('section') as HTMLElement;
  };

  test('puts errors in the alert list and the rest in the status list; close dismisses', () => {
    const stop = renderToasts(region());
    showToast({ tone: 'error', title: 'Eroare', text: 'Serverul nu răspunde', persistent: true });
    showToast({ tone: 'success', text: 'Salvat', persistent: true });
    expect(screen.getByRole('alert').textContent).toContain('Serverul nu răspunde');
    expect(screen.getByRole('status').textContent).toBe('Salvat×');
    screen.getAllByRole('button', { name: toast.close })[1]?.click();
    expect($toasts.get().map((t) => t.text)).toEqual(['Serverul nu răspunde']);
    expect(screen.getByRole('status').textContent).toBe('');
    stop();
    $toasts.set([]);
  });

  test('keeps the element of a toast still shown, so it is not announced again', () => {
    const stop = renderToasts(region());
    showToast({ text: 'Unu', persistent: true });
    const first = screen.getByText('Unu');
    showToast({ text: 'Doi', persistent: true });
    expect(screen.getByText('Unu')).toBe(first);
    stop();
    $toasts.set([]);
  });
});

describe('fadeFor', () => {
  test.each([
    [0, 0],
    [400, 0],
    [600, 0.5],
    [800, 1],
    [5000, 1],
  ])('at %i px of an 800 px screen gives opacity %d', (scrollY, opacity) => {
    expect(fadeFor(scrollY, 800)).toBe(opacity);
  });
});

describe('initScrollToTop', () => {
  test('is hidden and out of the tab order at the top of the page', () => {
    document.body.innerHTML = `<button type="button" class="scroll-top" aria-label="${scrollToTop.label}"></button>`;
    const button = document.querySelector('button') as HTMLButtonElement;
    initScrollToTop(button);
    expect(button.style.opacity).toBe('0');
    expect(button.style.visibility).toBe('hidden');
    expect(button.tabIndex).toBe(-1);
  });
});

describe('Carousel', () => {
  const image = { src: '/a.webp', width: 10, height: 10, alt: '' };
  const slides: Slide[] = [
    { kind: 'card', image, title: 'Unu', text: 'Primul' },
    { kind: 'person', image, name: 'Ana', role: 'Dirijoare', text: 'Doi' },
    { kind: 'photo', image: { ...image, alt: 'Trei' } },
  ];

  test('is a labelled carousel region with one group per slide and Romanian buttons', () => {
    render(<Carousel label="Obiective" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Obiective' });
    expect(region.getAttribute('aria-roledescription')).toBe(carousel.roledescription);
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(3);
    expect(groups[1]?.getAttribute('aria-label')).toBe(carousel.slideLabel(2, 3));
    expect(groups[1]?.getAttribute('aria-roledescription')).toBe(carousel.slide);
    expect(screen.getByRole('button', { name: carousel.previous })).toBeTruthy();
    expect(screen.getByRole('button', { name: carousel.next })).toBeTruthy();
  });

  test('renders each kind of slide from its data, text as text', () => {
    render(
      <Carousel
        label="Date"
        slides={[...slides, { kind: 'card', image, title: '<b>x</b>', text: '<i>y</i>' }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Unu' })).toBeTruthy();
    expect(screen.getByText('„Doi”')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Trei' }).getAttribute('src')).toBe('/a.webp');
    expect(screen.getByRole('heading', { name: '<b>x</b>' }).querySelector('b')).toBeNull();
  });

  test('autoplay pauses while the pointer is over it', async () => {
    vi.useFakeTimers();
    try {
      render(<Carousel label="Galerie" slides={slides} intervalMs={4000} />);
      const region = screen.getByRole('region', { name: 'Galerie' });
      const current = () =>
        screen.getAllByRole('group').findIndex((g) => g.getAttribute('aria-current') === 'true');
      const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
      expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
      await advance(4000);
      expect(current(), 'one interval moves to the next slide').toBe(1);

      act(() => {
        region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      });
      expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
      await advance(2 * 4000);
      expect(current(), 'no move while the pointer is over it').toBe(1);

      act(() => {
        region.dispatchEvent(
          new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }),
        );
      });
      expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
      await advance(4000);
      expect(current(), 'it plays again once the pointer left').toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a single slide has no buttons', () => {
    render(<Carousel label="Una" slides={[{ kind: 'photo', image }]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
