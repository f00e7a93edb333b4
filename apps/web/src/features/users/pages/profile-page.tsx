import { useTranslation } from 'react-i18next';

import { Screen } from '@/components/ui/screen';

export function ProfilePage() {
  const { t } = useTranslation();
  return <Screen flush title={t('users.profile.title')} />;
}
