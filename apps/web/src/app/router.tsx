import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject, useRoutes } from 'react-router';

import { paths } from '@/config/paths';
import { GuestOnly, RequireAuth, RequireRoles, SessionExpiredRedirect } from '@/features/auth/components/route-guards';
import { bannersQueryOptions } from '@/features/catalogue/api/get-banners';
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories';
import { productQueryOptions } from '@/features/catalogue/api/get-product';
import { myOrdersQueryOptions } from '@/features/orders/api/get-my-orders';
import { isMissing } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { loadTexts, type TextArea } from '@/lib/i18n';
import { isLazyPage, lazyPage } from '@/lib/lazy-page';

import { BareLayout } from './layout/bare-layout';
import { MainLayout } from './layout/main-layout';
import { RootLayout } from './layout/root-layout';
import { PageErrors } from './layout/route-error';

/** Who may open /admin: admins, and owners (sellers) for their own products and orders. */
const ADMIN_AREA_ROLES = ['admin', 'owner'] as const;

/**
 * A lazily loaded page: the module is fetched on the first visit to its route, with the parts of the
 * texts it needs beyond the shop's (lib/i18n.ts).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, ...texts: TextArea[]) {
  return lazyPage(async () => {
    const [module] = await Promise.all([load(), ...texts.map((area) => loadTexts(area))]);
    return module[name];
  });
}

/** What a route carries beside its page: the start of the page's main data request. */
interface RouteHandle {
  prefetch: (params: Params) => void;
}

/**
 * Starts the data requests of the pages at `location`, as soon as the shopper is on the way there:
 * a page's main request runs while its code is still downloading, instead of after it, and the page
 * then reads the same query from the cache. Nothing waits for the answers.
 */
export function prefetchRoute(routes: RouteObject[], location: string | { pathname: string }): void {
  for (const { route, params } of matchRoutes(routes, location) ?? [])
    (route.handle as RouteHandle | undefined)?.prefetch(params);
}

/**
 * Loads the code of the pages at `location`, so that hydrating draws them in the same pass as the
 * server's HTML; nothing (no wait at all) when every one of them is loaded already.
 */
function preloadRoute(routes: RouteObject[], location: string | { pathname: string }): Promise<unknown> | undefined {
  const pages = (matchRoutes(routes, location) ?? []).flatMap(({ route }) =>
    isLazyPage(route.Component) && !route.Component.loaded() ? [route.Component] : [],
  );
  return pages.length ? Promise.all(pages.map((page) => page.preload())) : undefined;
}

/**
 * On the way to `location`: its pages' data requests start, and the answer, if any, comes when their
 * code is loaded (none when it is loaded already).
 */
export function startPages(
  routes: RouteObject[],
  location: string | { pathname: string },
): Promise<unknown> | undefined {
  prefetchRoute(routes, location);
  return preloadRoute(routes, location);
}

