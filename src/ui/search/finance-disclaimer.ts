/** The id of the results page's finance disclaimer, which every card's finance asterisk links to. */
export const FINANCE_DISCLAIMER_ID = "finance-disclaimer";
