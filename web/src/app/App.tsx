import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo.js';
import { AppFrame } from './AppFrame.js';
import { pageRoutes } from './routes.js';

const client = createApolloClient();
const router = createBrowserRouter([{ element: <AppFrame />, children: pageRoutes() }]);

export function App() {
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
