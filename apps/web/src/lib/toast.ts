/**
 * Toasts for the parts of the landing pages (product cards, the product page): react-hot-toast comes
 * with the first toast raised instead of in those pages' download (its Toaster arrives after the page
 * has loaded anyway, app/providers.tsx). Toasts raised before it is in wait in its store.
 */
const library = () => import('react-hot-toast').then((module) => module.default);

export const toast = {
  success(message: string): void {
    void library().then((toasts) => toasts.success(message));
  },
  error(message: string): void {
    void library().then((toasts) => toasts.error(message));
  },
};
