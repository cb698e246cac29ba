// @vitest-environment jsdom
// A new page takes the keyboard's focus to its main heading (PageChangeFocus.tsx with the focus
// keeper's `focusNewPage`), for every route at once: a link's page, a form's next page whose
// heading comes once its data is in. Not on the app's first load, not over a field the new page
// focuses itself, not on a change of the query alone or a refresh of the same page.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFocusKeeper, MAIN_REGION_ID } from './focus-keeper.ts';
import { PageChangeFocus } from './PageChangeFocus.tsx';

let stop: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  stop = installFocusKeeper(document);
});
afterEach(() => {
  stop();
  cleanup();
  vi.useRealTimers();
});

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A press on `element` as a person's: the pointer down, then the click. */
const press = async (element: HTMLElement) => {
  fireEvent.pointerDown(element);
  element.focus();
  await act(() => element.click());
};

function Register() {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  return (
    <main id={MAIN_REGION_ID} tabIndex={-1}>
      <h1>Daftar</h1>
      <Link to="/login">Masuk</Link>
      <Link to="/register?step=2">Langkah 2</Link>
      <button
        type="button"
        disabled={sending}
        onClick={() => {
          setSending(true);
          setTimeout(() => void navigate('/activate'), 100);
        }}
      >
        Daftar
      </button>
      <input aria-label="Nama" />
    </main>
  );
}

/** Its heading only once its data is in, as a page that shows a loader first. */
function Activate() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 400);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main id={MAIN_REGION_ID} tabIndex={-1}>
      {loaded ? <h1>Aktivasi akun</h1> : <p role="status">Memuat…</p>}
    </main>
  );
}

/** A page that puts focus in its own field. */
function Login() {
  return (
    <main>
      <h1>Masuk</h1>
      {/* biome-ignore lint/a11y/noAutofocus: the page's own focus, which must stay. */}
      <input aria-label="Email" autoFocus />
      <Link to="/register">Buat akun</Link>
    </main>
  );
}

function App({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PageChangeFocus />}>
          <Route path="/" element={<Navigate to="/register" replace />} />
          <Route path="/register" element={<Register />} />
          <Route path="/activate" element={<Activate />} />
          <Route path="/login" element={<Login />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

describe('a new page', () => {
  it('takes focus to its main heading after a link', async () => {
    render(<App path="/login" />);
    await press(screen.getByRole('link', { name: 'Buat akun' }));
    await elapse(0);
    const heading = screen.getByRole('heading', { level: 1, name: 'Daftar' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus on a field the new page focuses itself', async () => {
    render(<App path="/register" />);
    await press(screen.getByRole('link', { name: 'Masuk' }));
    await elapse(0);
    // The login page focuses its own field: that stays.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('after a form that leads on, focus is on the next page’s heading, not on <body>', async () => {
    render(<App path="/register" />);
    await press(screen.getByRole('button', { name: 'Daftar' }));
    // As Chromium does with the disabled button: focus falls to <body>.
    await act(() => (document.activeElement as HTMLElement | null)?.blur());
    await elapse(100);
    expect(screen.getByRole('status').textContent).toBe('Memuat…');
    expect(document.activeElement).toBe(document.body);
    await elapse(400);
    const heading = screen.getByRole('heading', { name: 'Aktivasi akun' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus the person moved while the page loaded', async () => {
    render(<App path="/register" />);
    await press(screen.getByRole('button', { name: 'Daftar' }));
    await elapse(100);
    // A Tab meanwhile: focus is the person's.
    const skip = document.createElement('a');
    skip.href = '#';
    skip.textContent = 'Langsung ke konten';
    document.body.prepend(skip);
    try {
      skip.focus();
      await elapse(400);
      expect(document.activeElement).toBe(skip);
    } finally {
      skip.remove();
    }
  });

  it('does not take focus on the first load, its redirects included', async () => {
    render(<App path="/" />);
    await elapse(500);
    expect(screen.getByRole('heading', { name: 'Daftar' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('a change of the query alone keeps focus where it is', async () => {
    render(<App path="/register" />);
    const link = screen.getByRole('link', { name: 'Langkah 2' });
    await press(link);
    await elapse(200);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Langkah 2' }));
  });
});
