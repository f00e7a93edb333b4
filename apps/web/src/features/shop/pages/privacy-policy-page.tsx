import { useTranslation } from 'react-i18next';
import { PolicyPage } from '../components/policy-page';

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <PolicyPage
      title={t('policies.privacy.title')}
      intro={t('policies.privacy.intro')}
      sections={t('policies.privacy.sections', { returnObjects: true })}
    />
  );
}
