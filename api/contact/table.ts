import type { ContactDetails } from '../../contracts/contact-details';

/** contact_details: the one stored contact record (id 1), exactly the contract's shape. */
export type ContactDetailsTable = ContactDetails;
