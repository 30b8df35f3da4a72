import { CLIENTE_FIELDS } from '@feria/domain/rules/checkout';
import type { Cliente } from '@feria/domain/schemas/api-types';
import { useEffect, useRef, useState } from 'react';
import { useSessionUser } from '../../../api/session.ts';

const EMPTY_CLIENTE: Cliente = {
  nombre: '',
  correo: '',
  provincia: '',
  direccion: '',
  cp: '',
  celular: '',
};

/**
 * The customer fields of the basket page, prefilled once from the signed-in user (DESIGN §3.1):
 * only empty fields are filled, so nothing the customer typed is ever overwritten.
 */
export function useCustomerForm() {
  const user = useSessionUser();
  const [cliente, setCliente] = useState<Cliente>(EMPTY_CLIENTE);
  const prefilled = useRef(false);

  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    const fromUser: Cliente = {
      nombre: user.nombre,
      correo: user.email,
      provincia: user.provincia ?? '',
      direccion: user.direccion ?? '',
      cp: user.cp ?? '',
      celular: user.celular ?? '',
    };
    setCliente((current) => {
      const next = { ...current };
      for (const field of CLIENTE_FIELDS) if (!next[field].trim()) next[field] = fromUser[field];
      return next;
    });
  }, [user]);

  const setField = (field: keyof Cliente, value: string) =>
    setCliente((current) => ({ ...current, [field]: value }));

  return { cliente, setField };
}
