import type { PublicConfig } from '@feria/domain/schemas/api-types';
import { api } from '../app/api.ts';

const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<PublicConfig, void>({ query: () => '/config' }),
  }),
});

export const { useGetConfigQuery } = configApi;

/** wa.me link to a phone number, with an optional message. */
export const whatsappLink = (phone: string, text?: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