/** The app's pages for the router's current address (docs/decisions/047). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The route table; the handles start a page's data request beside its code (`prefetchRoute`). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  function prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): void {
    // What the server's render found missing is drawn missing, not asked for again while hydrating.
    if (isMissing(queryClient.getQueryState(options.queryKey)?.error)) return;
    void queryClient.prefetchQuery(options);
  }

  /** The dashboard, My Orders and the refund list all read the shopper's orders. */
  const myOrders: RouteHandle = {
    prefetch: () => {
      const customerId = useAuthStore.getState().user?._id;
      if (customerId) prefetch(myOrdersQueryOptions(customerId));
    },
  };

  const mainRoutes: RouteObject[] = [
    {
      index: true,
      handle: {
        prefetch: () => {
          prefetch(bannersQueryOptions());
          prefetch(categoriesQueryOptions());
        },
      } satisfies RouteHandle,
      Component: page(() => import('./home-page'), 'HomePage'),
    },
    {
      path: paths.products.pattern,
      Component: page(() => import('@/features/catalogue/pages/product-list-page'), 'ProductListPage'),
    },
    {
      path: paths.product.pattern,
      handle: {
        prefetch: ({ id }) => {
          if (id) prefetch(productQueryOptions(id));
        },
      } satisfies RouteHandle,
      Component: page(() => import('@/features/catalogue/pages/product-detail-page'), 'ProductDetailPage'),
    },
    {
      path: paths.cart.pattern,
      Component: page(() => import('@/features/cart/pages/cart-page'), 'CartPage'),
    },
    {
      path: paths.cartAdd.pattern,
      Component: page(() => import('@/features/cart/pages/cart-link-page'), 'CartLinkPage'),
    },
    {
      path: paths.checkout.pattern,
      Component: page(() => import('@/features/checkout/pages/checkout-page'), 'CheckoutPage', 'account'),
    },
    {
      path: paths.paymentSuccess.pattern,
      Component: page(() => import('@/features/payments/pages/payment-success-page'), 'PaymentSuccessPage', 'account'),
    },
    {
      path: paths.paymentFailed.pattern,
      Component: page(() => import('@/features/payments/pages/payment-failed-page'), 'PaymentFailedPage', 'account'),
    },
    // Spec section 4: the wishlist needs an account; the customer area is for role user only.
    {
      element: <RequireAuth />,
      children: [
        {
          path: paths.wishlist.pattern,
          Component: page(() => import('@/features/wishlist/pages/wishlist-page'), 'WishlistPage'),
        },
      ],
    },
    {
      element: <RequireAuth role="user" />,
      children: [
        {
          // The customer area's sidebar frames its four pages (spec section 2, Customer area); its texts
          // come with it for them all.
          Component: page(() => import('./layout/user-layout'), 'UserLayout', 'account'),
          children: [
            {
              path: paths.userDashboard.pattern,
              handle: myOrders,
              Component: page(() => import('@/features/users/pages/dashboard-page'), 'DashboardPage'),
            },
            {
              path: paths.userOrders.pattern,
              handle: myOrders,
              Component: page(() => import('@/features/orders/pages/my-orders-page'), 'MyOrdersPage'),
            },
            {
              path: paths.userRefunds.pattern,
              handle: myOrders,
              Component: page(() => import('@/features/refunds/pages/refund-requests-page'), 'RefundRequestsPage'),
            },
            {
              path: paths.userProfile.pattern,
              Component: page(() => import('@/features/users/pages/profile-page'), 'ProfilePage'),
            },
          ],
        },
      ],
    },
    // Sign-in and sign-up are for visitors only.
    {
      Component: GuestOnly,
      children: [
        { path: paths.login.pattern, Component: page(() => import('@/features/auth/pages/login-page'), 'LoginPage') },
        {
          path: paths.register.pattern,
          Component: page(() => import('@/features/auth/pages/register-page'), 'RegisterPage'),
        },
      ],
    },
    {
      path: paths.cancellationReturns.pattern,
      Component: page(() => import('@/features/shop/pages/cancellation-returns-page'), 'CancellationReturnsPage'),
    },
    {
      path: paths.privacyPolicy.pattern,
      Component: page(() => import('@/features/shop/pages/privacy-policy-page'), 'PrivacyPolicyPage'),
    },
    {
      path: paths.emiPolicy.pattern,
      Component: page(() => import('@/features/shop/pages/emi-policy-page'), 'EmiPolicyPage'),
    },
    // The timeline's words are the customer area's (orders.*).
    {
      path: paths.track.pattern,
      Component: page(() => import('@/features/orders/pages/track-page'), 'TrackPage', 'account'),
    },
    {
      path: paths.customerSupport.pattern,
      Component: page(() => import('@/features/shop/pages/customer-support-page'), 'CustomerSupportPage'),
    },
    { path: paths.devOutbox.pattern, Component: page(() => import('@/features/dev/pages/outbox-page'), 'OutboxPage') },
    { path: '*', Component: page(() => import('./not-found-page'), 'NotFoundPage') },
  ];

  /** Spec section 2: the verification, code and password pages and /unauthorized sit outside the main layout. */
  const bareRoutes: RouteObject[] = [
    {
      path: paths.unauthorized.pattern,
      Component: page(() => import('@/features/auth/pages/unauthorized-page'), 'UnauthorizedPage'),
    },
    {
      path: paths.verifyPending.pattern,
      Component: page(() => import('@/features/auth/pages/verify-pending-page'), 'VerifyPendingPage'),
    },
    {
      path: paths.verifyEmail.pattern,
      Component: page(() => import('@/features/auth/pages/verify-email-page'), 'VerifyEmailPage'),
    },
    {
      path: paths.forgotPassword.pattern,
      Component: page(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
    },
    {
      path: paths.otpVerification.pattern,
      Component: page(() => import('@/features/auth/pages/otp-verification-page'), 'OtpVerificationPage'),
    },
    {
      path: paths.resetPassword.pattern,
      Component: page(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
    },
    {
      path: paths.otpVerificationRegister.pattern,
      Component: page(
        () => import('@/features/auth/pages/otp-verification-register-page'),
        'OtpVerificationRegisterPage',
      ),
    },
  ];

  /**
   * The admin area, code and texts loaded on the first visit only. Admins and owners may enter; the
   * screens that are the admin's alone (categories, banners, refunds, users, coupons, settings) check again.
   */
  const adminRoutes: RouteObject[] = [
    {
      index: true,
      Component: page(() => import('@/features/admin/pages/dashboard-page'), 'DashboardPage'),
    },
    {
      path: paths.adminOrders.pattern,
      Component: page(() => import('@/features/orders/admin/orders-page'), 'OrdersPage'),
    },
    {
      path: paths.adminOrder.pattern,
      Component: page(() => import('@/features/orders/admin/order-detail-page'), 'OrderDetailPage'),
    },
    {
      path: paths.adminProducts.pattern,
      Component: page(() => import('@/features/catalogue/admin/products-page'), 'ProductsPage'),
    },
    {
      path: paths.adminProductNew.pattern,
      Component: page(() => import('@/features/catalogue/admin/product-form-page'), 'ProductFormPage'),
    },
    {
      path: paths.adminProductEdit.pattern,
      Component: page(() => import('@/features/catalogue/admin/product-form-page'), 'ProductFormPage'),
    },
    {
      element: <RequireRoles roles={['admin']} />,
      children: [
        {
          path: paths.adminCategories.pattern,
          Component: page(() => import('@/features/catalogue/admin/categories-page'), 'CategoriesPage'),
        },
        {
          path: paths.adminBanners.pattern,
          Component: page(() => import('@/features/catalogue/admin/banners-page'), 'BannersPage'),
        },
        {
          path: paths.adminTransfers.pattern,
          Component: page(() => import('@/features/orders/admin/transfers-page'), 'TransfersPage'),
        },
        {
          path: paths.adminDeliveries.pattern,
          Component: page(() => import('@/features/admin/pages/deliveries-page'), 'DeliveriesPage'),
        },
        {
          path: paths.adminRefunds.pattern,
          Component: page(() => import('@/features/refunds/admin/refunds-page'), 'RefundsPage'),
        },
        {
          path: paths.adminUsers.pattern,
          Component: page(() => import('@/features/users/admin/users-page'), 'UsersPage'),
        },
        {
          path: paths.adminCoupons.pattern,
          Component: page(() => import('@/features/coupons/admin/coupons-page'), 'CouponsPage'),
        },
        {
          path: paths.adminSettings.pattern,
          Component: page(() => import('@/features/shop/admin/settings-page'), 'SettingsPage'),
        },
      ],
    },
  ];

  return [
    {
      Component: RootLayout,
      children: [
        {
          // A session that can no longer be refreshed sends the shopper to /login through the router.
          Component: SessionExpiredRedirect,
          children: [
            // The error boundary sits below each layout, so a failed page keeps the shop's frame around it.
            { Component: MainLayout, children: [{ Component: PageErrors, children: mainRoutes }] },
            { Component: BareLayout, children: [{ Component: PageErrors, children: bareRoutes }] },
            {
              path: paths.admin.pattern,
              element: <RequireRoles roles={ADMIN_AREA_ROLES} />,
              children: [
                {
                  // The order screens share the account's order texts (components/order-line.tsx).
                  Component: page(
                    () => import('@/features/admin/components/admin-layout'),
                    'AdminLayout',
                    'admin',
                    'account',
                  ),
                  children: [{ Component: PageErrors, children: adminRoutes }],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
