// The page's service worker: keeps every file of the page, so that a second visit plays offline.
//
// scripts/build-web.sh writes the build's content digest into the cache's name (@BUILD@) and the page's
// file names into FILES (@FILES@). A new build is a new sw.js, which the browser installs beside the old
// one: it fills its own cache, takes over, and deletes the caches of older builds. Invariant: a cache
// holds the files of exactly one build, so the page never mixes a module of one build with another's.

const PREFIX = 'priests-devils-';
const CACHE = `${PREFIX}@BUILD@`;
const FILES = ['./', @FILES@];

// The files are fetched past the HTTP cache ('reload'), so a new build never stores an older build's page
// that the browser or a proxy still held.
self.addEventListener('install', (event) => {
    const requests = FILES.map((file) => new Request(file, { cache: 'reload' }));
    event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
    event.waitUntil(caches.keys()
        .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
        .then(() => self.clients.claim()));
});

// Cache first (the cache is this build's), the network for anything else.
self.addEventListener('fetch', (event) => {
    if (event.request.method !== 'GET') return;
    event.respondWith(caches.open(CACHE)
        .then((cache) => cache.match(event.request, { ignoreSearch: true }))
        .then((hit) => hit ?? fetch(event.request)));
});
