import { afterEach, vi } from 'vitest';

// Setup file (vitest.config.ts) of the projects whose tests render screens: sonner's `toast` is a
// mock in every test file there, so a test asserts on what a screen toasts with
// `import { toast } from 'sonner'`. The rest of sonner (its <Toaster>, which some screens render)
// stays the real one.
const mocked = vi.hoisted(() => {
  const kinds = {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    message: vi.fn(),
    loading: vi.fn(),
    custom: vi.fn(),
    dismiss: vi.fn(),
    promise: vi.fn(),
  };
  return { kinds, toast: Object.assign(vi.fn(), kinds) };
});

vi.mock('sonner', async (importOriginal) => ({
  ...(await importOriginal<typeof import('sonner')>()),
  toast: mocked.toast,
}));

// Each test sees only its own toasts, whether or not its file clears its mocks itself.
afterEach(() => {
  mocked.toast.mockClear();
  for (const kind of Object.values(mocked.kinds)) kind.mockClear();
});
