/**
 * The `method` of a form a page may show before its script has run (the prerendered /auth pages,
 * decision 051; the server's pages, decisions 052 and 077). A press on the form's button (or
 * Enter in a field) before the script would submit it the browser's way: a GET of the same
 * address without the fields, a fresh page, everything typed gone. A 'dialog' form outside a
 * dialog submits nowhere; once the script runs, React's onSubmit handles the submit as before.
 */
export const NO_NATIVE_SUBMIT = 'dialog';
