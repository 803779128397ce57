import { createBrowserRouter } from 'react-router-dom';
import { BASENAME } from '../lib/paths';
import { appRoutes } from './routes';

export const createAppRouter = () => createBrowserRouter(appRoutes, { basename: BASENAME });
export type AppRouter = ReturnType<typeof createAppRouter>;
