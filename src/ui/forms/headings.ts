/**
 * The sold car's enquiry heading, from its card and from its page alike. Alone in this file so a
 * results card can use it without shipping the form's field lists to the browser.
 */
export const FIND_SIMILAR_HEADING = "Find me something similar";
