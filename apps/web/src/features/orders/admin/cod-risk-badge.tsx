import type { CodRiskLevel } from '@dokan/domain';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useCodRisk } from '../api/get-cod-risk';

const LEVEL_TONES: Record<CodRiskLevel, BadgeTone> = { low: 'success', medium: 'warning', high: 'danger' };

/** A cash-on-delivery order's risk: a badge with its score, why, the COD still open to its phone, and what the shop's rules ask. */
export function CodRiskBadge({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const risk = useCodRisk(orderId);
  if (!risk.data) return null;
  const { level, score, reasons, requirement, openCodTaka } = risk.data;
  return (
    <div className="mb-3 text-sm" aria-label={t('admin.codRisk.title')}>
      <StatusBadge tone={LEVEL_TONES[level]}>{t(`admin.codRisk.level.${level}`, { score })}</StatusBadge>
      <ul className="mt-2 list-disc pl-5 text-gray-700">
        {reasons.map((reason) => (
          <li key={reason}>{t(`admin.codRisk.reasons.${reason}`)}</li>
        ))}
      </ul>
      <p className="mt-1 text-gray-700">{t('admin.codRisk.openCod', { amount: format.taka(openCodTaka) })}</p>
      {requirement !== 'none' && (
        <p className="mt-1 font-medium text-gray-900">{t(`admin.codRisk.requirement.${requirement}`)}</p>
      )}
    </div>
  );
}
