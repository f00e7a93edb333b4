import { useTranslation } from 'react-i18next';
import { PolicyPage } from '../components/policy-page';

export function CancellationReturnsPage() {
  const { t } = useTranslation();
  return (
    <PolicyPage
      title={t('policies.cancellation.title')}
      intro={t('policies.cancellation.intro')}
      sections={t('policies.cancellation.sections', { returnObjects: true })}
    />
  );
}
