// A page the server painted (its first screen, server share/head.ts) fetches its code only once
// that screen is on screen: on a phone's connection the picture and the page's data come first,
// with the bandwidth to themselves. A picture that does not arrive holds the code three seconds
// at the most. Plain script, no build: it runs before any of the app's code is here.
(() => {
  const { entry, modules } = document.currentScript.dataset;
  const add = (tag, props) =>
    document.head.append(Object.assign(document.createElement(tag), props));
  const start = () => {
    for (const href of modules.split(' ').filter(Boolean)) {
      add('link', { rel: 'modulepreload', crossOrigin: '', href });
    }
    add('script', { type: 'module', crossOrigin: '', src: entry });
  };
  const picture = document.querySelector('#contenido img');
  const painted = picture ? picture.decode().catch(() => undefined) : Promise.resolve();
  const atMost = new Promise((resolve) => setTimeout(resolve, 3000));
  void Promise.race([painted, atMost]).then(() => requestAnimationFrame(() => setTimeout(start)));
})();
