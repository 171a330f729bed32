/**
 * The id of the form's card (its heading, the thank-you and the form): where a
 * form sent without script brings the visitor back to. On a phone the
 * contact details come first in the section, a screen or two above the form.
 */
export const contactFormAnchor = (sectionId: string) => `${sectionId}-form`;
