import type { Propuesta } from '@feria/domain/rules/portal';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';

/** MARKET §15 "Precios propuestos" (admin): the pending proposals, oldest first, and decisions. */
const proposalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingProposals: build.query<Propuesta[], void>({
      query: () => '/precios/propuestas?estado=pendiente',
      providesTags: ['Propuesta'],
    }),
    acceptProposal: build.mutation<Propuesta, number>({
      query: (id) => ({ url: `/precios/propuestas/${id}/aceptar`, method: 'POST' }),
      invalidatesTags: INVALIDATES.proposalDecided,
    }),
    rejectProposal: build.mutation<Propuesta, { id: number; motivo: string }>({
      query: ({ id, motivo }) => ({
        url: `/precios/propuestas/${id}/rechazar`,
        method: 'POST',
        body: { motivo },
      }),
      invalidatesTags: INVALIDATES.proposalDecided,
    }),
  }),
});

export const { useGetPendingProposalsQuery, useAcceptProposalMutation, useRejectProposalMutation } =
  proposalsApi;
