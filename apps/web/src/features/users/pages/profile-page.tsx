import { Screen } from '@/components/ui/screen';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthStore } from '@/lib/auth-store';
import { useTranslation } from '@/lib/i18n';

import { useCurrentUser } from '../api/get-user';
import { PhotoForm } from '../components/photo-form';
import { ProfileForm } from '../components/profile-form';
import { SecurityForm } from '../components/security-form';

/** Settings (spec section 2): the Profile, Security and Profile Image tabs. */
export function ProfilePage() {
  const { t } = useTranslation();
  const sessionUser = useAuthStore((state) => state.user);
  const account = useCurrentUser();
  // The server's copy when it answers; the session's while offline, so the page still works.
  const user = account.data ?? (account.isError ? sessionUser : null);
  const userId = sessionUser?._id;

  return (
    <Screen flush title={t('settings.title')}>
      {!userId && (
        <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('settings.userNotFound')}
        </p>
      )}
      {account.isError && (
        <p role="status" className="mb-4 text-sm text-gray-600">
          {t('settings.loadFailed')}
        </p>
      )}
      <Tabs defaultValue="profile">
        <TabsList>
          <TabsTrigger value="profile">{t('settings.tabs.profile')}</TabsTrigger>
          <TabsTrigger value="security">{t('settings.tabs.security')}</TabsTrigger>
          <TabsTrigger value="photo">{t('settings.tabs.photo')}</TabsTrigger>
        </TabsList>
        <div className="mt-6">
          <TabsContent value="profile">
            {user ? (
              <ProfileForm key={user._id} userId={userId} initial={user} />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
                <span className="sr-only">{t('common.loading')}</span>
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-16" />
                ))}
              </div>
            )}
          </TabsContent>
          <TabsContent value="security">
            <SecurityForm userId={userId} username={sessionUser?.email ?? sessionUser?.phone ?? ''} />
          </TabsContent>
          <TabsContent value="photo">
            <PhotoForm userId={userId} current={user?.profileImg ?? sessionUser?.profileImg} />
          </TabsContent>
        </div>
      </Tabs>
    </Screen>
  );
}
