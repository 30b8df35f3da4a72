import { describe, expect, test } from 'vitest';
import { searchView } from './catalog.ts';
import { brandView, type CatalogView, categoryView, viewHref } from './catalog-view.ts';
import {
  facetOptions,
  hasMore,
  pagingFor,
  pagingMore,
  productCount,
  searchTextChanged,
  startPaging,
  viewKey,
} from './storefront.ts';

describe('cambios de la vista del catálogo', () => {
  const search: CatalogView = { kind: 'search', value: 'yerba' };
  const category: CatalogView = { kind: 'category', value: 'Yerba' };

  test('borrar el texto de la búsqueda vuelve a todos los productos', () => {
    expect(searchTextChanged(search, '')).toEqual({ kind: 'all' });
    expect(searchTextChanged(search, '   ')).toEqual({ kind: 'all' });
  });

  test('escribir sin presionar "Buscar" no cambia la lista', () => {
    expect(searchTextChanged(search, 'yerba mat')).toBe(search);
    expect(searchTextChanged(category, '')).toBe(category);
    expect(searchTextChanged({ kind: 'all' }, 'arroz')).toEqual({ kind: 'all' });
  });

  test('de todos a una categoría, de la categoría a una marca, y "Todos" vuelve a todos', () => {
    let view: CatalogView = { kind: 'all' };
    view = categoryView('Legumbres');
    expect(view).toEqual({ kind: 'category', value: 'Legumbres' });
    view = brandView('Cooperativa La Verdecita');
    expect(view).toEqual({ kind: 'brand', value: 'Cooperativa La Verdecita' });
    view = brandView('Todos');
    expect(view).toEqual({ kind: 'all' });
  });

  test('una búsqueda en blanco no cambia la vista y da el mensaje de la especificación', () => {
    const result = searchView(' ');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe('No se ingreso ningun dato');
  });

  test('la clave de la vista ignora mayúsculas y tildes, y distingue el tipo de filtro', () => {
    expect(viewKey({ kind: 'all' })).toBe('');
    expect(viewKey({ kind: 'search', value: 'Azúcar' })).toBe(
      viewKey({ kind: 'search', value: 'azucar' }),
    );
    expect(viewKey({ kind: 'category', value: 'Yerba' })).not.toBe(
      viewKey({ kind: 'search', value: 'Yerba' }),
    );
  });

  test('el enlace de una vista lleva la consulta, y el de todos no lleva nada', () => {
    expect(viewHref('/product', { kind: 'all' })).toBe('/product');
    expect(viewHref('/product', { kind: 'brand', value: 'Molino Santa Clara' })).toBe(
      '/product?marca=Molino%20Santa%20Clara',
    );
  });
});

describe('"ver más productos"', () => {
  test('empieza en 8 y cada clic suma 8', () => {
    let paging = startPaging('');
    expect(paging.visible).toBe(8);
    paging = pagingMore(paging);
    expect(paging.visible).toBe(16);
    paging = pagingMore(paging);
    expect(paging.visible).toBe(24);
  });

  test('vuelve a 8 cuando cambia la lista, y se mantiene si es la misma', () => {
    const more = pagingMore(pagingMore(startPaging('')));
    expect(pagingFor(more, '')).toBe(more);
    expect(pagingFor(more, 'category:yerba')).toEqual({ key: 'category:yerba', visible: 8 });
  });

  test('el botón se muestra mientras queden productos por ver', () => {
    expect(hasMore(startPaging(''), 8)).toBe(false);
    expect(hasMore(startPaging(''), 9)).toBe(true);
    expect(hasMore(pagingMore(startPaging('')), 16)).toBe(false);
  });
});

describe('opciones de los filtros', () => {
  test('cada categoría una vez, con cuántos productos tiene, en orden alfabético', () => {
    const products = [
      { categoria: 'Yerba', marca: 'Ñandú' },
      { categoria: 'Azúcar', marca: 'Ingenio' },
      { categoria: 'Yerba', marca: 'El Ceibo' },
      { categoria: 'azucar ', marca: '' },
    ];
    expect(facetOptions(products, 'categoria')).toEqual([
      { value: 'Azúcar', count: 2 },
      { value: 'Yerba', count: 2 },
    ]);
    expect(facetOptions(products, 'marca')).toEqual([
      { value: 'El Ceibo', count: 1 },
      { value: 'Ingenio', count: 1 },
      { value: 'Ñandú', count: 1 },
    ]);
  });
});

describe('cantidad de productos', () => {
  test('cuenta en singular y plural', () => {
    expect(productCount(1)).toBe('1 producto');
    expect(productCount(0)).toBe('0 productos');
    expect(productCount(12)).toBe('12 productos');
  });
});
