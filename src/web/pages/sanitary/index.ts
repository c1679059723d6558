/* The sanitary page (issue 26), loaded when /sanidade is first visited. */
export { SanitaryPage } from './sanitary-page';
export { ApplicationDialog, type ApplicationDialogProps } from './application-dialog';
