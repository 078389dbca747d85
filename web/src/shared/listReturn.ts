/** The address each list was last shown at in this tab: its search, sort, page and filters (useTableUrlState). */
const shown = new Map<string, string>();

/** Called by every list as its address changes. */
export const rememberList = (pathname: string, search: string) => shown.set(pathname, `${pathname}${search}`);

/** Where a form returns after Cancel, Add or Update (issue 28 #3): its list as the person left it, or the list's own
 *  address when the form was not opened from it in this tab (a typed address, a link from elsewhere). */
export const listAsLeft = (listPath: string) => shown.get(listPath) ?? listPath;
