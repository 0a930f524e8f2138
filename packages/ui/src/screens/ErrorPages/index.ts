export { NotFound, ServerError, type NotFoundProps, type ServerErrorProps } from './ErrorPages.tsx';
