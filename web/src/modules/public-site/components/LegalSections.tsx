import * as styles from '../publicSite.css.js';

/** The numbered sections of the privacy and terms pages: a heading and its paragraph each. */
export function LegalSections({
  idPrefix,
  sections,
}: {
  idPrefix: string;
  sections: { heading: string; text: string }[];
}) {
  return (
    <>
      {sections.map((section, index) => (
        <section
          key={section.heading}
          className={styles.section}
          aria-labelledby={`${idPrefix}-${index}`}
        >
          <h2 id={`${idPrefix}-${index}`} className={styles.sectionHeading}>
            {section.heading}
          </h2>
          <p className={styles.prose}>{section.text}</p>
        </section>
      ))}
    </>
  );
}
