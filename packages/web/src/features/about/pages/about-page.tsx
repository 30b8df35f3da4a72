import { Link } from '../../../components/link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

// The about text lives in the web app (it cannot import the server's seed data); it tells the
// same story as the demo shop's "Nosotros".
const STORY = [
  'Feria es la feria agroecológica itinerante de Santa Fe. Nació en 2019, cuando un grupo de productoras y productores de la región decidió vender sin intermediarios y conocer cara a cara a quienes comen lo que cultivan.',
  'Cada fin de semana armamos los puestos en una plaza distinta de la ciudad y sus alrededores, de Guadalupe a Barranquitas y de Santo Tomé a Sauce Viejo. Llevamos legumbres, harinas, yerba, arroz, aceites, miel, hierbas y cosmética natural de cooperativas y familias de San Justo, Esperanza, Helvecia, Coronda y otros pueblos santafesinos.',
  'Esta tienda online es la misma feria, un poco más cerca: elegís tus productos, hacés el pedido y lo retirás en el puesto o lo recibís en tu casa.',
];

const VALUES = [
  {
    title: 'Sin agrotóxicos',
    text: 'Todo lo que ofrecemos se produce de forma agroecológica u orgánica, cuidando el suelo, el agua y la biodiversidad.',
  },
  {
    title: 'Precio justo',
    text: 'Visitamos las chacras y acordamos los precios con cada productor: lo que pagás sostiene su trabajo.',
  },
  {
    title: 'Cerca y sin vueltas',
    text: 'Comprás directo a quien produce, con envases retornables o de papel siempre que se puede.',
  },
];

/** /aboutUs: who the market is. */
export function AboutPage() {
  usePageTitle('Sobre nosotros');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">Sobre nosotros</h1>
      <p className="mt-2 text-lg text-earth-700">Feria agroecológica itinerante de Santa Fe</p>
      <div className="mt-6 space-y-4 text-stone-800">
        {STORY.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </div>
      <h2 className="mt-10 text-xl font-bold text-brand-800">Lo que nos importa</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {VALUES.map((v) => (
          <li key={v.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
            <h3 className="font-semibold text-brand-700">{v.title}</h3>
            <p className="mt-2 text-sm text-stone-700">{v.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 rounded-xl bg-brand-100 p-6 text-center">
        <p className="text-lg font-semibold text-brand-800">¡Te esperamos con el mate listo!</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Link
            to="/product"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Ver productos
          </Link>
          <Link
            to="/suppliers"
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Conocé a los productores
          </Link>
        </div>
      </div>
    </div>
  );
}
