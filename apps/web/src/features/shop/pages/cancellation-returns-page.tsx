import { PolicyPage } from '../components/policy-page';

export function CancellationReturnsPage() {
  return <PolicyPage policy="cancellation" />;
}
