import { escapeHtml } from '@feria/domain/rules/escape-html';
import { describe, expect, test } from 'vitest';
import { html } from '../../../shared/html.ts';
import {
  customerOrderMail,
  type MailOrder,
  shopOrderMail,
  statusChangedMail,
} from './order-mails.ts';

const ctx = { shopName: 'Feria Agroecológica', publicUrl: 'https://feria.example' };

const order: MailOrder = {
  id: 42,
  createdAt: new Date('2025-03-05T15:30:00Z'),
  estado: 'Pendiente',
  canal: 'web',
  formaPago: 'transferencia',
  envio: 'envio',
  cliente: {
    nombre: '<script>alert(1)</script> Ana & "Co"',
    correo: 'ana@example.com',
    provincia: 'Santa Fe',
    direccion: 'San Martín <b>1234</b>',
    cp: '3000',
    celular: '3425551234',
  },
  lineas: [
    {
      nombre: 'Yerba <img src=x onerror=alert(1)>',
      marca: 'Ñandú',
      medida: '1 kg',
      cantidad: 2,
      precioCents: 150_050,
      subtotalCents: 300_100,
    },
  ],
  subtotalCents: 300_100,
  recargoCents: 0,
  totalCents: 300_100,
};

describe('html escapado', () => {
  test('escapa los cinco caracteres peligrosos', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
  test('la plantilla escapa cada valor y deja pasar solo lo ya escapado', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${['<x>', 1]}</p>`.value).toBe('<p><b>&lt;i&gt;</b>&lt;x&gt;1</p>');
  });
});

describe('correo "Gracias por tu compra"', () => {
  const mail = customerOrderMail(order, ctx)!;

  test('va al correo del cliente con el asunto de la especificación', () => {
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Gracias por tu compra');
  });

  test('muestra número, datos del cliente, productos, pago, envío, estado PENDIENTE y total con dos decimales', () => {
    for (const part of [
      'Pedido N°',
      '42',
      '05/03/2025 12:30',
      'ana@example.com',
      'Santa Fe',
      '3000',
      '3425551234',
      'Ñandú',
      '1 kg',
      'Transferencia',
      'Entrega',
      'PENDIENTE',
      '$\u00a03.001,00',
      '$\u00a01.500,50 c/u',
    ]) {
      expect(mail.html, part).toContain(part);
      expect(mail.text, part).toContain(part.replace(' c/u', ''));
    }
    expect(mail.html).toContain('color:#ea580c;">PENDIENTE');
  });

  test('cada valor va escapado: ni script ni etiquetas del cliente llegan como HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>1234');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ana &amp; &quot;Co&quot;');
    expect(mail.text).toContain('<script>alert(1)</script> Ana');
  });

  test('mide a lo sumo 32rem de ancho y tiene parte de texto plano', () => {
    expect(mail.html).toContain('max-width:32rem');
    expect(mail.text.length).toBeGreaterThan(100);
    expect(mail.text).not.toContain('<table');
  });

  test('sin recargo no muestra subtotal ni recargo; con recargo sí', () => {
    expect(mail.html).not.toContain('Recargo');
    const pos = customerOrderMail(
      { ...order, canal: 'pos', recargoCents: 21_007, totalCents: 321_107 },
      ctx,
    )!;
    expect(pos.html).toContain('Recargo');
    expect(pos.html).toContain('$\u00a0210,07');
    expect(pos.html).toContain('$\u00a03.211,07');
  });

  test('sin correo del cliente no hay mensaje', () => {
    expect(
      customerOrderMail({ ...order, cliente: { ...order.cliente, correo: ' ' } }, ctx),
    ).toBeNull();
  });
});

test('"Tenes una nueva Venta!" va a la tienda con el mismo detalle', () => {
  const mail = shopOrderMail(order, ctx, 'ventas@feria.example');
  expect(mail.to).toBe('ventas@feria.example');
  expect(mail.subject).toBe('Tenes una nueva Venta!');
  expect(mail.html).toContain('PENDIENTE');
  expect(mail.html).toContain('$\u00a03.001,00');
  expect(mail.html).toContain('la tienda web');
  expect(mail.html).not.toContain('<script>');
});

describe('"Actualizamos el estado de tu compra!"', () => {
  test('Listo se marca en verde', () => {
    const mail = statusChangedMail(order, 'Listo', ctx)!;
    expect(mail.subject).toBe('Actualizamos el estado de tu compra!');
    expect(mail.to).toBe('ana@example.com');
    expect(mail.html).toContain('color:#16a34a;">LISTO');
    expect(mail.text).toContain('LISTO');
  });
  test('los demás estados en naranja', () => {
    for (const estado of ['Pendiente', 'En preparación', 'Anulado'] as const) {
      const mail = statusChangedMail(order, estado, ctx)!;
      expect(mail.html).toContain(`color:#ea580c;">${estado.toLocaleUpperCase('es-AR')}`);
    }
  });
  test('sin correo del cliente no hay mensaje', () => {
    expect(
      statusChangedMail({ ...order, cliente: { ...order.cliente, correo: '' } }, 'Listo', ctx),
    ).toBeNull();
  });
});

describe('la entrega, una sola vez (issue 33)', () => {
  const feria = {
    fecha: '2026-12-05',
    desde: '09:00',
    hasta: '13:00',
    lugar: 'Plaza 25 de Mayo',
    direccion: 'San Martín 1800',
  };
  const count = (text: string, part: string) => text.split(part).length - 1;

  test('Retiro: la línea de retiro aparece una vez, en "Entrega", en HTML y en texto', () => {
    const mail = customerOrderMail({ ...order, envio: 'retiro', feria }, ctx)!;
    const line = 'Retirás tu pedido en Plaza 25 de Mayo (San Martín 1800), el sábado 05/12';
    expect(count(mail.html, line)).toBe(1);
    expect(count(mail.text, line)).toBe(1);
    expect(mail.text).toContain(`Entrega: ${line} de 09:00 a 13:00`);
  });

  test('Envío: "Entrega" con el día y la franja horaria, nunca "Envío: Envío"', () => {
    const mail = customerOrderMail({ ...order, envio: 'envio', feria }, ctx)!;
    expect(mail.text).toContain(
      'Entrega: Te lo llevamos el sábado 05/12 entre las 09:00 y las 13:00',
    );
    for (const body of [mail.html, mail.text]) {
      expect(body).not.toMatch(/Envío:?\s*(<[^>]+>\s*)*Envío/);
      expect(count(body, 'Te lo llevamos')).toBe(1);
    }
  });

  test('sin feria dice "Entrega: Envío"; el signo $ nunca queda solo al final de una línea', () => {
    const mail = customerOrderMail(order, ctx)!;
    expect(mail.text).toContain('Entrega: Envío');
    expect(mail.html).not.toMatch(/\$ \d/);
    expect(mail.text).not.toMatch(/\$ \d/);
  });
});
