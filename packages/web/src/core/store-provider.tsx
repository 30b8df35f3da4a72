import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { store } from './store.ts';

/** The component inside the Redux store's provider (loaded with the first page that needs it). */
export function withStore<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function InStore(props: P) {
    return (
      <Provider store={store}>
        <Component {...props} />
      </Provider>
    );
  }
  InStore.displayName = `InStore(${Component.displayName ?? Component.name})`;
  return InStore;
}
