// The path a browser reports errors to (issue 50), apart from the report's zod schema: the page
// error boundary, in the storefront's first load, needs the path and the type only.
export const CLIENT_ERROR_PATH = '/api/errores-web';
