/**
 * A text whose `backticked` parts are code (a command, a setting's name): drawn as code, and marked as
 * written in English, which a Bangla text quotes them in as well.
 */
export function WithCode({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        index % 2 ? (
          <code key={index} lang="en" className="rounded bg-gray-100 px-1 text-[0.9em]">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
