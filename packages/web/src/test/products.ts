// Products as the API answers them, for the web's unit tests.
import { cartItemFromProduct } from '@feria/domain/rules/cart';
import type { Product } from '@feria/domain/schemas/api-types';

export const yerba: Product = {
  id: 7,
  sku: 'YER-1',
  nombre: 'Yerba Barbacuá',
  marca: 'Barbacuá',
  medida: '500 g',
  categoria: 'Yerba',
  descripcion: 'Barbacuá de Misiones',
  precio: 3200,
  url: '',
  imagenes: [],
  stock: 3,
  publicado: 'si',
  unidad: 'unidad',
  paso: 250,
  suscribible: false,
  contenido: '',
  noVieneA: [],
};

export const yerbaLine = cartItemFromProduct(yerba);
