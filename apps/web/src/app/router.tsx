import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { paths } from '@/config/paths';
import { GuestOnly, RequireAuth, RequireRoles, SessionExpiredRedirect } from '@/features/auth/components/route-guards';
import { bannersQueryOptions } from '@/features/catalogue/api/get-banners';
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories';
import { productQueryOptions } from '@/features/catalogue/api/get-product';
import { myOrdersQueryOptions } from '@/features/orders/api/get-my-orders';
import { isMissing } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { loadTexts, type TextArea } from '@/lib/i18n';

import { BareLayout } from './layout/bare-layout';
import { MainLayout, NavbarPlaceholder } from './layout/main-layout';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/** Who may open /admin: admins, and owners (sellers) for their own products and orders. */
const ADMIN_AREA_ROLES = ['admin', 'owner'] as const;

/**
 * A lazily loaded page: the module is fetched on the first visit to its route, with the parts of the
 * texts it needs beyond the shop's (lib/i18n.ts).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, ...texts: TextArea[]) {
  return async () => {
    const [module] = await Promise.all([load(), ...texts.map((area) => loadTexts(area))]);
    return { Component: module[name] };
  };
}

/**
 * The route table. Loaders start a page's main data request while its code is still downloading,
 * instead of after it; the page then reads the same query from the cache. They do not wait for the
 * answer, so navigation is not held up.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  function prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): void {
    // What the server's render found missing is drawn missing, not asked for again while hydrating.
    if (isMissing(queryClient.getQueryState(options.queryKey)?.error)) return;
    void queryClient.prefetchQuery(options);
  }

  /** The dashboard, My Orders and the refund list all read the shopper's orders. */
  function prefetchMyOrders() {
    const customerId = useAuthStore.getState().user?._id;
    if (customerId) prefetch(myOrdersQueryOptions(customerId));
    return null;
  }

  const mainRoutes: RouteObject[] = [
    {
      index: true,
      loader: () => {
        prefetch(bannersQueryOptions());
        prefetch(categoriesQueryOptions());
        return null;
      },
      lazy: page(() => import('./home-page'), 'HomePage'),
    },
    {
      path: paths.products.pattern,
      lazy: page(() => import('@/features/catalogue/pages/product-list-page'), 'ProductListPage'),
    },
    {
      path: paths.product.pattern,
      loader: ({ params }) => {
        if (params.id) prefetch(productQueryOptions(params.id));
        return null;
      },
      lazy: page(() => import('@/features/catalogue/pages/product-detail-page'), 'ProductDetailPage'),
    },
    {
      path: paths.cart.pattern,
      lazy: page(() => import('@/features/cart/pages/cart-page'), 'CartPage'),
    },
    {
      path: paths.checkout.pattern,
      lazy: page(() => import('@/features/checkout/pages/checkout-page'), 'CheckoutPage', 'account'),
    },
    {
      path: paths.paymentSuccess.pattern,
      lazy: page(() => import('@/features/payments/pages/payment-success-page'), 'PaymentSuccessPage', 'account'),
    },
    {
      path: paths.paymentFailed.pattern,
      lazy: page(() => import('@/features/payments/pages/payment-failed-page'), 'PaymentFailedPage', 'account'),
    },
    // Spec section 4: the wishlist needs an account; the customer area is for role user only.
    {
      element: <RequireAuth />,
      children: [
        {
          path: paths.wishlist.pattern,
          lazy: page(() => import('@/features/wishlist/pages/wishlist-page'), 'WishlistPage'),
        },
      ],
    },
    {
      element: <RequireAuth role="user" />,
      children: [
        {
          // The customer area's sidebar frames its four pages (spec section 2, Customer area); its texts
          // come with it for them all.
          lazy: page(() => import('./layout/user-layout'), 'UserLayout', 'account'),
          children: [
            {
              path: paths.userDashboard.pattern,
              loader: prefetchMyOrders,
              lazy: page(() => import('@/features/users/pages/dashboard-page'), 'DashboardPage'),
            },
            {
              path: paths.userOrders.pattern,
              loader: prefetchMyOrders,
              lazy: page(() => import('@/features/orders/pages/my-orders-page'), 'MyOrdersPage'),
            },
            {
              path: paths.userRefunds.pattern,
              loader: prefetchMyOrders,
              lazy: page(() => import('@/features/refunds/pages/refund-requests-page'), 'RefundRequestsPage'),
            },
            {
              path: paths.userProfile.pattern,
              lazy: page(() => import('@/features/users/pages/profile-page'), 'ProfilePage'),
            },
          ],
        },
      ],
    },
    // Sign-in and sign-up are for visitors only.
    {
      Component: GuestOnly,
      children: [
        { path: paths.login.pattern, lazy: page(() => import('@/features/auth/pages/login-page'), 'LoginPage') },
        {
          path: paths.register.pattern,
          lazy: page(() => import('@/features/auth/pages/register-page'), 'RegisterPage'),
        },
      ],
    },
    {
      path: paths.cancellationReturns.pattern,
      lazy: page(() => import('@/features/shop/pages/cancellation-returns-page'), 'CancellationReturnsPage'),
    },
    {
      path: paths.privacyPolicy.pattern,
      lazy: page(() => import('@/features/shop/pages/privacy-policy-page'), 'PrivacyPolicyPage'),
    },
    {
      path: paths.emiPolicy.pattern,
      lazy: page(() => import('@/features/shop/pages/emi-policy-page'), 'EmiPolicyPage'),
    },
    // The timeline's words are the customer area's (orders.*).
    {
      path: paths.track.pattern,
      lazy: page(() => import('@/features/orders/pages/track-page'), 'TrackPage', 'account'),
    },
    {
      path: paths.customerSupport.pattern,
      lazy: page(() => import('@/features/shop/pages/customer-support-page'), 'CustomerSupportPage'),
    },
    { path: paths.devOutbox.pattern, lazy: page(() => import('@/features/dev/pages/outbox-page'), 'OutboxPage') },
    { path: '*', lazy: page(() => import('./not-found-page'), 'NotFoundPage') },
  ];

  /** Spec section 2: the verification, code and password pages and /unauthorized sit outside the main layout. */
  const bareRoutes: RouteObject[] = [
    {
      path: paths.unauthorized.pattern,
      lazy: page(() => import('@/features/auth/pages/unauthorized-page'), 'UnauthorizedPage'),
    },
    {
      path: paths.verifyPending.pattern,
      lazy: page(() => import('@/features/auth/pages/verify-pending-page'), 'VerifyPendingPage'),
    },
    {
      path: paths.verifyEmail.pattern,
      lazy: page(() => import('@/features/auth/pages/verify-email-page'), 'VerifyEmailPage'),
    },
    {
      path: paths.forgotPassword.pattern,
      lazy: page(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
    },
    {
      path: paths.otpVerification.pattern,
      lazy: page(() => import('@/features/auth/pages/otp-verification-page'), 'OtpVerificationPage'),
    },
    {
      path: paths.resetPassword.pattern,
      lazy: page(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
    },
    {
      path: paths.otpVerificationRegister.pattern,
      lazy: page(() => import('@/features/auth/pages/otp-verification-register-page'), 'OtpVerificationRegisterPage'),
    },
  ];

  /**
   * The admin area, code and texts loaded on the first visit only. Admins and owners may enter; the
   * screens that are the admin's alone (categories, banners, refunds, users, coupons, settings) check again.
   */
  const adminRoutes: RouteObject[] = [
    {
      index: true,
      lazy: page(() => import('@/features/admin/pages/dashboard-page'), 'DashboardPage'),
    },
    { path: paths.adminOrders.pattern, lazy: page(() => import('@/features/orders/admin/orders-page'), 'OrdersPage') },
    {
      path: paths.adminOrder.pattern,
      lazy: page(() => import('@/features/orders/admin/order-detail-page'), 'OrderDetailPage'),
    },
    {
      path: paths.adminProducts.pattern,
      lazy: page(() => import('@/features/catalogue/admin/products-page'), 'ProductsPage'),
    },
    {
      path: paths.adminProductNew.pattern,
      lazy: page(() => import('@/features/catalogue/admin/product-form-page'), 'ProductFormPage'),
    },
    {
      path: paths.adminProductEdit.pattern,
      lazy: page(() => import('@/features/catalogue/admin/product-form-page'), 'ProductFormPage'),
    },
    {
      element: <RequireRoles roles={['admin']} />,
      children: [
        {
          path: paths.adminCategories.pattern,
          lazy: page(() => import('@/features/catalogue/admin/categories-page'), 'CategoriesPage'),
        },
        {
          path: paths.adminBanners.pattern,
          lazy: page(() => import('@/features/catalogue/admin/banners-page'), 'BannersPage'),
        },
        {
          path: paths.adminTransfers.pattern,
          lazy: page(() => import('@/features/orders/admin/transfers-page'), 'TransfersPage'),
        },
        {
          path: paths.adminDeliveries.pattern,
          lazy: page(() => import('@/features/admin/pages/deliveries-page'), 'DeliveriesPage'),
        },
        {
          path: paths.adminRefunds.pattern,
          lazy: page(() => import('@/features/refunds/admin/refunds-page'), 'RefundsPage'),
        },
        { path: paths.adminUsers.pattern, lazy: page(() => import('@/features/users/admin/users-page'), 'UsersPage') },
        {
          path: paths.adminCoupons.pattern,
          lazy: page(() => import('@/features/coupons/admin/coupons-page'), 'CouponsPage'),
        },
        {
          path: paths.adminSettings.pattern,
          lazy: page(() => import('@/features/shop/admin/settings-page'), 'SettingsPage'),
        },
      ],
    },
  ];

  return [
    {
      Component: RootLayout,
      // Shown while the first page's code loads: the navbar's place is held, so nothing jumps.
      HydrateFallback: NavbarPlaceholder,
      children: [
        {
          // A session that can no longer be refreshed sends the shopper to /login through the router.
          Component: SessionExpiredRedirect,
          children: [
            // The error boundary sits below each layout, so a failed page keeps the shop's frame around it.
            { Component: MainLayout, children: [{ ErrorBoundary: RouteError, children: mainRoutes }] },
            { Component: BareLayout, children: [{ ErrorBoundary: RouteError, children: bareRoutes }] },
            {
              path: paths.admin.pattern,
              element: <RequireRoles roles={ADMIN_AREA_ROLES} />,
              children: [
                {
                  // The order screens share the account's order texts (components/order-line.tsx).
                  lazy: page(
                    () => import('@/features/admin/components/admin-layout'),
                    'AdminLayout',
                    'admin',
                    'account',
                  ),
                  children: [{ ErrorBoundary: RouteError, children: adminRoutes }],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
