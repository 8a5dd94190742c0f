// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import AccountNav from '../../src/islands/public/AccountNav.tsx';
import Carousel from '../../src/islands/public/Carousel.tsx';
import ScrollToTop, { fadeFor } from '../../src/islands/public/ScrollToTop.tsx';
import { SESSION_HINT_COOKIE } from '../../src/lib/limits.ts';
import { accountNav, carousel, scrollToTop } from '../../src/lib/messages.ts';

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: test cleanup.
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('AccountNav', () => {
  test("shows 'Contul meu' and 'Cont Nou' when logged out", async () => {
    render(<AccountNav />);
    await act(async () => {});
    expect(screen.getByRole('link', { name: accountNav.myAccount }).getAttribute('href')).toBe(
      '/cont/dashboard',
    );
    expect(screen.getByRole('link', { name: accountNav.register }).getAttribute('href')).toBe(
      '/cont/nou',
    );
  });

  test("hides 'Cont Nou' when logged in", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup.
    document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
    render(<AccountNav />);
    await act(async () => {});
    expect(screen.getByRole('link', { name: accountNav.myAccount })).toBeTruthy();
    expect(screen.queryByRole('link', { name: accountNav.register })).toBeNull();
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

describe('ScrollToTop', () => {
  test('is hidden and out of the tab order at the top of the page', () => {
    render(<ScrollToTop />);
    const button = document.querySelector<HTMLButtonElement>('button.scroll-top');
    if (!button) throw new Error('no button');
    expect(button.getAttribute('aria-label')).toBe(scrollToTop.label);
    expect(button.style.opacity).toBe('0');
    expect(button.tabIndex).toBe(-1);
  });
});

describe('Carousel', () => {
  const slides = [{ html: '<p>Unu</p>' }, { html: '<p>Doi</p>' }, { html: '<p>Trei</p>' }];

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

  test('autoplay pauses while the pointer is over it', async () => {
    vi.useFakeTimers();
    try {
      render(<Carousel label="Galerie" slides={slides} intervalMs={4000} />);
      const region = screen.getByRole('region', { name: 'Galerie' });
      expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
      act(() => {
        region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      });
      await act(async () => {});
      expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    } finally {
      vi.useRealTimers();
    }
  });

  test('a single slide has no buttons', () => {
    render(<Carousel label="Una" slides={[{ html: '<p>Singur</p>' }]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
