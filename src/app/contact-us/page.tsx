import Contact, { generateMetadata } from "../contact/page";

export { generateMetadata };
export default Contact;
