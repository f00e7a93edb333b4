import { PolicyPage } from '../components/policy-page';

export function PrivacyPolicyPage() {
  return <PolicyPage policy="privacy" />;
}
