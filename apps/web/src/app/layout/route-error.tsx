import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { useTranslation } from '@/lib/i18n';

/** Shown when a page's code cannot load (a flaky connection, or a new release replaced the old files). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Screen title={t('errors.pageFailed')} description={t('errors.pageFailedHint')}>
      <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
    </Screen>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean; pathname: string }> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Another address is another page: it gets its chance, without remounting a page that worked.
  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The pages below a layout, behind an error boundary that a new address resets, so a failed page keeps the shop's frame. */
export function PageErrors() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}
