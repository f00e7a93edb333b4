import type { ReactNode } from 'react';

import { PageTitle } from '@/components/page-title';
import { useTranslation } from '@/lib/i18n';

export type Policy = 'cancellation' | 'privacy' | 'emi' | 'support';
interface PolicySection {
  heading: string;
  body: string[];
}

/** One of the four policy pages: its title, lead paragraph and headed sections from the catalogue of texts. */
export function PolicyPage({
  policy,
  amount,
  children,
}: {
  policy: Policy;
  /** The amount the EMI texts name (their minimum purchase). */
  amount?: string;
  /** Shown between the lead paragraph and the sections. */
  children?: ReactNode;
}) {
  const { t, texts } = useTranslation();
  const sections = texts<PolicySection[]>(`policies.${policy}.sections`, { amount });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle page={t(`policies.${policy}.title`)} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(`policies.${policy}.title`)}</h1>
      <p className="mt-3 text-lg text-gray-700">{t(`policies.${policy}.intro`, { amount })}</p>
      {children}
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-relaxed text-gray-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
