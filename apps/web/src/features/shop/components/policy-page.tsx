import type { ReactNode } from 'react';

export interface PolicySection {
  heading: string;
  body: readonly string[];
}

/** The frame shared by the four policy pages: title, lead paragraph, then headed sections. */
export function PolicyPage({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: string;
  sections: readonly PolicySection[];
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-3 text-lg text-gray-700">{intro}</p>
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
