import type { ComponentType } from 'react';

import { CartIcon, DashboardIcon, ImageIcon, PhoneIcon, ReturnIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

import { DeliveryIcon, FolderIcon, PackageIcon, SettingsIcon, TagIcon, UsersIcon } from './admin-icons';

export type AdminNavKey =
  | 'dashboard'
  | 'orders'
  | 'transfers'
  | 'deliveries'
  | 'products'
  | 'categories'
  | 'banners'
  | 'refunds'
  | 'users'
  | 'coupons'
  | 'settings';

export interface AdminNavEntry {
  key: AdminNavKey;
  to: string;
  icon: ComponentType<{ className?: string }>;
  /** Only the exact path marks the entry current (the dashboard is the area's root). */
  end?: boolean;
}

const ENTRIES: readonly AdminNavEntry[] = [
  { key: 'dashboard', to: paths.admin(), icon: DashboardIcon, end: true },
  { key: 'orders', to: paths.adminOrders(), icon: CartIcon },
  { key: 'transfers', to: paths.adminTransfers(), icon: PhoneIcon },
  { key: 'deliveries', to: paths.adminDeliveries(), icon: DeliveryIcon },
  { key: 'products', to: paths.adminProducts(), icon: PackageIcon },
  { key: 'categories', to: paths.adminCategories(), icon: FolderIcon },
  { key: 'banners', to: paths.adminBanners(), icon: ImageIcon },
  { key: 'refunds', to: paths.adminRefunds(), icon: ReturnIcon },
  { key: 'users', to: paths.adminUsers(), icon: UsersIcon },
  { key: 'coupons', to: paths.adminCoupons(), icon: TagIcon },
  { key: 'settings', to: paths.adminSettings(), icon: SettingsIcon },
];

/** What an owner may use; transfers, deliveries, categories, banners, refunds, users, coupons and settings are the admin's. */
const OWNER_ENTRIES: ReadonlySet<AdminNavKey> = new Set(['dashboard', 'products', 'orders']);

/** The sidebar's entries for a role, in the sidebar's order. */
export function adminNavEntries(role: string | undefined): AdminNavEntry[] {
  if (role === 'admin') return [...ENTRIES];
  if (role === 'owner') return ENTRIES.filter((entry) => OWNER_ENTRIES.has(entry.key));
  return [];
}
